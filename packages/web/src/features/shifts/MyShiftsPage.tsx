// /shifts: my shifts, phone first (UI.md). At the top the ongoing or next shift, then the past
// shifts waiting for a stamp, then the week (strip with `vk 48` and its shifts), a list of
// upcoming or past shifts, or the month. The month, the detail drawer and the stamp form load
// when first opened, so the worker shell stays within its budget.
import { Box, Skeleton, Stack, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ownCancellationsQuery } from '../../api/ownCancellations.ts';
import { stampsMissingQuery } from '../../api/stampsMissing.ts';
import { useFirstScreenDrawn } from '../../components/AfterFirstScreen.tsx';
import { ChoiceSwitch } from '../../components/ChoiceSwitch.tsx';
import { useStableCallback } from '../../lib/useStableCallback.ts';
import { comingShiftsQuery, ongoingShiftQuery } from './api.ts';
import { ListView } from './ListView.tsx';
import { ShiftHero } from './ShiftHero.tsx';
import '../../i18n/shiftsTexts.ts';
import type { MyShiftsSlots } from './slots.ts';
import { useNow } from './useNow.ts';
import { useShiftsSearch, type View } from './useShiftsSearch.ts';
import { WeekView } from './WeekView.tsx';
import { monthStart, todayInZone } from './week.ts';

const MonthView = lazy(() => import('./MonthView.tsx'));

/** Still asking the server for the first time (a paused query offline is not waited for). */
const firstFetch = (query: UseQueryResult) => query.isPending && query.fetchStatus === 'fetching';

/**
 * True while the top of the page (the hero card and the stamps alert) has yet to find its height:
 * what comes below waits hidden, so nothing on the screen moves when they arrive (CLS). Its
 * queries run meanwhile.
 */
function useTopSettling() {
  const queries = [useQuery(ongoingShiftQuery), useQuery(comingShiftsQuery), useQuery(stampsMissingQuery)];
  return queries.some(firstFetch);
}

/** `slots`: the stamps alert and the drawer, from app/pages/MyShifts.tsx (decision 146). */
export default function MyShiftsPage({ slots }: { slots: MyShiftsSlots }) {
  const { StampsNeeded, ShiftDrawer } = slots;
  const { t } = useTranslation();
  const now = useNow();
  // Which shifts wait for a cancellation's decision (the cards say so): after the first screen.
  useQuery({ ...ownCancellationsQuery, enabled: useFirstScreenDrawn() });
  const today = todayInZone(new Date(now));
  const s = useShiftsSearch(today);
  // The views appear in a background render (sliced, yielding to the browser), not in the
  // query answer's own blocking one.
  const settling = useDeferredValue(useTopSettling(), true);
  // Stable handlers: the views are memoised, so a query of the page's top answering does not
  // draw the week again (first-load main-thread time).
  const openShift = useStableCallback(s.openShift);
  const update = useStableCallback(s.update);
  const actions = useMemo(
    () => ({ onOpen: (id: string) => openShift(id), onStamp: (id: string) => openShift(id, true) }),
    [openShift],
  );
  const onWeek = useStableCallback((week: string | null) => update({ week }));
  const onWhen = useStableCallback((when: string) => update({ when }));
  const onShowStamps = useStableCallback(() => update({ view: 'list', when: 'stamp' }));
  return (
    <Stack gap="md" maw={760} pb={96}>
      <Title order={1} fz="h2">
        {t('nav.shifts')}
      </Title>
      <ShiftHero now={now} {...actions} />
      <StampsNeeded onShow={onShowStamps} />
      <Box display={settling ? 'none' : 'contents'} data-testid="shifts-views">
        <ChoiceSwitch<View>
          value={s.view}
          onChange={(view) => s.update({ view })}
          data={[
            { value: 'list', label: t('shifts.view.list') },
            { value: 'week', label: t('shifts.view.week') },
            { value: 'month', label: t('shifts.view.month') },
          ]}
          aria-label={t('shifts.view.label')}
          data-testid="view-switch"
        />
        {s.view === 'week' && (
          <WeekView monday={s.monday} today={today} now={now} onWeek={onWeek} {...actions} />
        )}
        {s.view === 'list' && (
          <ListView key={s.when} when={s.when} today={today} now={now} onWhen={onWhen} {...actions} />
        )}
        {s.view === 'month' && (
          <Suspense fallback={<Skeleton h={420} radius="md" />}>
            <MonthView
              month={s.month}
              day={s.day}
              today={today}
              now={now}
              onMonth={(month) => s.update({ month, day: month === monthStart(today) ? today : month })}
              onDay={(day) => s.update({ day, month: monthStart(day) })}
              {...actions}
            />
          </Suspense>
        )}
      </Box>
      {s.shiftId && (
        <Suspense fallback={null}>
          <ShiftDrawer
            id={s.shiftId}
            stamping={s.stamping}
            now={now}
            onClose={s.closeShift}
            onOpen={(id) => s.update({ shift: id, stamp: null })}
            onStamp={(stamp) => s.update({ stamp: stamp ? '1' : null })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
