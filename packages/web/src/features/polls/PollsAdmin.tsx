// The admin's polls (the "Manage" tab of /polls for read on polls, decision 111): a dense table
// of every poll, drafts first; `all` on polls creates, changes and removes, read opens a poll
// to look at it and its answers.
import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { hasEdit } from '@tuura/domain/permissions';
import type { PollAdminListItem } from '@tuura/domain/schemas/poll';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { SortTh } from '../../components/adminTable/SortHeader.tsx';
import { sortRows } from '../../components/adminTable/tableSort.ts';
import { useTableSort } from '../../components/adminTable/useTableSort.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { RemoveDialog } from '../../components/RemoveDialog.tsx';
import { formatDateTime } from '../../lib/time.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { pollsAdminQuery, useRemovePoll } from './api.ts';
import { PollForm, type PollFormTarget } from './PollForm.tsx';
import { STATE_COLOR } from './pollView.ts';

function RemovePollDialog({ poll, onClose }: { poll: PollAdminListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = poll?.title ?? '';
  return (
    <RemoveDialog
      target={poll}
      onClose={onClose}
      remove={useRemovePoll()}
      texts={{
        title: t('polls.admin.remove'),
        text: t('polls.admin.removeConfirm', { title }),
        confirmLabel: t('common.delete'),
        removed: t('polls.admin.removed', { title }),
        failed: t('polls.admin.removeFailed'),
      }}
      testId="remove-poll-dialog"
      confirmTestId="remove-poll-confirm"
    />
  );
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '–');

/** The polls list is held whole: it sorts here, in the URL (decision 142). */
const POLL_SORT_KEYS = ['title', 'state', 'publishedAt', 'closesAt', 'votes'] as const;

export function PollsAdmin() {
  const { t } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user.permissions, 'polls');
  const offline = useOfflineAction();
  const polls = useQuery(pollsAdminQuery);
  const [target, setTarget] = useState<PollFormTarget | null>(null);
  const [removing, setRemoving] = useState<PollAdminListItem | null>(null);
  const { sort, toggle } = useTableSort(POLL_SORT_KEYS);
  const sorting = { sort, onSort: toggle };
  if (polls.isPending)
    return <Skeleton h={240} role="status" aria-busy="true" aria-label={t('common.loading')} />;
  if (!polls.data) return <RouteErrorPage error={polls.error} onRetry={() => void polls.refetch()} />;
  return (
    <Stack gap="md">
      {canEdit && (
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setTarget({ id: null, canEdit })}
            data-testid="poll-new"
            {...offline}
          >
            {t('polls.admin.new')}
          </Button>
        </Group>
      )}
      {polls.data.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>{t('polls.admin.none')}</Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing={6} data-testid="polls-admin-table">
            <Table.Thead>
              <Table.Tr>
                <SortTh sortKey="title" {...sorting}>
                  {t('polls.admin.columns.title')}
                </SortTh>
                <SortTh sortKey="state" {...sorting}>
                  {t('polls.admin.columns.state')}
                </SortTh>
                <SortTh sortKey="publishedAt" {...sorting}>
                  {t('polls.admin.columns.publishedAt')}
                </SortTh>
                <SortTh sortKey="closesAt" {...sorting}>
                  {t('polls.admin.columns.closesAt')}
                </SortTh>
                <SortTh sortKey="votes" ta="right" {...sorting}>
                  {t('polls.admin.columns.votes')}
                </SortTh>
                <Table.Th>{t('polls.admin.columns.users')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sortRows(polls.data, sort, {
                title: (p) => p.title,
                state: (p) => t(`polls.state.${p.state}`),
                publishedAt: (p) => p.publishedAt,
                closesAt: (p) => p.closesAt,
                votes: (p) => p.voteCount,
              }).map((p) => (
                <Table.Tr key={p._id} data-testid="poll-admin-row" data-title={p.title}>
                  <Table.Td miw={160}>{p.title}</Table.Td>
                  <Table.Td>
                    <Badge style={{ overflow: 'visible' }} color={STATE_COLOR[p.state]} variant="light">
                      {t(`polls.state.${p.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(p.publishedAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(p.closesAt)}</Table.Td>
                  <Table.Td ta="right">{p.voteCount}</Table.Td>
                  <Table.Td>{p.userCount === 0 ? t('polls.admin.everyone') : p.userCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={
                          canEdit ? <IconPencil size={14} aria-hidden /> : <IconEye size={14} aria-hidden />
                        }
                        onClick={() => setTarget({ id: p._id, canEdit })}
                        aria-label={`${t(canEdit ? 'polls.admin.edit' : 'polls.admin.view')}: ${p.title}`}
                        data-testid="poll-edit"
                      >
                        {t(canEdit ? 'polls.admin.edit' : 'polls.admin.view')}
                      </Button>
                      {canEdit && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => setRemoving(p)}
                          aria-label={`${t('polls.admin.remove')}: ${p.title}`}
                          data-testid="poll-remove"
                          {...offline}
                        >
                          <IconTrash size={14} aria-hidden />
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PollForm target={target} onClose={() => setTarget(null)} />
      <RemovePollDialog poll={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
