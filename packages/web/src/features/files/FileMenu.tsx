// A file's row menu: open or preview, download, and what the viewer may change (rename, move,
// share, delete). Its button is a 44 px touch target.
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowsMove,
  IconCursorText,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconFolderOpen,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import type { FileEntry } from '@tuura/domain/schemas/file';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { contentUrl, previewKindOf } from './fileFormat.ts';

export type FileAction = 'open' | 'preview' | 'rename' | 'move' | 'share' | 'delete';

/** What the viewer may change on a row. */
export type FileRights = {
  rename: boolean;
  move: boolean;
  /** 'view': who it is shared with, without changing it (admin read level). */
  share: boolean | 'view';
  delete: boolean;
};

export const NO_RIGHTS: FileRights = { rename: false, move: false, share: false, delete: false };

type Props = {
  file: Pick<FileEntry, '_id' | 'type' | 'mimeType' | 'filename'>;
  rights: FileRights;
  onAction: (action: FileAction) => void;
  size?: 'md' | 'xl';
};

export function FileMenu({ file, rights, onAction, size = 'xl' }: Props) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const preview = previewKindOf(file) !== null;
  const changes = (['rename', 'move', 'share'] as const).filter((a) => rights[a]);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size}
          aria-label={t('files.menu.label', { name: file.filename })}
          data-testid="file-menu"
        >
          <IconDotsVertical size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {file.type === 'directory' && (
          <Menu.Item leftSection={<IconFolderOpen size={16} aria-hidden />} onClick={() => onAction('open')}>
            {t('files.menu.open')}
          </Menu.Item>
        )}
        {preview && (
          <Menu.Item
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => onAction('preview')}
            data-testid="file-preview-item"
          >
            {t('files.menu.preview')}
          </Menu.Item>
        )}
        {file.type === 'file' && (
          <Menu.Item
            component="a"
            href={contentUrl(file._id)}
            download={file.filename}
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="file-download"
          >
            {t('files.menu.download')}
          </Menu.Item>
        )}
        {changes.length > 0 && <Menu.Divider />}
        {rights.rename && (
          <Menu.Item
            leftSection={<IconCursorText size={16} aria-hidden />}
            onClick={() => onAction('rename')}
            disabled={offline.disabled}
            data-testid="file-rename"
          >
            {t('files.menu.rename')}
          </Menu.Item>
        )}
        {rights.move && (
          <Menu.Item
            leftSection={<IconArrowsMove size={16} aria-hidden />}
            onClick={() => onAction('move')}
            disabled={offline.disabled}
            data-testid="file-move"
          >
            {t('files.menu.move')}
          </Menu.Item>
        )}
        {rights.share && (
          <Menu.Item
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => onAction('share')}
            disabled={rights.share !== 'view' && offline.disabled}
            data-testid="file-share"
          >
            {t(rights.share === 'view' ? 'files.menu.sharing' : 'files.menu.share')}
          </Menu.Item>
        )}
        {rights.delete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onAction('delete')}
            disabled={offline.disabled}
            data-testid="file-delete"
          >
            {t('files.menu.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
