// Which upload type a file name says it is (spec §5): by its extension, against the accepted
// list. The server also checks the content agrees (docs/decisions/109); the page uses this to
// refuse a file before sending it.
import type { UploadMimeType } from '../enums.ts';

export const UPLOAD_EXTENSIONS = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  avif: 'image/avif',
  txt: 'text/plain',
  csv: 'text/csv',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  rar: 'application/vnd.rar',
} as const satisfies Record<string, UploadMimeType>;

/** The accepted type a name's extension stands for, or null (no extension, or not accepted). */
export function uploadTypeOfName(filename: string): UploadMimeType | null {
  const dot = filename.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = filename.slice(dot + 1).toLowerCase();
  return Object.hasOwn(UPLOAD_EXTENSIONS, extension)
    ? UPLOAD_EXTENSIONS[extension as keyof typeof UPLOAD_EXTENSIONS]
    : null;
}

/** Types a browser may show in place: images that cannot carry script, and PDF. */
export function opensInline(mimeType: string | null): boolean {
  if (!mimeType || mimeType === 'image/svg+xml') return false;
  return mimeType.startsWith('image/') || mimeType === 'application/pdf';
}
