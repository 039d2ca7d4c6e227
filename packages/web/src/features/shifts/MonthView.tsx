// The month (lazy: @mantine/dates' calendar loads only when chosen): Monday-first weeks with their
// ISO numbers, the days with shifts marked (red when one waits for a stamp), and the chosen
// day's shifts under it, or beside it on a wide screen.
import '@mantine/dates/styles.layer.css';
import { Box, Button, Center, Flex, Stack, Text, Title } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { TIME } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/shiftTime.ts';
import { shiftsBetweenQuery } from './api.ts';
import classes from './MonthView.module.css';
import type { ShiftActions } from './ShiftCard.tsx';
import { ShiftList } from './ShiftList.tsx';
import { dayMarks } from './WeekView.tsx';
import { dayRange, monthGrid, monthStart, shiftDay } from './week.ts';
import '../../i18n/shiftsTexts.ts';

type Props = ShiftActions & {
  month: string;
  day: string;
  today: string;
  now: number;
  onMonth: (month: string) => void;
  onDay: (day: string) => void;
};

export default function MonthView({ month, day, today, now, onMonth, onDay, ...actions }: Props) {
  const { t, i18n } = useTranslation();
  const grid = monthGrid(month);
  const range = dayRange(grid.first, grid.last);
  const query = useQuery({
    ...shiftsBetweenQuery(range.from, range.to),
    placeholderData: (previous) => previous,
  });
  const marks = dayMarks(query.data ?? [], now);
  const dayShifts = query.data?.filter((s) => shiftDay(s.from) === day);
  const dayTitle = formatDate(day, 'shifts.format.dayLong', i18n.language);
  return (
    <Flex gap="lg" direction={{ base: 'column', sm: 'row' }} align={{ base: 'center', sm: 'flex-start' }}>
      <Box data-testid="month-calendar" data-loading={query.isPlaceholderData || undefined}>
        <Calendar
          size="lg"
          locale={i18n.language}
          firstDayOfWeek={TIME.weekStartsOn}
          // No red weekends: red means a stamp is needed here.
          weekendDays={[]}
          classNames={{ day: classes.calendarDay }}
          withWeekNumbers
          highlightToday
          maxLevel="year"
          date={month}
          onDateChange={(date) => onMonth(monthStart(date))}
          onNextMonth={(date) => onMonth(monthStart(date))}
          onPreviousMonth={(date) => onMonth(monthStart(date))}
          previousLabel={t('shifts.month.previous')}
          nextLabel={t('shifts.month.next')}
          ariaLabels={{
            previousMonth: t('shifts.month.previous'),
            nextMonth: t('shifts.month.next'),
            monthLevelControl: t('shifts.month.chooseMonth'),
            previousYear: t('shifts.month.previousYear'),
            nextYear: t('shifts.month.nextYear'),
          }}
          getDayAriaLabel={(date) => {
            const mark = marks.get(date.slice(0, 10));
            const name = formatDate(date, 'shifts.format.dayLong', i18n.language);
            const shifts = t('shifts.week.dayShifts', { count: mark?.count ?? 0, day: name });
            return mark?.stampNeeded ? `${shifts}, ${t('shifts.stamp.required')}` : shifts;
          }}
          getDayProps={(date) => ({
            selected: date.slice(0, 10) === day,
            onClick: () => onDay(date.slice(0, 10)),
          })}
          renderDay={(date) => {
            const mark = marks.get(date.slice(0, 10));
            return (
              <span className={classes.day}>
                {Number(date.slice(8, 10))}
                <span
                  className={classes.dot}
                  data-mark={mark ? (mark.stampNeeded ? 'stamp' : 'shift') : undefined}
                />
              </span>
            );
          }}
        />
        {today.slice(0, 7) !== month.slice(0, 7) && (
          <Center mt="xs">
            <Button variant="subtle" size="compact-md" onClick={() => onMonth(monthStart(today))}>
              {t('shifts.month.thisMonth')}
            </Button>
          </Center>
        )}
      </Box>
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} w="100%">
        <Title order={2} fz="h4" data-testid="month-day-title">
          {dayTitle}
        </Title>
        <ShiftList
          shifts={dayShifts}
          failed={query.isError}
          now={now}
          label={dayTitle}
          empty={
            <Text c="dimmed" data-testid="shifts-empty">
              {t('shifts.empty.day')}
            </Text>
          }
          {...actions}
        />
      </Stack>
    </Flex>
  );
}
