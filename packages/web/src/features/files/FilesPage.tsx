// /files/my-files and its sibling contexts (spec §2): own files, files shared with me, the
// organisation's public files and, for admins who may read files, the organisation's files by
// user (a dense table). A folder opens at /files/{id}, its context and user in the query; a
// breadcrumb leads back up. Own files upload here (drag and drop or the big button) with a
// progress bar each, and change from each row's menu.
import { Anchor, Breadcrumbs, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { REQUEST } from '@tuura/domain/limits';
import { hasEdit, readOrAbove } from '@tuura/domain/permissions';
import {
  FILE_CONTEXTS,
  type FileContext,
  type FileEntry,
  type fileSizeSchema,
} from '@tuura/domain/schemas/file';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useUser } from '../../api/session.ts';
import { describeError } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { AdminFilesTable } from './AdminFilesTable.tsx';
import { fileListQuery, fileSpaceQuery, useChangeFile, useCreateDirectory } from './api.ts';
import { DeleteDialog, type DeleteTarget } from './DeleteDialog.tsx';
import { FileList } from './FileList.tsx';
import { type FileAction, type FileRights, NO_RIGHTS } from './FileMenu.tsx';
import { previewKindOf } from './fileFormat.ts';
import { MoveDialog } from './MoveDialog.tsx';
import { NameDialog } from './NameDialog.tsx';
import { PreviewModal, type PreviewTarget } from './PreviewModal.tsx';
import { ShareDialog, type ShareTarget } from './ShareDialog.tsx';
import { SpaceBar } from './SpaceBar.tsx';
import type { UploadTarget } from './sendUpload.ts';
import { UploadPanel } from './UploadPanel.tsx';
import { useUploads } from './useUploads.ts';

const isContext = (value: string | undefined): value is FileContext =>
  FILE_CONTEXTS.includes(value as FileContext);

/** Where a listing is: a context's top level, or a folder (`/files/{id}?context=…&user=…`). */
function useWhere() {
  const { context: segment } = useParams();
  const [search] = useSearchParams();
  if (isContext(segment))
    return { context: segment, parent: undefined, user: search.get('user') ?? undefined };
  const asked = search.get('context') ?? undefined;
  return {
    context: isContext(asked) ? asked : ('my-files' as const),
    parent: segment,
    user: search.get('user') ?? undefined,
  };
}

/** A folder's address, keeping the context and user it was opened in. */
export function folderPath(id: string, context: FileContext, user?: string) {
  const query = new URLSearchParams(context === 'my-files' ? {} : { context });
  if (user) query.set('user', user);
  const qs = query.toString();
  return `/files/${id}${qs ? `?${qs}` : ''}`;
}

/**
 * Where uploads and new folders of a listing go: own files to the personal space; on the public
 * tab (admins with files all) to the organisation's space, published at its top level.
 */
function uploadTargetOf(where: { context: FileContext; parent: string | undefined }): UploadTarget {
  const parent = where.parent ? { parent: where.parent } : {};
  if (where.context !== 'public') return { ...parent, space: 'personal' };
  return { ...parent, space: 'organization', ...(!where.parent && { isPublic: true }) };
}

type Dialog =
  | { kind: 'preview'; target: PreviewTarget }
  | { kind: 'rename'; file: FileEntry }
  | { kind: 'move'; file: FileEntry }
  | { kind: 'share'; target: ShareTarget }
  | { kind: 'delete'; target: DeleteTarget }
  | { kind: 'newDirectory' };

export default function FilesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const where = useWhere();
  const mayReadAll = readOrAbove(user.permissions, 'files');
  const mayEditAll = hasEdit(user.permissions, 'files');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  // The spaces and the upload queue outlive a change of folder or tab: uploads go on meanwhile.
  const personal = useQuery(fileSpaceQuery('personal'));
  const organization = useQuery({ ...fileSpaceQuery('organization'), enabled: mayEditAll });
  const inOrganization = where.context === 'public';
  const space = inOrganization ? organization.data : personal.data;
  const target = uploadTargetOf(where);
  const uploads = useUploads(target, space?.available ?? null);
  const contexts = FILE_CONTEXTS.filter((c) => c !== 'users' || mayReadAll);
  if (!contexts.includes(where.context)) return <Navigate to="/files/my-files" replace />;

  /** Open, preview or change a row; `admin`: through the admin calls. */
  const act = (action: FileAction, file: FileEntry, admin: boolean) => {
    switch (action) {
      case 'open': {
        // A folder of the users context opens as its owner's (the admin table lists everyone's).
        const owner = where.context === 'users' ? (file.owner ?? where.user) : undefined;
        navigate(folderPath(file._id, where.context, owner));
        return;
      }
      case 'preview': {
        const kind = previewKindOf(file);
        if (kind) setDialog({ kind: 'preview', target: { id: file._id, filename: file.filename, kind } });
        return;
      }
      case 'rename':
      case 'move':
        setDialog({ kind: action, file });
        return;
      case 'share':
        setDialog({
          kind: 'share',
          target: {
            id: file._id,
            filename: file.filename,
            admin,
            canPublish: mayEditAll,
            readOnly: admin && !mayEditAll,
          },
        });
        return;
      case 'delete':
        setDialog({
          kind: 'delete',
          target: { id: file._id, filename: file.filename, type: file.type, admin },
        });
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('files.title')}
      </Title>
      <Tabs value={where.context} onChange={(value) => value && navigate(`/files/${value}`)}>
        <Tabs.List aria-label={t('files.tabs.label')}>
          {contexts.map((c) => (
            <Tabs.Tab key={c} value={c} data-testid={`files-tab-${c}`}>
              {t(`files.tabs.${c}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every tab has its panel (aria-controls names it); only the open one has content. */}
        {contexts.map((c) => (
          <Tabs.Panel key={c} value={c} pt="md">
            {c !== where.context ? null : c === 'users' && !where.parent ? (
              <AdminFilesTable canEdit={mayEditAll} onAction={(a, f) => act(a, f, true)} />
            ) : (
              <Listing
                key={where.parent ?? 'top'}
                where={where}
                space={space}
                uploads={uploads}
                onAction={act}
                openNewDirectory={() => setDialog({ kind: 'newDirectory' })}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <PreviewModal target={dialog?.kind === 'preview' ? dialog.target : null} onClose={close} />
      <ShareDialog target={dialog?.kind === 'share' ? dialog.target : null} onClose={close} />
      <DeleteDialog target={dialog?.kind === 'delete' ? dialog.target : null} onClose={close} />
      <MoveDialog file={dialog?.kind === 'move' ? dialog.file : null} onClose={close} />
      <RenameDialog file={dialog?.kind === 'rename' ? dialog.file : null} onClose={close} />
      <NewDirectoryDialog opened={dialog?.kind === 'newDirectory'} target={target} onClose={close} />
    </Stack>
  );
}

type Where = ReturnType<typeof useWhere>;
type FileSize = z.infer<typeof fileSizeSchema>;

function Listing({
  where,
  space,
  uploads,
  onAction,
  openNewDirectory,
}: {
  where: Where;
  space: FileSize | undefined;
  uploads: ReturnType<typeof useUploads>;
  onAction: (action: FileAction, file: FileEntry, admin: boolean) => void;
  openNewDirectory: () => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const offline = useOfflineAction();
  const [limit, setLimit] = useState<number>(REQUEST.defaultPageSize);
  const own = where.context === 'my-files';
  const list = useQuery(fileListQuery({ ...where, limit }));
  const mayEditAll = hasEdit(user.permissions, 'files');
  // Uploads and new folders where the caller may add: own files, the organisation's public ones.
  const writable = own || list.data?.writable === true;
  const contextRights: FileRights =
    where.context === 'shared-with-me'
      ? NO_RIGHTS
      : mayEditAll
        ? { rename: false, move: false, share: true, delete: true }
        : where.context === 'users'
          ? { ...NO_RIGHTS, share: 'view' }
          : NO_RIGHTS;
  /** Own files change through the own calls; the organisation's (no owner) too, for its editors. */
  const changesAsOwner = (file: FileEntry) => file.owner === user._id || (file.owner === null && mayEditAll);
  const rightsOf = (file: FileEntry): FileRights =>
    file.owner === user._id
      ? { rename: true, move: true, share: true, delete: true }
      : changesAsOwner(file)
        ? { rename: true, move: false, share: true, delete: true }
        : contextRights;

  const files = list.data?.files ?? [];

  return (
    <Stack gap="md">
      {writable && (
        <SpaceBar size={space} label={t(own ? 'files.space.label' : 'files.space.organizationLabel')} />
      )}
      {writable && !own && (
        <Text size="sm" c="dimmed">
          {t('files.upload.publishHint')}
        </Text>
      )}
      {writable && (
        <UploadPanel
          items={uploads.items}
          onFiles={uploads.add}
          onCancel={uploads.cancel}
          onDismiss={uploads.dismiss}
          onClearFinished={uploads.clearFinished}
        />
      )}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Crumbs where={where} path={list.data?.path ?? []} />
        {writable && (
          <Button
            variant="light"
            leftSection={<IconFolderPlus size={18} aria-hidden />}
            onClick={openNewDirectory}
            style={{ flexShrink: 0 }}
            data-testid="new-directory"
            {...offline}
          >
            {t('files.newDirectory.button')}
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <Stack gap={6} role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={64} />
          <Skeleton h={64} />
          <Skeleton h={64} />
        </Stack>
      ) : !list.data ? (
        <Text c="red">{describeError(list.error).message}</Text>
      ) : files.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="files-empty">
          {t(where.parent ? 'files.empty.directory' : `files.empty.${where.context}`)}
        </Text>
      ) : (
        <>
          <FileList
            files={files}
            rightsOf={rightsOf}
            showOwner={!own}
            onAction={(a, f) => onAction(a, f, !changesAsOwner(f))}
          />
          {list.data.total > files.length && (
            <Button
              variant="light"
              onClick={() => setLimit((n) => Math.min(n + REQUEST.defaultPageSize * 4, REQUEST.maxPageSize))}
              disabled={limit >= REQUEST.maxPageSize}
            >
              {t('files.more')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

/** Where the folder is: the context's top, the folders above it, and itself. */
function Crumbs({ where, path }: { where: Where; path: readonly { _id: string; filename: string }[] }) {
  const { t } = useTranslation();
  if (!where.parent) return <div />;
  const top =
    where.context === 'users'
      ? `/files/users${where.user ? `?owner=${where.user}` : ''}`
      : `/files/${where.context}`;
  const last = path.at(-1);
  const above = last?._id === where.parent ? path.slice(0, -1) : path;
  const current = last?._id === where.parent ? last : undefined;
  return (
    <nav aria-label={t('files.breadcrumb')} style={{ minWidth: 0 }} data-testid="files-breadcrumb">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Anchor component={Link} to={top} size="sm">
          {t(`files.root.${where.context}`)}
        </Anchor>
        {above.map((crumb) => (
          <Anchor
            key={crumb._id}
            component={Link}
            to={folderPath(crumb._id, where.context, where.user)}
            size="sm"
          >
            {crumb.filename}
          </Anchor>
        ))}
        {current && (
          <Text size="sm" fw={600} aria-current="page">
            {current.filename}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}

function RenameDialog({ file, onClose }: { file: FileEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeFile();
  return (
    <NameDialog
      opened={file !== null}
      title={t('files.rename.title')}
      label={t('files.rename.name')}
      action={t('files.rename.save')}
      initial={file?.filename ?? ''}
      pending={change.isPending}
      onClose={onClose}
      onSave={(filename, onError) =>
        file &&
        change.mutate(
          { id: file._id, change: { filename } },
          {
            onSuccess: () => {
              showToast('green', t('files.rename.saved'));
              onClose();
            },
            onError,
          },
        )
      }
    />
  );
}

function NewDirectoryDialog({
  opened,
  target,
  onClose,
}: {
  opened: boolean;
  target: UploadTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateDirectory();
  return (
    <NameDialog
      opened={opened}
      title={t('files.newDirectory.title')}
      label={t('files.newDirectory.name')}
      action={t('files.newDirectory.create')}
      initial=""
      pending={create.isPending}
      onClose={onClose}
      onSave={(filename, onError) =>
        create.mutate(
          { filename, ...target },
          {
            onSuccess: () => {
              showToast('green', t('files.newDirectory.created', { name: filename }));
              onClose();
            },
            onError,
          },
        )
      }
    />
  );
}
