// /admin/suggestions: the workers' shift requests (spec §2, §4). A dense table, pending ones first
// (the oldest start first); approve or reject one, or select many and decide them in one call from
// the bar that appears. Approval asks the overlap question first; rejection asks for an optional
// message to the worker. Read level sees everything and no decision control (spec §6). A table on
// a desk (columns sort on the server; ↑/↓, Space, A and R work the rows), cards on a phone with the
// decisions in view (decision 142).
import { Checkbox, Group, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { ApprovalState, SUGGESTION_SORT_KEYS, type SuggestionSortKey } from '@tuura/domain/enums';
import { SUGGESTION } from '@tuura/domain/limits';
import type { AdminSuggestion } from '@tuura/domain/schemas/suggestion';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { suggestionsWaitingQuery } from '../../../api/suggestionsWaiting.ts';
import {
  ApprovalQueue,
  ApprovalQueueHeading,
  DecisionPair,
  useQueueFrame,
} from '../../../components/ApprovalQueue.tsx';
import { QueueCard, QueueCards, QueueRow, QueueTable } from '../../../components/ApprovalQueueRows.tsx';
import { SortTh } from '../../../components/adminTable/SortHeader.tsx';
import type { TableSort } from '../../../components/adminTable/tableSort.ts';
import { rowKeyHandler } from '../../../components/adminTable/useRowKeys.ts';
import { useTableSort } from '../../../components/adminTable/useTableSort.ts';
import { DecisionListSkeleton } from '../../../components/DecisionList.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import '../../../i18n/adminTexts.ts';
import { overlaysReady } from '../../../app/overlays.ts';
import { i18n } from '../../../i18n/index.ts';
import { formatShiftSpan } from '../../../lib/shiftTime.ts';
import { RouteErrorPage } from '../../errors/ErrorPage.tsx';
import { PAGE_SIZE, type StateFilter, suggestionsPageQuery, useSuggestionDecision } from './api.ts';
import { confirmApproval } from './approvalOverlaps.ts';
import './texts.ts';

const STATE_COLOR: Record<ApprovalState, string> = {
  [ApprovalState.pending]: 'yellow',
  [ApprovalState.approved]: 'green',
  [ApprovalState.rejected]: 'red',
};

const spanOf = (s: AdminSuggestion) => formatShiftSpan(s.from, s.to);
const placeOf = (s: AdminSuggestion, t: (k: string) => string) =>
  s.departmentName ? `${s.customerName ?? ''} / ${s.departmentName}` : t('suggestions.noPlace');

/** Asks for the rejection's optional message; resolves it, or null when cancelled. */
async function askRejection(count: number): Promise<string | null> {
  await overlaysReady;
  const t = i18n.t.bind(i18n);
  let message = '';
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('suggestions.rejectTitle', { count }),
      closeButtonProps: { 'aria-label': t('common.close') },
      children: (
        <Textarea
          label={t('suggestions.rejectMessage')}
          description={t('suggestions.rejectMessageHint')}
          autosize
          minRows={2}
          maxLength={SUGGESTION.decisionMessage}
          data-autofocus
          onChange={(e) => {
            message = e.currentTarget.value;
          }}
          data-testid="reject-message"
        />
      ),
      labels: { confirm: t('suggestions.rejectConfirm'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-reject' } as { color?: string },
      onConfirm: () => resolve(message.trim()),
      onClose: () => resolve(null),
    });
  });
}

type RowProps = {
  s: AdminSuggestion;
  selected: boolean;
  onToggle: () => void;
  onApprove: () => void;
  onReject: () => void;
};

function StateTag({ s }: { s: AdminSuggestion }) {
  const { t } = useTranslation();
  return (
    <>
      <StatusTag color={STATE_COLOR[s.approved]} data-testid="suggestion-state">
        {t(`suggestions.states.${s.approved}`)}
      </StatusTag>
      {s.decisionMessage && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {s.decisionMessage}
        </Text>
      )}
    </>
  );
}

function SelectBox({
  s,
  selected,
  onToggle,
  size,
}: Pick<RowProps, 's' | 'selected' | 'onToggle'> & { size?: string }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      size={size}
      checked={selected}
      onChange={onToggle}
      aria-label={t('suggestions.select', { worker: s.workerName, span: spanOf(s) })}
      data-testid="suggestion-select"
    />
  );
}

function DecisionButtons({ s, onApprove, onReject, size }: RowProps & { size: string }) {
  const { t } = useTranslation();
  const about = { worker: s.workerName, span: spanOf(s) };
  return (
    <DecisionPair
      size={size}
      approve={{
        label: t('suggestions.approve'),
        ariaLabel: t('suggestions.approveOne', about),
        testId: 'suggestion-approve',
        onClick: onApprove,
      }}
      reject={{
        label: t('suggestions.reject'),
        ariaLabel: t('suggestions.rejectOne', about),
        testId: 'suggestion-reject',
        onClick: onReject,
      }}
    />
  );
}

const isPending = (s: AdminSuggestion) => s.approved === ApprovalState.pending;

type TableProps = {
  rows: RowProps[];
  canEdit: boolean;
  header: ReactNode;
  sort: TableSort<SuggestionSortKey>;
  onSort: (key: SuggestionSortKey) => void;
};

function SuggestionTable({ rows, canEdit, header, sort, onSort }: TableProps) {
  const { t } = useTranslation();
  const sorting = { sort, onSort };
  // Only a pending request takes a decision or a selection.
  const whenPending = (act: (r: RowProps) => void) => (i: number) => {
    const r = rows[i];
    if (r && isPending(r.s)) act(r);
  };
  const onKeyDown = rowKeyHandler(
    rows.length,
    canEdit
      ? {
          onToggle: whenPending((r) => r.onToggle()),
          onApprove: whenPending((r) => r.onApprove()),
          onReject: whenPending((r) => r.onReject()),
        }
      : {},
  );
  return (
    <QueueTable
      testId="suggestions-table"
      onKeyDown={onKeyDown}
      verticalSpacing="xs"
      selectHead={canEdit && header}
      columns={
        <>
          <SortTh sortKey="worker" {...sorting}>
            {t('suggestions.col.worker')}
          </SortTh>
          <SortTh sortKey="from" {...sorting}>
            {t('suggestions.col.time')}
          </SortTh>
          <SortTh sortKey="name" {...sorting}>
            {t('suggestions.col.shift')}
          </SortTh>
          <SortTh sortKey="place" {...sorting}>
            {t('suggestions.col.place')}
          </SortTh>
          <SortTh sortKey="state" {...sorting}>
            {t('suggestions.col.state')}
          </SortTh>
        </>
      }
      actionsHead={canEdit && t('suggestions.col.actions')}
    >
      {rows.map((r, i) => (
        <QueueRow
          key={r.s._id}
          index={i}
          testId="suggestion-row"
          id={r.s._id}
          selected={r.selected && isPending(r.s)}
        >
          {canEdit && <Table.Td>{isPending(r.s) && <SelectBox {...r} />}</Table.Td>}
          <Table.Td fw={600}>{r.s.workerName}</Table.Td>
          <Table.Td>
            <Text size="sm">{spanOf(r.s)}</Text>
          </Table.Td>
          <Table.Td maw={280}>
            <Text size="sm">{r.s.name}</Text>
            {r.s.description && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {r.s.description}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{placeOf(r.s, t)}</Text>
          </Table.Td>
          <Table.Td maw={240}>
            <StateTag s={r.s} />
          </Table.Td>
          {canEdit && <Table.Td>{isPending(r.s) && <DecisionButtons {...r} size="compact-sm" />}</Table.Td>}
        </QueueRow>
      ))}
    </QueueTable>
  );
}

/** On a phone each request is a card with its decisions in thumb reach (as stamps and cancellations). */
function SuggestionCards({ rows, canEdit }: { rows: RowProps[]; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <QueueCards testId="suggestions-cards">
      {rows.map((r) => (
        <QueueCard
          key={r.s._id}
          testId="suggestion-row"
          id={r.s._id}
          decisions={canEdit && isPending(r.s) && <DecisionButtons {...r} size="md" />}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {canEdit && isPending(r.s) && <SelectBox {...r} size="md" />}
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={700}>{r.s.workerName}</Text>
              <Text size="sm">{spanOf(r.s)}</Text>
            </Stack>
            <div>
              <StateTag s={r.s} />
            </div>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[r.s.name, placeOf(r.s, t)].filter(Boolean).join(' · ')}
          </Text>
          {r.s.description && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.s.description}
            </Text>
          )}
        </QueueCard>
      ))}
    </QueueCards>
  );
}

export default function SuggestionsPage() {
  const { t } = useTranslation();
  const { canEdit, desktop, selection, page, setPage } = useQueueFrame();
  const [search, setSearch] = useSearchParams();
  const state = (search.get('state') ?? String(ApprovalState.pending)) as StateFilter;
  const { sort, toggle: toggleSort } = useTableSort(SUGGESTION_SORT_KEYS);
  // Opening the page asks the list and the badge's count together (as the stamps page does).
  const list = useQuery({
    ...suggestionsPageQuery((page - 1) * PAGE_SIZE, state, sort),
    refetchOnMount: 'always',
  });
  useQuery({ ...suggestionsWaitingQuery, refetchOnMount: 'always' });
  const decide = useSuggestionDecision();
  const rows = useMemo(() => list.data?.suggestions ?? [], [list.data]);
  const pending = rows.filter(isPending);
  const pendingIds = pending.map((s) => s._id);
  const chosen = pending.filter((s) => selection.selected.has(s._id));

  const approve = async (items: AdminSuggestion[]) => {
    if (!(await confirmApproval(items))) return;
    const ids = items.map((s) => s._id);
    selection.drop(ids);
    decide.mutate({ ids, decision: 'approve' });
  };
  const reject = async (items: AdminSuggestion[]) => {
    const message = await askRejection(items.length);
    if (message === null) return;
    const ids = items.map((s) => s._id);
    selection.drop(ids);
    decide.mutate({ ids, decision: 'reject', message });
  };

  if (list.isPending) return <DecisionListSkeleton rows={6} rowHeight={48} />;
  if (!list.data) return <RouteErrorPage error={list.error} onRetry={() => void list.refetch()} />;

  const total = list.data.total;
  const allPending = pending.length > 0 && chosen.length === pending.length;
  const rowProps: RowProps[] = rows.map((s) => ({
    s,
    selected: selection.selected.has(s._id),
    onToggle: () => selection.select([s._id], 0, false),
    onApprove: () => void approve([s]),
    onReject: () => void reject([s]),
  }));

  return (
    <Stack gap="md">
      <ApprovalQueueHeading
        title={t('admin.suggestions')}
        total={
          state === String(ApprovalState.pending)
            ? t('suggestions.waiting', { count: total })
            : t('suggestions.shown', { count: total })
        }
        testId="suggestions"
        live
      >
        <SegmentedControl
          aria-label={t('suggestions.stateFilter')}
          value={state}
          onChange={(value) => {
            selection.clear();
            // A new state starts from its first page and keeps the sort.
            const next = new URLSearchParams(search);
            next.delete('page');
            if (value === String(ApprovalState.pending)) next.delete('state');
            else next.set('state', value);
            setSearch(next);
          }}
          data={(['0', '1', '2', 'all'] as const).map((v) => ({
            value: v,
            label: t(`suggestions.states.${v}`),
          }))}
          data-testid="suggestions-state"
        />
      </ApprovalQueueHeading>
      <ApprovalQueue
        testId="suggestions"
        canEdit={canEdit}
        desktop={desktop}
        texts={{ readOnly: t('suggestions.readOnly'), empty: t('suggestions.empty') }}
        empty={rows.length === 0}
        table={
          <SuggestionTable
            rows={rowProps}
            canEdit={canEdit}
            sort={sort}
            onSort={toggleSort}
            header={
              <Checkbox
                checked={allPending}
                indeterminate={chosen.length > 0 && !allPending}
                disabled={pending.length === 0}
                onChange={() => selection.toggleAll(pendingIds)}
                aria-label={t('suggestions.selectAll')}
                data-testid="suggestions-select-all"
              />
            }
          />
        }
        cards={<SuggestionCards rows={rowProps} canEdit={canEdit} />}
        pager={{ total, pageSize: PAGE_SIZE, page, onChange: setPage }}
        bulk={{
          count: chosen.length,
          texts: 'suggestions',
          onClear: selection.clear,
          onReject: () => void reject(chosen),
          onApprove: () => void approve(chosen),
        }}
      />
    </Stack>
  );
}
