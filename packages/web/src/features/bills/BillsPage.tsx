// /admin/bills (spec §2): a month's billing per customer and department, shift by shift
// with hours, rate and amount, subtotals and the total, all the server's sums. Admins with `all`
// on billing mark the filtered month (or the selected rows) billed or received after a confirm;
// everyone who sees the page exports it as XLSX or CSV. The filter lives in the URL.
import { Alert, Button, Checkbox, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { BillingStatus } from '@tuura/domain/enums';
import { hasEdit } from '@tuura/domain/permissions';
import { type MouseEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customersQuery } from '../../api/customersFull.ts';
import { useUser } from '../../api/session.ts';
import { sortRows } from '../../components/adminTable/tableSort.ts';
import { useTableSort } from '../../components/adminTable/useTableSort.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { MonthSwitcher } from '../../components/MonthSwitcher.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { formatCents, formatHours, monthLabel } from '../../lib/money.ts';
import { type BillsFilter, billsQuery, downloadBill, useSetBillingStatus } from './api.ts';
import { BILL_SORT_KEYS, BillsTable, billLineValues } from './BillsTable.tsx';
import './texts.ts';
import { useBillsSearch } from './useBillsSearch.ts';

type Pending = { status: BillingStatus; shiftIds?: string[]; count: number };

function Filters({ search }: { search: ReturnType<typeof useBillsSearch> }) {
  const { t } = useTranslation();
  const customers = useQuery(customersQuery);
  const customer = customers.data?.find((c) => c._id === search.customerId);
  // Without a customer, every department, named with its customer (two may share a name).
  const departments = customer
    ? customer.departments.map((d) => ({ value: d._id, label: d.name }))
    : (customers.data ?? []).flatMap((c) =>
        c.departments.map((d) => ({ value: d._id, label: `${c.name} · ${d.name}` })),
      );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <MonthSwitcher value={search.month} onChange={(month) => search.update({ month })} />
      <Select
        label={t('bills.customer')}
        placeholder={t('bills.allCustomers')}
        data={(customers.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
        value={search.customerId}
        onChange={(id) => search.update({ customer: id, department: null })}
        clearable
        searchable
        w={240}
        clearButtonProps={{ 'aria-label': t('bills.allCustomers') }}
        data-testid="bills-customer"
      />
      <Select
        label={t('bills.department')}
        placeholder={t('bills.allDepartments')}
        data={departments}
        value={search.departmentId}
        onChange={(id) => search.update({ department: id })}
        clearable
        searchable
        w={220}
        clearButtonProps={{ 'aria-label': t('bills.allDepartments') }}
        data-testid="bills-department"
      />
      <Select
        label={t('bills.status')}
        placeholder={t('bills.allStatuses')}
        data={BillingStatus.values.map((s) => ({ value: String(s), label: t(`bills.statusName.${s}`) }))}
        value={search.billingStatus === null ? null : String(search.billingStatus)}
        onChange={(status) => search.update({ status })}
        clearable
        w={180}
        clearButtonProps={{ 'aria-label': t('bills.allStatuses') }}
        data-testid="bills-status"
      />
    </Group>
  );
}

function ExportButtons({ filter }: { filter: BillsFilter }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      showToast('green', t('bills.exported', { name: await downloadBill(filter, format) }));
    } catch (error) {
      showErrorDialog(error, t('bills.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => void run(format)}
          loading={busy === format}
          aria-label={t('bills.exportLabel', { format: format.toUpperCase() })}
          data-testid={`bills-export-${format}`}
          {...offline}
        >
          {t('bills.export', { format: format.toUpperCase() })}
        </Button>
      ))}
    </Group>
  );
}

export default function BillsPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user.permissions, 'billing');
  const search = useBillsSearch();
  const filter: BillsFilter = {
    month: search.month,
    customerId: search.customerId,
    departmentId: search.departmentId,
    billingStatus: search.billingStatus,
  };
  const bill = useQuery(billsQuery(filter));
  const change = useSetBillingStatus();
  const offline = useOfflineAction();
  // No action while the previous filter's rows are still shown: it would act on other shifts.
  const actionProps = { disabled: offline.disabled || bill.isPlaceholderData, title: offline.title };
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const lastClicked = useRef<number | null>(null);
  const { sort, toggle: toggleSort } = useTableSort(BILL_SORT_KEYS);
  // Sorted here, not in the table: shift-click ranges run over the order shown.
  const lines = useMemo(() => sortRows(bill.data?.lines ?? [], sort, billLineValues), [bill.data, sort]);
  // Only rows still shown count as selected (a filter change or a move may drop some).
  const chosen = lines.filter((l) => selected.has(l.shiftId)).map((l) => l.shiftId);
  const period = monthLabel(search.month, i18n.language);

  const toggle = (index: number, event: MouseEvent<HTMLInputElement>) => {
    const id = lines[index]?.shiftId;
    if (!id) return;
    const on = !selected.has(id);
    const anchor = event.shiftKey ? lastClicked.current : null;
    const [from, to] = anchor === null ? [index, index] : [Math.min(anchor, index), Math.max(anchor, index)];
    setSelected((old) => {
      const next = new Set(old);
      for (const line of lines.slice(from, to + 1)) on ? next.add(line.shiftId) : next.delete(line.shiftId);
      return next;
    });
    lastClicked.current = index;
  };

  const ask = (status: BillingStatus) =>
    setPending(
      chosen.length > 0
        ? { status, shiftIds: chosen, count: chosen.length }
        : { status, count: bill.data?.totals.shifts ?? 0 },
    );
  const confirm = () => {
    if (!pending) return;
    const status = t(`bills.statusName.${pending.status}`);
    change.mutate(
      { filter, status: pending.status, ...(pending.shiftIds && { shiftIds: pending.shiftIds }) },
      {
        onSuccess: ({ updated }) => {
          showToast('green', t('bills.changed', { count: updated, status }));
          setSelected(new Set());
          setPending(null);
        },
        onError: (error) => {
          setPending(null);
          showErrorDialog(error, t('bills.changeFailed'));
        },
      },
    );
  };

  const actionLabel = (status: BillingStatus) =>
    t(status === 2 ? 'bills.markReceived' : status === 1 ? 'bills.markBilled' : 'bills.markNotBilled');
  const allShown = lines.length > 0 && chosen.length === lines.length;
  const selectAll = (
    <Checkbox
      checked={allShown}
      indeterminate={chosen.length > 0 && !allShown}
      onChange={() => setSelected(allShown ? new Set() : new Set(lines.map((l) => l.shiftId)))}
      aria-label={t('bills.selectAll')}
      data-testid="bills-select-all"
    />
  );
  const totals = bill.data?.totals;
  const empty = bill.data && bill.data.lines.length === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('admin.bills')}
          </Title>
          <Text c="dimmed" data-testid="bills-summary" aria-live="polite">
            {totals
              ? t('bills.summary', {
                  shifts: t('bills.shiftCount', { count: totals.shifts }),
                  hours: formatHours(totals.minutes, i18n.language),
                  amount: formatCents(totals.billed, i18n.language),
                })
              : t('common.loading')}
          </Text>
        </Stack>
        <ExportButtons filter={filter} />
      </Group>
      <Filters search={search} />
      {!canEdit && (
        <Alert color="blue" variant="light" data-testid="bills-read-only">
          {t('bills.readOnly')}
        </Alert>
      )}
      {bill.isError && !bill.data ? (
        <Alert color="red" data-testid="bills-error">
          <Group justify="space-between">
            <Text size="sm">{t('bills.loadFailed')}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void bill.refetch()}>
              {t('bills.retry')}
            </Button>
          </Group>
        </Alert>
      ) : !bill.data ? (
        <Stack gap={6}>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={36} radius="sm" />
          ))}
        </Stack>
      ) : empty ? (
        <Paper withBorder radius="md" p="lg" data-testid="bills-empty">
          <Text>{t('bills.empty')}</Text>
        </Paper>
      ) : (
        <>
          {bill.data.truncated && (
            <Alert color="yellow" variant="light" data-testid="bills-truncated">
              {t('bills.truncated', { shown: bill.data.lines.length })}
            </Alert>
          )}
          <BillsTable
            data={bill.data}
            lines={lines}
            sort={sort}
            onSort={toggleSort}
            period={period}
            selectable={canEdit}
            selected={selected}
            onSelect={toggle}
            selectAll={selectAll}
            stale={bill.isPlaceholderData}
          />
        </>
      )}
      {/* After the table: it sticks to the screen's foot while the rows scroll. */}
      {canEdit && !empty && bill.data && (
        <Paper
          withBorder
          radius="md"
          p="sm"
          pos="sticky"
          bottom={12}
          style={{ zIndex: 5 }}
          data-testid="bills-actions"
        >
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Text fw={600} data-testid="bills-selected">
                {chosen.length > 0
                  ? t('bills.selected', { count: chosen.length })
                  : t('bills.shiftCount', { count: bill.data.totals.shifts })}
              </Text>
              {chosen.length > 0 && (
                <Button variant="subtle" onClick={() => setSelected(new Set())}>
                  {t('bills.clearSelection')}
                </Button>
              )}
            </Group>
            <Group gap="xs">
              <Button
                variant="subtle"
                onClick={() => ask(0)}
                data-testid="bills-mark-not-billed"
                {...offline}
              >
                {actionLabel(0)}
              </Button>
              <Button
                variant="light"
                onClick={() => ask(2)}
                data-testid="bills-mark-received"
                {...actionProps}
              >
                {actionLabel(2)}
              </Button>
              <Button onClick={() => ask(1)} data-testid="bills-mark-billed" {...actionProps}>
                {actionLabel(1)}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('bills.confirm.title', { action: pending ? actionLabel(pending.status) : '' })}
        text={
          pending
            ? t(pending.shiftIds ? 'bills.confirm.selected' : 'bills.confirm.all', {
                count: pending.count,
                period,
                status: t(`bills.statusName.${pending.status}`),
              })
            : ''
        }
        confirmLabel={pending ? actionLabel(pending.status) : ''}
        onConfirm={confirm}
        loading={change.isPending}
        danger={false}
        testId="bills-confirm"
        confirmTestId="bills-confirm-button"
      />
    </Stack>
  );
}
