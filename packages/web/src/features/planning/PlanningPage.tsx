// /admin/shifts/planning: the admin's home (UI.md). A week or a month of the organisation's shifts
// in a grid, rows by department (of one customer or all) or by worker, unfilled shifts standing
// out. Read level sees everything; level `all` also assigns, moves, copies a week forward and, with
// `all` on templates too, adds shifts from a department's templates by clicking its day (spec §6).
// What is shown lives in the URL (usePlanningSearch).
import { ActionIcon, Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useHotkeys, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconChevronLeft, IconChevronRight, IconCopy, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { UI } from '@tuura/domain/limits';
import { hasEdit } from '@tuura/domain/permissions';
import { addDays } from '@tuura/domain/rules/zonedTime';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { overlaysReady } from '../../app/overlays.ts';
import { ChoiceSwitch } from '../../components/ChoiceSwitch.tsx';
import { useOnline } from '../../lib/online.ts';
import { dayRange, isoWeek, todayInZone, weekStart } from '../../lib/week.ts';
import type { AddTarget } from './AddFromTemplates.tsx';
import { customersQuery, planningShiftsQuery } from './api.ts';
import { useUndoLast } from './assignMany.ts';
import { formatDay } from './format.ts';
import {
  buildRows,
  copyToNextWeek,
  type GridRow,
  type PlanningView,
  type RowsBy,
  stepDate,
  windowDays,
} from './grid.ts';
import { notify, useCopyWeek } from './mutations.ts';
import { PasteBar } from './PasteBar.tsx';
import { type PickHow, PlanningGrid } from './PlanningGrid.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { openShiftsOf, rectangleOf, toggled } from './selection.ts';
import { useLastChange } from './undo.ts';
import { useCopyPaste } from './useCopyPaste.ts';
import { useWorkerDrop } from './useWorkerDrop.ts';
import { WorkerList } from './WorkerList.tsx';
import './texts.ts';
import { usePlanningSearch } from './usePlanningSearch.ts';

const ShiftPanel = lazy(() => import('./ShiftPanel.tsx'));
const AddFromTemplates = lazy(() => import('./AddFromTemplates.tsx'));

export default function PlanningPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const online = useOnline();
  const canEdit = hasEdit(user.permissions, 'shifts');
  // Shifts from templates need `all` on both areas, as the call does (docs/decisions/095).
  const canAdd = canEdit && hasEdit(user.permissions, 'shiftTemplates');
  const today = todayInZone();
  const s = usePlanningSearch(today);
  const days = useMemo(() => windowDays(s.view, s.date), [s.view, s.date]);
  const range = dayRange(days[0] ?? today, days.at(-1) ?? today);
  const shifts = useQuery(planningShiftsQuery(range.from, range.to, s.customer));
  const customers = useQuery(customersQuery);
  const shownCustomers = useMemo(
    () => (customers.data ?? []).filter((c) => !s.customer || c._id === s.customer),
    [customers.data, s.customer],
  );
  const labels = useMemo(
    () => ({ unfilled: t('planning.unfilledRow'), noDepartment: t('planning.noDepartment') }),
    [t],
  );
  const rows = useMemo(
    () => buildRows(shifts.data ?? [], days, s.by, shownCustomers, labels),
    [shifts.data, days, s.by, shownCustomers, labels],
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = openId ? shifts.data?.find((x) => x._id === openId) : undefined;
  const copyWeekAhead = useCopyWeek();
  const [adding, setAdding] = useState<AddTarget | null>(null);
  const onAdd = useCallback(
    (row: GridRow, day: string) => setAdding({ department: row.key, name: row.label, day }),
    [],
  );

  // Open shifts chosen for one assignment; the first one chosen anchors a shift-click's range.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const onPick = useCallback(
    (row: GridRow, id: string, how: PickHow) => {
      const ids = how === 'range' && anchor ? rectangleOf(row, anchor, id) : [id];
      setSelected((now) =>
        how === 'range' && ids.length > 0 ? new Set([...now, ...ids]) : toggled(now, ids),
      );
      if (how === 'toggle') setAnchor(id);
    },
    [anchor],
  );
  const onPickRow = useCallback((row: GridRow) => setSelected((now) => toggled(now, openShiftsOf(row))), []);
  // Only what is still open and in view stays chosen (a refetch, another week).
  const chosen = useMemo(
    () => (shifts.data ?? []).filter((x) => selected.has(x._id) && !x.worker),
    [shifts.data, selected],
  );
  const lastChange = useLastChange();
  const undo = useUndoLast();

  const clip = useCopyPaste(shifts.data, () => setOpenId(null));
  useHotkeys([
    ['mod+Z', () => canEdit && lastChange && !undo.isPending && undo.mutate()],
    ['mod+C', () => canEdit && clip.copyFocused()],
    ['Escape', clip.stop],
  ]);
  const { giveChosen, onDropWorker } = useWorkerDrop(shifts.data, {
    selected,
    chosen,
    clear: () => setSelected(new Set()),
  });
  const desktop = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const [listShown, setListShown] = useLocalStorage({
    key: 'tuura.planning.workerList',
    defaultValue: false,
  });

  const update = s.update;
  const onShowWeek = useCallback((date: string) => update({ view: 'week', date }), [update]);
  const step = (n: -1 | 1) => update({ date: stepDate(s.view, s.date, n) });
  const title = windowTitle(s.view, days, t, i18n.language);
  const total = shifts.data?.length ?? 0;
  const unfilled = shifts.data?.filter((x) => !x.worker).length ?? 0;

  const copyWeek = async () => {
    const monday = weekStart(s.date);
    const created = copyToNextWeek(shifts.data ?? [], days);
    if (created.length === 0) {
      notify('red', t('planning.copy.nothing'));
      return;
    }
    const next = addDays(monday, 7);
    const weeks = { from: isoWeek(monday).week, to: isoWeek(next).week };
    await overlaysReady;
    modals.openConfirmModal({
      title: t('planning.copy.title'),
      size: UI.modalWidth,
      closeButtonProps: { 'aria-label': t('common.close') },
      children: <Text>{t('planning.copy.text', { count: created.length, ...weeks })}</Text>,
      labels: { confirm: t('planning.copy.confirm'), cancel: t('common.cancel') },
      onConfirm: () =>
        copyWeekAhead.mutate(created, {
          onSuccess: (count) => {
            notify('green', t('planning.copy.done', { count, week: weeks.to }));
            update({ date: next });
          },
        }),
    });
  };

  return (
    <Stack gap="sm">
      <Title order={1} fz="h2">
        {t('admin.planning')}
      </Title>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size={40}
            onClick={() => step(-1)}
            aria-label={t(s.view === 'week' ? 'planning.nav.previousWeek' : 'planning.nav.previousMonth')}
            data-testid="planning-previous"
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <Stack gap={0} miw={150} align="center">
            <Text fw={700} data-testid="planning-title">
              {title.main}
            </Text>
            {title.sub && (
              <Text size="sm" c="dimmed">
                {title.sub}
              </Text>
            )}
          </Stack>
          <ActionIcon
            variant="default"
            size={40}
            onClick={() => step(1)}
            aria-label={t(s.view === 'week' ? 'planning.nav.nextWeek' : 'planning.nav.nextMonth')}
            data-testid="planning-next"
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
          <Button
            variant="default"
            onClick={() => update({ date: null })}
            disabled={days.includes(today)}
            data-testid="planning-today"
          >
            {t('planning.nav.today')}
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          <ChoiceSwitch<PlanningView>
            value={s.view}
            onChange={(view) => update({ view })}
            data={[
              { value: 'week', label: t('planning.view.week') },
              { value: 'month', label: t('planning.view.month') },
            ]}
            aria-label={t('planning.view.label')}
            data-testid="planning-view"
          />
          <ChoiceSwitch<RowsBy>
            value={s.by}
            onChange={(by) => update({ by })}
            data={[
              { value: 'department', label: t('planning.rows.department') },
              { value: 'worker', label: t('planning.rows.worker') },
            ]}
            aria-label={t('planning.rows.label')}
            data-testid="planning-rows"
          />
          <Select
            aria-label={t('planning.customer.label')}
            placeholder={t('planning.customer.all')}
            data={(customers.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
            value={s.customer}
            onChange={(customer) => update({ customer })}
            clearable
            searchable
            w={240}
            clearButtonProps={{ 'aria-label': t('planning.customer.all') }}
            data-testid="planning-customer"
          />
          {canEdit && (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={18} aria-hidden />}
              onClick={() => undo.mutate()}
              disabled={!lastChange || undo.isPending}
              loading={undo.isPending}
              aria-keyshortcuts="Control+Z Meta+Z"
              title={lastChange?.label}
              data-testid="planning-undo"
            >
              {t('planning.undo.button')}
            </Button>
          )}
          {canEdit && desktop && (
            <Button
              variant={listShown ? 'filled' : 'default'}
              leftSection={<IconUsers size={18} aria-hidden />}
              onClick={() => setListShown(!listShown)}
              aria-pressed={listShown}
              data-testid="planning-workers-toggle"
            >
              {t('planning.workers.toggle')}
            </Button>
          )}
          {canEdit && s.view === 'week' && (
            <Button
              variant="light"
              leftSection={<IconCopy size={18} aria-hidden />}
              onClick={() => void copyWeek()}
              disabled={!online || !shifts.data || copyWeekAhead.isPending}
              loading={copyWeekAhead.isPending}
              data-testid="planning-copy-week"
            >
              {t('planning.copy.button')}
            </Button>
          )}
        </Group>
      </Group>
      {shifts.isError ? (
        <Alert color="red" data-testid="planning-error">
          <Group justify="space-between">
            <Text size="sm">{t('planning.loadFailed')}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void shifts.refetch()}>
              {t('planning.retry')}
            </Button>
          </Group>
        </Alert>
      ) : shifts.data && total === 0 ? (
        <Text c="dimmed" data-testid="planning-empty">
          {t(canEdit ? 'planning.empty' : 'planning.emptyRead')}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid="planning-summary" aria-live="polite">
          {shifts.data ? t('planning.summary', { count: total, unfilled }) : t('common.loading')}
        </Text>
      )}
      {chosen.length > 0 && (
        <SelectionBar
          chosen={chosen}
          shifts={shifts.data ?? []}
          onDone={() => setSelected(new Set())}
          onClear={() => setSelected(new Set())}
        />
      )}
      {clip.copied && canEdit && <PasteBar shift={clip.copied} pasting={clip.pasting} />}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <PlanningGrid
            days={days}
            rows={rows}
            view={s.view}
            by={s.by}
            today={today}
            label={t('planning.gridLabel', { range: title.sub ? `${title.main}, ${title.sub}` : title.main })}
            loading={shifts.isPending}
            onOpen={setOpenId}
            onShowWeek={onShowWeek}
            onAdd={canAdd && s.view === 'week' && s.by === 'department' ? onAdd : undefined}
            selected={selected}
            onPick={canEdit ? onPick : undefined}
            onPickRow={canEdit ? onPickRow : undefined}
            onPaste={
              canEdit && clip.copied && s.view === 'week' && s.by === 'department' ? clip.onPaste : undefined
            }
            onDropWorker={canEdit ? onDropWorker : undefined}
          />
        </div>
        {canEdit && desktop && listShown && (
          <WorkerList shifts={shifts.data ?? []} chosen={chosen} onChoose={giveChosen} />
        )}
      </Group>
      {adding && (
        <Suspense fallback={null}>
          <AddFromTemplates target={adding} onClose={() => setAdding(null)} />
        </Suspense>
      )}
      {openId && (
        <Suspense fallback={null}>
          <ShiftPanel
            shift={opened}
            canEdit={canEdit}
            customers={customers.data ?? []}
            windowShifts={shifts.data ?? []}
            onCopy={clip.copy}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** The window's name: `Viikko 48` over `23.11.–29.11.2026`, or `marraskuu 2026`. */
function windowTitle(view: PlanningView, days: string[], t: T, locale: string) {
  const first = days[0] ?? '';
  if (view === 'month') return { main: formatDay(first, 'month', locale), sub: '' };
  return {
    main: t('planning.week', { week: isoWeek(first).week }),
    sub: t('planning.range', {
      first: formatDay(first, 'rangeStart', locale),
      last: formatDay(days.at(-1) ?? first, 'rangeEnd', locale),
    }),
  };
}
