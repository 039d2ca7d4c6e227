// The bill as a table: a heading row per customer and department, its shifts, its subtotal, and
// the total at the foot. Every sum is the server's (sums of rounded lines, decision 116); this
// only formats them. An unpriced line says why instead of showing an amount.
import { Badge, Checkbox, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BillingData } from '@tuura/domain/api/bills';
import type { BillingStatus } from '@tuura/domain/enums';
import type { MoneyLine } from '@tuura/domain/schemas/money';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortTh } from '../../components/adminTable/SortHeader.tsx';
import type { TableSort } from '../../components/adminTable/tableSort.ts';
import { formatCents, formatHours } from '../../lib/money.ts';
import { formatClock, formatDate } from '../../lib/shiftTime.ts';

type Group = BillingData['groups'][number];
type Totals = Group['totals'];

export const STATUS_COLOR: Record<BillingStatus, string> = { 0: 'orange', 1: 'blue', 2: 'green' };

export const groupKey = (g: Pick<MoneyLine, 'customer' | 'department'>) =>
  `${g.customer?._id ?? ''}|${g.department?._id ?? ''}`;

export function StatusBadge({ status }: { status: BillingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[status]}
      style={{ flexShrink: 0 }}
      data-testid="bill-status"
      data-status={status}
    >
      {t(`bills.statusName.${status}`)}
    </Badge>
  );
}

function Rate({ line }: { line: MoneyLine }) {
  const { t, i18n } = useTranslation();
  const { rate, reason } = line.billing;
  if (rate) return <>{t(`bills.per.${rate.per}`, { amount: formatCents(rate.cents, i18n.language) })}</>;
  return (
    <Badge
      variant="light"
      color={reason === 'typeNotBilled' || reason === 'unassigned' ? 'gray' : 'red'}
      style={{ flexShrink: 0 }}
      data-testid="bill-unpriced"
    >
      {t(`bills.reason.${reason}`)}
    </Badge>
  );
}

function SumRow(props: {
  label: ReactNode;
  totals: Totals;
  selectable: boolean;
  testId: string;
  strong?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { totals } = props;
  return (
    <Table.Tr data-testid={props.testId} fw={props.strong ? 700 : 600}>
      {props.selectable && <Table.Td />}
      <Table.Td colSpan={4}>{props.label}</Table.Td>
      <Table.Td ta="right" data-testid={`${props.testId}-hours`}>
        {formatHours(totals.minutes, i18n.language)}
      </Table.Td>
      <Table.Td>
        {totals.unpricedBilling > 0 && (
          <Text span size="sm" c="red" fw={600}>
            {t('bills.unpriced', { count: totals.unpricedBilling })}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" data-testid={`${props.testId}-amount`}>
        {formatCents(totals.billed, i18n.language)}
      </Table.Td>
      <Table.Td />
    </Table.Tr>
  );
}

/** The columns a bill's lines sort by within their place, in the page (decision 142). */
export const BILL_SORT_KEYS = ['date', 'shift', 'worker', 'hours', 'amount'] as const;
export type BillSortKey = (typeof BILL_SORT_KEYS)[number];
export const billLineValues = {
  date: (l: MoneyLine) => l.from,
  shift: (l: MoneyLine) => l.name,
  worker: (l: MoneyLine) => l.worker?.name,
  hours: (l: MoneyLine) => l.minutes,
  amount: (l: MoneyLine) => l.billing.amount,
};

export function BillsTable(props: {
  data: BillingData;
  /** The data's lines in the order shown (sorted or start order); indexes of shift-click ranges. */
  lines: MoneyLine[];
  sort: TableSort<BillSortKey>;
  onSort: (key: BillSortKey) => void;
  period: string;
  selectable: boolean;
  selected: Set<string>;
  onSelect: (index: number, event: MouseEvent<HTMLInputElement>) => void;
  selectAll: ReactNode;
  /** The previous filter's bill, shown while the new one loads. */
  stale: boolean;
}) {
  const { t, i18n } = useTranslation();
  // Wide enough: the page scrolls and the header sticks under the app's header. Narrower, the
  // table scrolls sideways in its own box (where a sticky header would stick to that box instead).
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const lng = i18n.language;
  const { data } = props;
  const sorting = { sort: props.sort, onSort: props.onSort };
  // The lines' order as shown gives each row its index for shift-click ranges.
  const indexOf = new Map(props.lines.map((line, i) => [line.shiftId, i]));
  const linesOf = new Map<string, MoneyLine[]>();
  for (const line of props.lines) {
    const key = groupKey(line);
    linesOf.set(key, [...(linesOf.get(key) ?? []), line]);
  }
  const place = (g: Group) =>
    g.department
      ? `${g.customer?.name ?? t('bills.noCustomer')} · ${g.department.name}`
      : t('bills.noDepartment');

  const table = (
    <Table
      stickyHeader={wide}
      stickyHeaderOffset={60}
      highlightOnHover
      verticalSpacing={6}
      aria-label={t('bills.tableLabel', { period: props.period })}
      aria-busy={props.stale}
      opacity={props.stale ? 0.6 : 1}
      data-testid="bills-table"
      data-stale={props.stale}
    >
      <Table.Thead>
        <Table.Tr>
          {props.selectable && <Table.Th w={40}>{props.selectAll}</Table.Th>}
          <SortTh sortKey="date" {...sorting}>
            {t('bills.col.date')}
          </SortTh>
          <SortTh sortKey="shift" {...sorting}>
            {t('bills.col.shift')}
          </SortTh>
          <SortTh sortKey="worker" {...sorting}>
            {t('bills.col.worker')}
          </SortTh>
          <Table.Th>{t('bills.col.times')}</Table.Th>
          <SortTh sortKey="hours" ta="right" {...sorting}>
            {t('bills.col.hours')}
          </SortTh>
          <Table.Th>{t('bills.col.rate')}</Table.Th>
          <SortTh sortKey="amount" ta="right" {...sorting}>
            {t('bills.col.amount')}
          </SortTh>
          <Table.Th miw={130}>{t('bills.col.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      {data.groups.map((group) => {
        const key = groupKey(group);
        return (
          <Table.Tbody key={key} data-testid="bill-group" data-key={key}>
            <Table.Tr bg="var(--mantine-color-default-hover)">
              <Table.Th colSpan={props.selectable ? 9 : 8} scope="colgroup">
                <Text fw={700}>{place(group)}</Text>
                {!group.department && (
                  <Text size="sm" c="dimmed" fw={400}>
                    {t('bills.noDepartmentHint')}
                  </Text>
                )}
              </Table.Th>
            </Table.Tr>
            {(linesOf.get(key) ?? []).map((line) => {
              const index = indexOf.get(line.shiftId) ?? 0;
              const selected = props.selected.has(line.shiftId);
              return (
                <Table.Tr
                  key={line.shiftId}
                  data-testid="bill-line"
                  data-id={line.shiftId}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  {props.selectable && (
                    <Table.Td>
                      <Checkbox
                        checked={selected}
                        // onClick, not onChange: the click carries shiftKey for range selection.
                        onChange={() => undefined}
                        onClick={(event) => props.onSelect(index, event)}
                        aria-label={t('bills.select', {
                          name: line.name,
                          date: formatDate(line.date, 'time.day', lng),
                        })}
                        data-testid="bill-select"
                      />
                    </Table.Td>
                  )}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(line.date, 'time.day', lng)}
                  </Table.Td>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td>
                    {line.worker?.name ?? (
                      <Text span c="dimmed" size="sm">
                        {t('bills.open')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatClock(line.from, lng)}–{formatClock(line.to, lng)}
                    {(line.times === 'stamped' || line.times === 'notCompleted') && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        {t(`bills.times.${line.times}`)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formatHours(line.minutes, lng)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Rate line={line} />
                  </Table.Td>
                  <Table.Td ta="right" data-testid="bill-amount">
                    {formatCents(line.billing.amount, lng)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {/* Nobody worked an open shift: it has no bill to move (decision 117). */}
                    {line.worker ? <StatusBadge status={line.billingStatus} /> : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
            <SumRow
              label={`${t('bills.subtotal')}: ${place(group)}`}
              totals={group.totals}
              selectable={props.selectable}
              testId="bill-subtotal"
            />
          </Table.Tbody>
        );
      })}
      <Table.Tfoot>
        <SumRow
          label={t('bills.total')}
          totals={data.totals}
          selectable={props.selectable}
          testId="bill-total"
          strong
        />
      </Table.Tfoot>
    </Table>
  );
  return wide ? table : <Table.ScrollContainer minWidth={880}>{table}</Table.ScrollContainer>;
}
