// A directory's entries as rows that fit a phone: the kind, the name (a folder opens, an image or
// PDF previews, anything else downloads), size, day and sharing in words, and the row menu.
import { Anchor, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { FileEntry } from '@tuura/domain/schemas/file';
import { useTranslation } from 'react-i18next';
import { FileIcon } from './FileIcon.tsx';
import { type FileAction, FileMenu, type FileRights } from './FileMenu.tsx';
import { contentUrl, formatDay, previewKindOf, useBytes, useLocale } from './fileFormat.ts';

export function SharingMarks({
  file,
}: {
  file: Pick<FileEntry, 'isShared' | 'isSharedWithAll' | 'isPublic'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {file.isPublic && (
        <Badge size="sm" variant="light" color="teal">
          {t('files.marks.public')}
        </Badge>
      )}
      {file.isSharedWithAll && (
        <Badge size="sm" variant="light" color="blue">
          {t('files.marks.sharedWithAll')}
        </Badge>
      )}
      {file.isShared && !file.isSharedWithAll && (
        <Badge size="sm" variant="light" color="gray">
          {t('files.marks.shared')}
        </Badge>
      )}
    </>
  );
}

type Props = {
  files: readonly FileEntry[];
  rightsOf: (file: FileEntry) => FileRights;
  /** Others' files say whose they are (shared, public and users listings). */
  showOwner?: boolean;
  onAction: (action: FileAction, file: FileEntry) => void;
};

export function FileList({ files, rightsOf, showOwner = false, onAction }: Props) {
  return (
    <Stack gap={6} data-testid="file-list">
      {files.map((file) => (
        <FileRow
          key={file._id}
          file={file}
          rights={rightsOf(file)}
          showOwner={showOwner}
          onAction={(a) => onAction(a, file)}
        />
      ))}
    </Stack>
  );
}

function FileRow({
  file,
  rights,
  showOwner,
  onAction,
}: {
  file: FileEntry;
  rights: FileRights;
  showOwner: boolean;
  onAction: (action: FileAction) => void;
}) {
  const { t } = useTranslation();
  const bytes = useBytes();
  const locale = useLocale();
  const preview = previewKindOf(file);
  const name = (
    <Text fw={600} style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
      {file.filename}
    </Text>
  );
  const owner = showOwner ? (file.ownerName ?? t('files.organization')) : undefined;
  const meta = [
    owner,
    file.type === 'directory' ? t('files.directory') : bytes(file.size),
    file.type === 'directory' ? undefined : formatDay(file.createdAt, locale),
  ]
    .filter(Boolean)
    .join(' · ');
  // The whole name area is the row's main action, a big target on a phone.
  const body = (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <FileIcon file={file} />
      <Stack gap={2} miw={0}>
        {name}
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {meta}
          </Text>
          <SharingMarks file={file} />
        </Group>
      </Stack>
    </Group>
  );
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={6}
      data-testid="file-row"
      data-name={file.filename}
      data-id={file._id}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mih={52}>
        {file.type === 'directory' || preview ? (
          <UnstyledButton
            onClick={() => onAction(file.type === 'directory' ? 'open' : 'preview')}
            aria-label={t(file.type === 'directory' ? 'files.openDirectory' : 'files.openFile', {
              name: file.filename,
            })}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="file-open"
          >
            {body}
          </UnstyledButton>
        ) : (
          <Anchor
            href={contentUrl(file._id)}
            download={file.filename}
            underline="never"
            c="inherit"
            aria-label={t('files.openFile', { name: file.filename })}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="file-open"
          >
            {body}
          </Anchor>
        )}
        <FileMenu file={file} rights={rights} onAction={onAction} />
      </Group>
    </Paper>
  );
}
