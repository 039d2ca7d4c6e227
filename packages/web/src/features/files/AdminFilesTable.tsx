// The admin's view of the organisation's files (context users, docs/decisions/110): a dense
// table of every file with its owner, size and sharing, filtered by owner and type (in the URL, so
// a view can be bookmarked), a page at a time. Files `all` changes sharing and deletes; read level
// looks and downloads.
import {
  Alert,
  Badge,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FILE_ADMIN_SORT_KEYS, type FileAdminSortKey } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import type { FileAdminEntry } from '@tuura/domain/schemas/file';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SortTh } from '../../components/adminTable/SortHeader.tsx';
import type { TableSort } from '../../components/adminTable/tableSort.ts';
import { useTableSort } from '../../components/adminTable/useTableSort.ts';
import { describeError } from '../../components/errorDialog.tsx';
import { Pager } from '../../components/Pager.tsx';
import { WorkerPicker } from '../../components/WorkerPicker.tsx';
import { fileAdminListQuery } from './api.ts';
import { FileIcon } from './FileIcon.tsx';
import { SharingMarks } from './FileList.tsx';
import { type FileAction, FileMenu, type FileRights } from './FileMenu.tsx';
import { contentUrl, formatDay, previewKindOf, useBytes, useLocale } from './fileFormat.ts';

const PAGE = REQUEST.defaultPageSize;
const TYPES = ['all', 'file', 'directory'] as const;

type Props = {
  canEdit: boolean;
  onAction: (action: FileAction, file: FileAdminEntry) => void;
};

export function AdminFilesTable({ canEdit, onAction }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const owner = search.get('owner') ?? undefined;
  const typeParam = search.get('type');
  const type = typeParam === 'file' || typeParam === 'directory' ? typeParam : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [ownerName, setOwnerName] = useState<string | null>(null);
  const { sort, toggle } = useTableSort(FILE_ADMIN_SORT_KEYS);
  const sorting = { sort, onSort: toggle };
  const list = useQuery(
    fileAdminListQuery({
      owner,
      type,
      ...(sort && { sort: sort.key, order: sort.order }),
      limit: PAGE,
      offset: (page - 1) * PAGE,
    }),
  );
  const setParam = (changes: Record<string, string | undefined>) =>
    setSearch(
      (before) => {
        const next = new URLSearchParams(before);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        // A new filter starts from its first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const rows = list.data?.files ?? [];
  const knownName = ownerName ?? rows.find((f) => f.owner === owner)?.ownerName ?? null;
  const rights: FileRights = { rename: false, move: false, share: canEdit ? true : 'view', delete: canEdit };
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE);

  return (
    <Stack gap="sm" data-testid="admin-files">
      {!canEdit && (
        <Alert color="gray" data-testid="files-read-only">
          {t('files.admin.readOnly')}
        </Alert>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <div style={{ flex: '1 1 16rem', maxWidth: 360 }}>
          <WorkerPicker
            label={t('files.admin.owner')}
            placeholder={t('files.admin.ownerPlaceholder')}
            nothingFound={t('files.share.noUsers')}
            value={owner ?? null}
            currentName={knownName}
            onChange={(id, name) => {
              setOwnerName(name);
              setParam({ owner: id ?? undefined });
            }}
          />
        </div>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="files-type-label">
            {t('files.admin.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="files-type-label"
            data={TYPES.map((v) => ({ value: v, label: t(`files.admin.types.${v}`) }))}
            value={type ?? 'all'}
            onChange={(v) => setParam({ type: v === 'all' ? undefined : v })}
            data-testid="files-type-filter"
          />
        </Stack>
      </Group>
      {list.isPending ? (
        <Skeleton h={240} aria-busy="true" />
      ) : list.isError && !list.data ? (
        <Alert color="red">{describeError(list.error).message}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center" data-testid="admin-files-empty">
          {t('files.admin.empty')}
        </Text>
      ) : (
        <AdminTable rows={rows} rights={rights} onAction={onAction} sorting={sorting} />
      )}
      <Pager pages={pages} page={page} onChange={(p) => setParam({ page: String(p) })} size="sm" />
    </Stack>
  );
}

function AdminTable({
  rows,
  rights,
  onAction,
  sorting,
}: {
  rows: FileAdminEntry[];
  rights: FileRights;
  onAction: Props['onAction'];
  sorting: { sort: TableSort<FileAdminSortKey>; onSort: (key: FileAdminSortKey) => void };
}) {
  const { t } = useTranslation();
  const bytes = useBytes();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        striped
        highlightOnHover
        stickyHeader
        verticalSpacing={4}
        fz="sm"
        data-testid="admin-files-table"
      >
        <Table.Thead>
          <Table.Tr>
            <SortTh sortKey="name" {...sorting}>
              {t('files.admin.columns.name')}
            </SortTh>
            <Table.Th>{t('files.admin.columns.owner')}</Table.Th>
            <SortTh sortKey="size" ta="right" {...sorting}>
              {t('files.admin.columns.size')}
            </SortTh>
            <Table.Th>{t('files.admin.columns.sharing')}</Table.Th>
            <SortTh sortKey="createdAt" {...sorting}>
              {t('files.admin.columns.created')}
            </SortTh>
            <Table.Th>
              <VisuallyHidden>{t('files.admin.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((file) => {
            const preview = previewKindOf(file);
            const opens = file.type === 'directory' ? file.owner !== null : true;
            return (
              <Table.Tr key={file._id} data-testid="admin-file-row" data-name={file.filename}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <FileIcon file={file} size={24} />
                    {file.type === 'file' && !preview ? (
                      <a href={contentUrl(file._id)} download={file.filename} style={{ color: 'inherit' }}>
                        {file.filename}
                      </a>
                    ) : opens ? (
                      <UnstyledButton
                        fz="sm"
                        style={{ textDecoration: 'underline' }}
                        onClick={() => onAction(file.type === 'directory' ? 'open' : 'preview', file)}
                      >
                        {file.filename}
                      </UnstyledButton>
                    ) : (
                      <Text fz="sm">{file.filename}</Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{file.ownerName ?? t('files.admin.organization')}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {file.type === 'directory' ? '' : bytes(file.size)}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <SharingMarks file={file} />
                    {file.shareCount > 0 ? (
                      <Badge size="sm" variant="outline" color="gray">
                        {t('files.admin.shareCount', { count: file.shareCount })}
                      </Badge>
                    ) : (
                      !file.isSharedWithAll &&
                      !file.isPublic && (
                        <Text fz="xs" c="dimmed">
                          {t('files.admin.notShared')}
                        </Text>
                      )
                    )}
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(file.createdAt, locale)}</Table.Td>
                <Table.Td>
                  <FileMenu file={file} rights={rights} onAction={(a) => onAction(a, file)} size="md" />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
