// /admin/stamps: the shifts whose stamp waits for an admin (spec §2, §4). A dense table on a desk,
// cards on a phone; approve or reject one, or select many (shift-click selects a range) and decide
// them in one call from the bar that appears. Read level sees everything and no decision control
// (spec §6). Worker and planned time sort on the server; ↑/↓, Space, A and R work the rows
// (decision 142).
import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { type MouseEvent, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stampsWaitingQuery } from '../../../api/stampsWaiting.ts';
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
import '../../../i18n/adminTexts.ts';
import { RouteErrorPage } from '../../errors/ErrorPage.tsx';
import {
  type Decision,
  PAGE_SIZE,
  STAMP_SORT_KEYS,
  type StampSortKey,
  stampsPageQuery,
  useStampDecision,
} from './api.ts';
import {
  Difference,
  Message,
  NotCompleted,
  Planned,
  placeOf,
  Stamped,
  spanOf,
  workerOf,
} from './StampParts.tsx';
import './texts.ts';

type RowProps = {
  shift: AdminShift;
  canEdit: boolean;
  selected: boolean;
  onSelect: (event: MouseEvent<HTMLInputElement>) => void;
  /** The keyboard's Space: this row alone. */
  onToggle: () => void;
  onDecide: (decision: Decision) => void;
};

function DecisionButtons({ shift, onDecide, size }: Pick<RowProps, 'shift' | 'onDecide'> & { size: string }) {
  const { t } = useTranslation();
  const about = { worker: workerOf(shift, t), span: spanOf(shift) };
  return (
    <DecisionPair
      size={size}
      approve={{
        label: t('stamps.approve'),
        ariaLabel: t('stamps.approveOne', about),
        testId: 'stamp-approve',
        onClick: () => onDecide('approve'),
      }}
      reject={{
        label: t('stamps.reject'),
        ariaLabel: t('stamps.rejectOne', about),
        testId: 'stamp-reject',
        onClick: () => onDecide('reject'),
      }}
    />
  );
}

function SelectBox({
  shift,
  selected,
  onSelect,
  size,
}: Pick<RowProps, 'shift' | 'selected' | 'onSelect'> & { size?: string }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      size={size}
      checked={selected}
      // onClick, not onChange: the click carries shiftKey for range selection.
      onChange={() => undefined}
      onClick={onSelect}
      aria-label={t('stamps.select', { worker: workerOf(shift, t), span: spanOf(shift) })}
      data-testid="stamp-select"
    />
  );
}

type TableProps = {
  rows: RowProps[];
  canEdit: boolean;
  header: ReactNode;
  sort: TableSort<StampSortKey>;
  onSort: (key: StampSortKey) => void;
};

function StampTable(props: TableProps) {
  const { t } = useTranslation();
  const sorting = { sort: props.sort, onSort: props.onSort };
  const decide = (decision: Decision) => (i: number) => props.rows[i]?.onDecide(decision);
  const onKeyDown = rowKeyHandler(
    props.rows.length,
    props.canEdit
      ? {
          onToggle: (i) => props.rows[i]?.onToggle(),
          onApprove: decide('approve'),
          onReject: decide('reject'),
        }
      : {},
  );
  return (
    <QueueTable
      testId="stamps-table"
      onKeyDown={onKeyDown}
      verticalSpacing="xs"
      selectHead={props.canEdit && props.header}
      columns={
        <>
          <SortTh sortKey="worker" {...sorting}>
            {t('stamps.col.worker')}
          </SortTh>
          <Table.Th>{t('stamps.col.place')}</Table.Th>
          <SortTh sortKey="from" {...sorting}>
            {t('stamps.col.planned')}
          </SortTh>
          <Table.Th>{t('stamps.col.stamped')}</Table.Th>
          <Table.Th>{t('stamps.col.difference')}</Table.Th>
          <Table.Th>{t('stamps.col.message')}</Table.Th>
        </>
      }
      actionsHead={props.canEdit && t('stamps.col.actions')}
    >
      {props.rows.map((r, i) => (
        <QueueRow key={r.shift._id} index={i} testId="stamp-row" id={r.shift._id} selected={r.selected}>
          {props.canEdit && (
            <Table.Td>
              <SelectBox {...r} />
            </Table.Td>
          )}
          <Table.Td fw={600}>{workerOf(r.shift, t)}</Table.Td>
          <Table.Td>
            <Text size="sm">{placeOf(r.shift, t)}</Text>
          </Table.Td>
          <Table.Td>
            <Planned shift={r.shift} />
          </Table.Td>
          <Table.Td>
            <Stamped shift={r.shift} />
          </Table.Td>
          <Table.Td>
            <Difference shift={r.shift} />
          </Table.Td>
          <Table.Td maw={260}>
            <Stack gap={4} align="flex-start">
              <NotCompleted shift={r.shift} />
              <Message shift={r.shift} />
            </Stack>
          </Table.Td>
          {props.canEdit && (
            <Table.Td>
              <DecisionButtons {...r} size="compact-sm" />
            </Table.Td>
          )}
        </QueueRow>
      ))}
    </QueueTable>
  );
}

function StampCards(props: { rows: RowProps[]; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <QueueCards testId="stamps-cards">
      {props.rows.map((r) => (
        <QueueCard
          key={r.shift._id}
          testId="stamp-row"
          id={r.shift._id}
          decisions={props.canEdit && <DecisionButtons {...r} size="md" />}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {props.canEdit && <SelectBox {...r} size="md" />}
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={700}>{workerOf(r.shift, t)}</Text>
              <Text size="sm" c="dimmed">
                {placeOf(r.shift, t)}
              </Text>
            </Stack>
            <NotCompleted shift={r.shift} />
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
              {t('stamps.col.planned')}
            </Text>
            <Planned shift={r.shift} />
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
              {t('stamps.col.stamped')}
            </Text>
            <Stack gap={4}>
              <Stamped shift={r.shift} />
              <Difference shift={r.shift} />
            </Stack>
          </Group>
          <Message shift={r.shift} />
        </QueueCard>
      ))}
    </QueueCards>
  );
}

export default function StampsPage() {
  const { t } = useTranslation();
  const { canEdit, desktop, selection, page, setPage } = useQueueFrame();
  const { sort, toggle: toggleSort } = useTableSort(STAMP_SORT_KEYS);
  // Opening the page asks for the list and the badge's count together, however recently either was
  // asked: workers stamp all day, and the badge must count the rows shown (not a minute-old count).
  const list = useQuery({ ...stampsPageQuery((page - 1) * PAGE_SIZE, sort), refetchOnMount: 'always' });
  useQuery({ ...stampsWaitingQuery, refetchOnMount: 'always' });
  const decide = useStampDecision();
  const shifts = useMemo(() => list.data?.shifts ?? [], [list.data]);
  const ids = shifts.map((s) => s._id);
  const chosen = selection.chosen(ids);

  const run = (decided: string[], decision: Decision) => {
    selection.drop(decided);
    decide.mutate({ ids: decided, decision });
  };

  if (list.isPending) return <DecisionListSkeleton rows={6} rowHeight={desktop ? 48 : 160} />;
  if (!list.data) return <RouteErrorPage error={list.error} onRetry={() => void list.refetch()} />;

  const total = list.data.total;
  const allOnPage = shifts.length > 0 && chosen.length === shifts.length;
  const selectAll = (
    <Checkbox
      checked={allOnPage}
      indeterminate={chosen.length > 0 && !allOnPage}
      onChange={() => selection.toggleAll(ids)}
      aria-label={t('stamps.selectAll')}
      data-testid="stamps-select-all"
    />
  );
  const rows: RowProps[] = shifts.map((shift, i) => ({
    shift,
    canEdit,
    selected: selection.selected.has(shift._id),
    onSelect: (event) => selection.select(ids, i, event.shiftKey),
    onToggle: () => selection.select(ids, i, false),
    onDecide: (decision) => run([shift._id], decision),
  }));

  return (
    <Stack gap="md">
      <ApprovalQueueHeading
        title={t('admin.stamps')}
        total={t('stamps.waiting', { count: total })}
        testId="stamps"
      >
        {canEdit && !desktop && shifts.length > 0 && (
          <Checkbox
            size="md"
            label={t('stamps.selectAll')}
            checked={allOnPage}
            indeterminate={chosen.length > 0 && !allOnPage}
            onChange={() => selection.toggleAll(ids)}
            data-testid="stamps-select-all"
          />
        )}
      </ApprovalQueueHeading>
      <ApprovalQueue
        testId="stamps"
        canEdit={canEdit}
        desktop={desktop}
        texts={{ readOnly: t('stamps.readOnly'), empty: t('stamps.empty') }}
        empty={shifts.length === 0}
        table={
          <StampTable rows={rows} canEdit={canEdit} header={selectAll} sort={sort} onSort={toggleSort} />
        }
        cards={<StampCards rows={rows} canEdit={canEdit} />}
        pager={{ total, pageSize: PAGE_SIZE, page, onChange: setPage }}
        bulk={{
          count: chosen.length,
          texts: 'stamps',
          onClear: selection.clear,
          onReject: () => run(chosen, 'reject'),
          onApprove: () => run(chosen, 'approve'),
        }}
      />
    </Stack>
  );
}
