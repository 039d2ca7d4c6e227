// The week: its strip and the week's shifts, oldest first. A day in the strip scrolls to its
// first shift.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { stampDue } from '@tuura/domain/rules/stamp';
import { addDays } from '@tuura/domain/rules/zonedTime';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { shiftsBetweenQuery } from './api.ts';
import type { ShiftActions } from './ShiftCard.tsx';
import { ShiftList, ShiftsEmpty } from './ShiftList.tsx';
import { type DayMarks, WeekStrip } from './WeekStrip.tsx';
import { isoWeek, shiftDay, weekRange } from './week.ts';

/** Which days of these shifts have a shift, and whether one of them waits for a stamp. */
export function dayMarks(shifts: readonly WorkerShift[], now: number): DayMarks {
  const marks: DayMarks = new Map();
  for (const shift of shifts) {
    const day = shiftDay(shift.from);
    const mark = marks.get(day) ?? { count: 0, stampNeeded: false };
    mark.count += 1;
    mark.stampNeeded ||= stampDue(shift, now);
    marks.set(day, mark);
  }
  return marks;
}

type Props = ShiftActions & {
  monday: string;
  today: string;
  now: number;
  onWeek: (monday: string | null) => void;
};

export const WeekView = memo(function WeekView({ monday, today, now, onWeek, ...actions }: Props) {
  const { t } = useTranslation();
  const range = weekRange(monday);
  const query = useQuery(shiftsBetweenQuery(range.from, range.to));
  const shifts = query.data;
  const scrollToDay = (date: string) =>
    document
      .querySelector(`[data-testid="shift-card"][data-day="${date}"]`)
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  return (
    <Stack gap="md">
      <WeekStrip
        monday={monday}
        today={today}
        marks={dayMarks(shifts ?? [], now)}
        onWeek={onWeek}
        onPrevious={() => onWeek(addDays(monday, -7))}
        onNext={() => onWeek(addDays(monday, 7))}
        onDay={scrollToDay}
      />
      <ShiftList
        shifts={shifts}
        failed={query.isError}
        now={now}
        label={t('shifts.week.listLabel', { week: isoWeek(monday).week })}
        empty={<ShiftsEmpty title={t('shifts.empty.week')} />}
        {...actions}
      />
    </Stack>
  );
});
