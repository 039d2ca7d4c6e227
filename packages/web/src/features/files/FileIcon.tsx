// A file's kind at a glance: folder, PDF, image, spreadsheet, text or archive.
import { ThemeIcon } from '@mantine/core';
import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconFolder,
  IconPhoto,
} from '@tabler/icons-react';
import type { FileEntry } from '@tuura/domain/schemas/file';

function iconOf(file: Pick<FileEntry, 'type' | 'mimeType'>) {
  if (file.type === 'directory') return { Icon: IconFolder, color: 'yellow' };
  const type = file.mimeType ?? '';
  if (type === 'application/pdf') return { Icon: IconFileTypePdf, color: 'red' };
  if (type.startsWith('image/')) return { Icon: IconPhoto, color: 'grape' };
  if (/spreadsheet|excel|csv/.test(type)) return { Icon: IconFileSpreadsheet, color: 'teal' };
  if (/rar/.test(type)) return { Icon: IconFileZip, color: 'gray' };
  if (/word|rtf|text|presentation|powerpoint/.test(type)) return { Icon: IconFileText, color: 'blue' };
  return { Icon: IconFile, color: 'gray' };
}

export function FileIcon({ file, size = 40 }: { file: Pick<FileEntry, 'type' | 'mimeType'>; size?: number }) {
  const { Icon, color } = iconOf(file);
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="md" aria-hidden>
      <Icon size={Math.round(size * 0.6)} />
    </ThemeIcon>
  );
}
