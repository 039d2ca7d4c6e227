// How a file is shown: its size in the reader's language (1000-based, spec §9), its date, whether
// the page can preview it, and the address of its content.
import { fileContracts } from '@tuura/domain/api/files';
import type { Locale } from '@tuura/domain/enums';
import { DEFAULT_LOCALE } from '@tuura/domain/limits';
import { formatBytes } from '@tuura/domain/rules/fileSize';
import { opensInline } from '@tuura/domain/rules/fileType';
import type { FileEntry } from '@tuura/domain/schemas/file';
import { useTranslation } from 'react-i18next';
import { buildUrl } from '../../api/client.ts';
import { isLocale } from '../../i18n/index.ts';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Bytes as `1,2 Gt` (fi) or `1.2 GB` (en), in the page's language. */
export function useBytes(): (bytes: number) => string {
  const locale = useLocale();
  return (bytes) => formatBytes(bytes, locale);
}

/** The day a file was added, in Helsinki: `24.11.2026`. */
export const formatDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fi' ? 'fi-FI' : 'en-GB', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Helsinki',
  }).format(new Date(iso));

export type PreviewKind = 'image' | 'pdf';

/** What the page previews: what the server sends inline, images and PDF; never SVG (script). */
export function previewKindOf(file: Pick<FileEntry, 'type' | 'mimeType'>): PreviewKind | null {
  if (file.type !== 'file' || !opensInline(file.mimeType)) return null;
  return file.mimeType === 'application/pdf' ? 'pdf' : 'image';
}

/** The file's content (the server names it in Content-Disposition). */
export const contentUrl = (id: string) => buildUrl(fileContracts.download, { id });
