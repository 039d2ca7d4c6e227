// /admin/cancellations: the active cancellations, oldest first (they have waited longest), with
// the worker, the shift's time and place, the reason and message and when it was sent. Accept
// frees the shift; reject asks for an optional message to the worker. A dense table on a desk,
// cards on a phone. Read level sees everything and no decision control (spec §6). The columns sort
// on the server; ↑/↓, A (accept) and R (reject) work the rows (decision 142).
import { Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CANCELLATION_SORT_KEYS, type CancellationSortKey } from '@tuura/domain/enums';
import { CANCELLATION } from '@tuura/domain/limits';
import type { Cancellation } from '@tuura/domain/schemas/cancellation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancellationsActiveQuery } from '../../../api/cancellationsActive.ts';
import { SortTh } from '../../../components/adminTable/SortHeader.tsx';
import type { TableSort } from '../../../components/adminTable/tableSort.ts';
import { rowKeyHandler } from '../../../components/adminTable/useRowKeys.ts';
import { useTableSort } from '../../../components/adminTable/useTableSort.ts';
import '../../../i18n/adminTexts.ts';
import {
  ApprovalQueue,
  ApprovalQueueHeading,
  DecisionPair,
  useQueueFrame,
} from '../../../components/ApprovalQueue.tsx';
import { QueueCard, QueueCards, QueueRow, QueueTable } from '../../../components/ApprovalQueueRows.tsx';
import { DecisionListSkeleton } from '../../../components/DecisionList.tsx';
import { formatClock, formatShiftDay, formatShiftSpan } from '../../../lib/shiftTime.ts';
import { RouteErrorPage } from '../../errors/ErrorPage.tsx';
import { activeCancellationsQuery, PAGE_SIZE, type Reaction, useReaction } from './api.ts';
import '../texts.ts';

const spanOf = (c: Cancellation) => formatShiftSpan(c.shiftInfo.from, c.shiftInfo.to);
const placeOf = (c: Cancellation) =>
  c.shiftInfo.place ? `${c.shiftInfo.place.customer} / ${c.shiftInfo.place.department}` : '';
const sentAt = (c: Cancellation) => `${formatShiftDay(c.createdAt)} ${formatClock(c.createdAt)}`;

type RowProps = { c: Cancellation; canEdit: boolean; onAccept: () => void; onReject: () => void };

function Decision({ c, onAccept, onReject, size }: Omit<RowProps, 'canEdit'> & { size: string }) {
  const { t } = useTranslation();
  const about = { worker: c.workerName, span: spanOf(c) };
  return (
    <DecisionPair
      size={size}
      approve={{
        label: t('cancellations.admin.accept'),
        ariaLabel: t('cancellations.admin.acceptOne', about),
        testId: 'cancellation-accept',
        title: t('cancellations.admin.acceptHelp'),
        onClick: onAccept,
      }}
      reject={{
        label: t('cancellations.admin.reject'),
        ariaLabel: t('cancellations.admin.rejectOne', about),
        testId: 'cancellation-reject',
        onClick: onReject,
      }}
    />
  );
}

function Words({ c }: { c: Cancellation }) {
  const { t } = useTranslation();
  return c.message ? (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {c.message}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('cancellations.admin.noMessage')}
    </Text>
  );
}

type TableProps = {
  rows: RowProps[];
  canEdit: boolean;
  sort: TableSort<CancellationSortKey>;
  onSort: (key: CancellationSortKey) => void;
};

function CancellationTable({ rows, canEdit, sort, onSort }: TableProps) {
  const { t } = useTranslation();
  const sorting = { sort, onSort };
  const onKeyDown = rowKeyHandler(
    rows.length,
    canEdit ? { onApprove: (i) => rows[i]?.onAccept(), onReject: (i) => rows[i]?.onReject() } : {},
  );
  return (
    <QueueTable
      testId="cancellations-table"
      onKeyDown={onKeyDown}
      columns={
        <>
          <SortTh sortKey="worker" {...sorting}>
            {t('cancellations.admin.col.worker')}
          </SortTh>
          <SortTh sortKey="from" {...sorting}>
            {t('cancellations.admin.col.shift')}
          </SortTh>
          <Table.Th>{t('cancellations.admin.col.place')}</Table.Th>
          <SortTh sortKey="reason" {...sorting}>
            {t('cancellations.admin.col.reason')}
          </SortTh>
          <Table.Th>{t('cancellations.admin.col.message')}</Table.Th>
          <SortTh sortKey="createdAt" {...sorting}>
            {t('cancellations.admin.col.sent')}
          </SortTh>
        </>
      }
      actionsHead={canEdit && t('cancellations.admin.col.actions')}
    >
      {rows.map((r, i) => (
        <QueueRow
          key={r.c._id}
          index={i}
          testId="cancellation-row"
          id={r.c._id}
          data={{ 'data-shift': r.c.shift }}
        >
          <Table.Td fw={600}>{r.c.workerName}</Table.Td>
          <Table.Td>
            <Text size="sm">{spanOf(r.c)}</Text>
            <Text size="xs" c="dimmed">
              {r.c.shiftInfo.name}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{placeOf(r.c)}</Text>
          </Table.Td>
          <Table.Td>{t(`cancellations.reason.${r.c.reason}`)}</Table.Td>
          <Table.Td maw={280}>
            <Words c={r.c} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{sentAt(r.c)}</Text>
          </Table.Td>
          {canEdit && (
            <Table.Td>
              <Decision {...r} size="compact-sm" />
            </Table.Td>
          )}
        </QueueRow>
      ))}
    </QueueTable>
  );
}

function CancellationCards({ rows, canEdit }: { rows: RowProps[]; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <QueueCards testId="cancellations-cards">
      {rows.map((r) => (
        <QueueCard
          key={r.c._id}
          testId="cancellation-row"
          id={r.c._id}
          decisions={canEdit && <Decision {...r} size="md" />}
        >
          <Text fw={700}>{r.c.workerName}</Text>
          <Text size="sm">{spanOf(r.c)}</Text>
          <Text size="sm" c="dimmed">
            {[r.c.shiftInfo.name, placeOf(r.c)].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" fw={600}>
            {t(`cancellations.reason.${r.c.reason}`)}
          </Text>
          <Words c={r.c} />
          <Text size="xs" c="dimmed">
            {t('cancellations.admin.col.sent')}: {sentAt(r.c)}
          </Text>
        </QueueCard>
      ))}
    </QueueCards>
  );
}

/** Reject asks for words to the worker (optional), with the live counter of the limit. */
function RejectDialog(props: {
  c: Cancellation | null;
  onClose: () => void;
  onReject: (r: Reaction) => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const c = props.c;
  const close = () => {
    setMessage('');
    props.onClose();
  };
  return (
    <Modal
      opened={c !== null}
      onClose={close}
      title={t('cancellations.admin.rejectTitle')}
      size={550}
      closeButtonProps={{ 'aria-label': t('cancellations.admin.cancel') }}
    >
      {c && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onReject({ id: c._id, accept: false, message: message.trim() });
            close();
          }}
          data-testid="cancellation-reject-form"
        >
          <Stack gap="md">
            <Text size="sm">
              {t('cancellations.admin.rejectIntro', { worker: c.workerName, span: spanOf(c) })}
            </Text>
            <Textarea
              label={t('cancellations.admin.rejectMessage')}
              description={t('cancellations.form.counter', {
                length: message.length,
                max: CANCELLATION.decisionMessage,
              })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autosize
              minRows={3}
              maxLength={CANCELLATION.decisionMessage}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              data-autofocus
              data-testid="cancellation-reject-message"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('cancellations.admin.cancel')}
              </Button>
              <Button type="submit" data-testid="cancellation-reject-confirm">
                {t('cancellations.admin.rejectConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

export default function CancellationsPage() {
  const { t } = useTranslation();
  const { canEdit, desktop, page, setPage } = useQueueFrame();
  const { sort, toggle: toggleSort } = useTableSort(CANCELLATION_SORT_KEYS);
  // The list and the badge's count together as the page opens: the badge must count the rows shown.
  const list = useQuery({
    ...activeCancellationsQuery((page - 1) * PAGE_SIZE, sort),
    refetchOnMount: 'always',
  });
  useQuery({ ...cancellationsActiveQuery, refetchOnMount: 'always' });
  const react = useReaction();
  const [rejecting, setRejecting] = useState<Cancellation | null>(null);

  if (list.isPending) return <DecisionListSkeleton rows={5} rowHeight={desktop ? 48 : 180} />;
  if (!list.data) return <RouteErrorPage error={list.error} onRetry={() => void list.refetch()} />;

  const { cancellations, total } = list.data;
  const rows: RowProps[] = cancellations.map((c) => ({
    c,
    canEdit,
    onAccept: () => react.mutate({ id: c._id, accept: true, message: '' }),
    onReject: () => setRejecting(c),
  }));
  return (
    <Stack gap="md">
      <ApprovalQueueHeading
        title={t('admin.cancellations')}
        total={t('cancellations.admin.active', { count: total })}
        testId="cancellations"
      />
      <ApprovalQueue
        testId="cancellations"
        canEdit={canEdit}
        desktop={desktop}
        texts={{ readOnly: t('cancellations.admin.readOnly'), empty: t('cancellations.admin.empty') }}
        empty={cancellations.length === 0}
        table={<CancellationTable rows={rows} canEdit={canEdit} sort={sort} onSort={toggleSort} />}
        cards={<CancellationCards rows={rows} canEdit={canEdit} />}
        pager={{
          total,
          pageSize: PAGE_SIZE,
          page,
          onChange: setPage,
        }}
      />
      {canEdit && <RejectDialog c={rejecting} onClose={() => setRejecting(null)} onReject={react.mutate} />}
    </Stack>
  );
}
