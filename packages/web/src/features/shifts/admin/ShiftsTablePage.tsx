// /admin/shifts (spec §2, §7 Shifts (admin)): the organisation's shifts in a dense, virtualised
// table, filtered on the server; select rows for mass changes, open one in the side panel with its
// history, or plan a new one. Read level sees everything and gets no edit control (spec §6).
import { Button, Group, Menu, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { BillingStatus } from '@tuura/domain/enums';
import { hasEdit } from '@tuura/domain/permissions';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../api/session.ts';
import { nextSort } from '../../../components/adminTable/tableSort.ts';
import { RouteErrorPage } from '../../errors/ErrorPage.tsx';
import { billingKey } from '../labels.ts';
import type { AdminShiftsSlots } from '../slots.ts';
import { useAdminShiftPages, useMassRemove, useMassUpdate } from './adminApi.ts';
import { filtersFromSearch, type ShiftTableFilters, searchFromFilters } from './filters.ts';
import { SavedFilters } from './SavedFilters.tsx';
import { ShiftFilters } from './ShiftFilters.tsx';
import { ShiftPanel } from './ShiftPanel.tsx';
import { ShiftTable } from './ShiftTable.tsx';
import './texts.ts';

/** `slots.market`: the marketplace view, from app/pages/AdminShifts.tsx (decision 146). */
export default function ShiftsTablePage({ slots }: { slots: AdminShiftsSlots }) {
  const { t } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user.permissions, 'shifts');
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  // Typing in the words box asks the server once the typing pauses.
  const [words] = useDebouncedValue(filters.q, 300);
  const queried = useMemo(() => ({ ...filters, q: words }), [filters, words]);
  const pages = useAdminShiftPages(queried);
  const shifts = useMemo(() => pages.data?.pages.flatMap((p) => p.shifts) ?? [], [pages.data]);
  const total = pages.data?.pages[0];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<AdminShift | 'new' | null>(null);
  const [view, setView] = useState<'table' | 'market'>('table');
  const massUpdate = useMassUpdate();
  const massRemove = useMassRemove();

  // A saved filter holds the choices, not the window: applied, it keeps the dates in view.
  const [opensBare] = useState(() => search.toString() === '');
  // The sort is the view's, not the saved filter's: it stays as the filter is applied.
  const { first: _first, last: _last, sort: _sort, order: _order, ...choices } = searchFromFilters(filters);
  const applySaved = useCallback(
    (query: Record<string, string>) => {
      setSelected(new Set());
      setSearch(
        (now) => {
          const { first, last, sort } = filtersFromSearch(now);
          const saved = filtersFromSearch(new URLSearchParams({ ...query, first, last }));
          return searchFromFilters({ ...saved, sort });
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  const changeFilters = (next: ShiftTableFilters) => {
    setSelected(new Set());
    setSearch(searchFromFilters(next), { replace: true });
  };
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((s) => (shifts.every((x) => s.has(x._id)) ? new Set() : new Set(shifts.map((x) => x._id))));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const ids = [...selected];
  const done = () => setSelected(new Set());
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('adminShifts.mass.removeTitle', { count: ids.length }),
      children: <Text size="sm">{t('adminShifts.mass.removeText', { count: ids.length })}</Text>,
      labels: { confirm: t('adminShifts.mass.remove'), cancel: t('adminShifts.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-remove' } as { color: string },
      onConfirm: () => massRemove.mutate(ids, { onSuccess: done }),
    });

  if (pages.isError && !pages.data)
    return <RouteErrorPage error={pages.error} onRetry={() => void pages.refetch()} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          {t('admin.shifts')}
        </Title>
        <Group gap="xs">
          {/* The marketplace's admin view (decision 100) sits beside the table. */}
          <SegmentedControl
            value={view}
            onChange={(value) => setView(value as 'table' | 'market')}
            data={[
              { value: 'table', label: t('admin.shifts') },
              { value: 'market', label: t('nav.marketplace') },
            ]}
            data-testid="shifts-view"
          />
          {canEdit && view === 'table' && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setOpen('new')}
              data-testid="new-shift"
            >
              {t('adminShifts.newShift')}
            </Button>
          )}
        </Group>
      </Group>
      {view === 'market' ? (
        slots.market
      ) : (
        <>
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <ShiftFilters filters={filters} onChange={changeFilters} />
            <SavedFilters current={choices} opensBare={opensBare} onApply={applySaved} canSave />
          </Group>
          <Group justify="space-between" mih={36}>
            <Text size="sm" c="dimmed" data-testid="shift-total" aria-live="polite">
              {total
                ? t(total.totalCapped ? 'adminShifts.totalOver' : 'adminShifts.total', { count: total.total })
                : t('common.loading')}
            </Text>
            {canEdit && selected.size > 0 && (
              <Group gap="xs" data-testid="selection-bar">
                <Text size="sm" fw={600}>
                  {t('adminShifts.mass.selected', { count: selected.size })}
                </Text>
                <Menu>
                  <Menu.Target>
                    <Button variant="default" size="xs" loading={massUpdate.isPending}>
                      {t('adminShifts.mass.billing')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {BillingStatus.values.map((status) => (
                      <Menu.Item
                        key={status}
                        onClick={() =>
                          massUpdate.mutate({ ids, data: { billingStatus: status } }, { onSuccess: done })
                        }
                      >
                        {t(billingKey(status))}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => massUpdate.mutate({ ids, data: { worker: null } }, { onSuccess: done })}
                >
                  {t('adminShifts.mass.unassign')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  size="xs"
                  onClick={confirmRemove}
                  data-testid="mass-remove"
                >
                  {t('adminShifts.mass.remove')}
                </Button>
              </Group>
            )}
          </Group>
          {shifts.length === 0 && !pages.isPending ? (
            <Text c="dimmed" data-testid="shifts-empty">
              {t('adminShifts.empty')}
            </Text>
          ) : (
            <ShiftTable
              shifts={shifts}
              selected={selected}
              selectable={canEdit}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onOpen={setOpen}
              onNearEnd={loadMore}
              sort={filters.sort}
              onSort={(key) =>
                setSearch(searchFromFilters({ ...filters, sort: nextSort(filters.sort, key) }))
              }
            />
          )}
          <ShiftPanel shift={open} canEdit={canEdit} onClose={() => setOpen(null)} />
        </>
      )}
    </Stack>
  );
}
