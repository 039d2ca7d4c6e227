// The week above the list (UI.md): ISO week number (`vk 48`), its dates, Monday-first days with
// a mark on the days that have shifts (red when one waits for a stamp), previous/next week.
import { ActionIcon, Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/shiftTime.ts';
import classes from './WeekStrip.module.css';
import { isoWeek, weekDays } from './week.ts';
import '../../i18n/shiftsTexts.ts';

export type DayMarks = Map<string, { count: number; stampNeeded: boolean }>;

type Props = {
  monday: string;
  today: string;
  marks: DayMarks;
  onWeek: (monday: string | null) => void;
  onPrevious: () => void;
  onNext: () => void;
  onDay: (date: string) => void;
};

export function WeekStrip({ monday, today, marks, onWeek, onPrevious, onNext, onDay }: Props) {
  const { t, i18n } = useTranslation();
  const days = weekDays(monday);
  const { week } = isoWeek(monday);
  const range = t('shifts.week.range', {
    first: formatDate(monday, 'shifts.format.rangeStart', i18n.language),
    last: formatDate(days[6] ?? monday, 'shifts.format.rangeEnd', i18n.language),
  });
  const isThisWeek = days.includes(today);
  return (
    <Stack gap="xs" data-testid="week-strip">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon variant="default" size={44} onClick={onPrevious} aria-label={t('shifts.week.previous')}>
          <IconChevronLeft size={22} aria-hidden />
        </ActionIcon>
        <Stack gap={0} align="center">
          <Text fw={700} fz="lg" data-testid="week-number">
            {t('shifts.week.number', { week })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="week-range">
            {range}
          </Text>
        </Stack>
        <ActionIcon variant="default" size={44} onClick={onNext} aria-label={t('shifts.week.next')}>
          <IconChevronRight size={22} aria-hidden />
        </ActionIcon>
      </Group>
      <div className={classes.days}>
        {days.map((date) => {
          const mark = marks.get(date);
          const label = t('shifts.week.dayShifts', {
            count: mark?.count ?? 0,
            day: formatDate(date, 'shifts.format.dayName', i18n.language),
          });
          const content = (
            <>
              <Text component="span" size="xs" className={classes.weekday} aria-hidden>
                {formatDate(date, 'shifts.format.weekday', i18n.language)}
              </Text>
              <Text component="span" fw={700} aria-hidden>
                {formatDate(date, 'shifts.format.dayOfMonth', i18n.language)}
              </Text>
              <span
                className={classes.dot}
                data-mark={mark ? (mark.stampNeeded ? 'stamp' : 'shift') : undefined}
              />
              <VisuallyHidden>
                {label}
                {mark?.stampNeeded ? `, ${t('shifts.stamp.required')}` : ''}
              </VisuallyHidden>
            </>
          );
          return mark ? (
            <UnstyledButton
              key={date}
              className={classes.day}
              data-today={date === today || undefined}
              onClick={() => onDay(date)}
              data-testid="week-day"
              data-date={date}
            >
              {content}
            </UnstyledButton>
          ) : (
            <div
              key={date}
              className={classes.day}
              data-today={date === today || undefined}
              data-testid="week-day"
              data-date={date}
            >
              {content}
            </div>
          );
        })}
      </div>
      {!isThisWeek && (
        <Button
          variant="subtle"
          size="compact-md"
          onClick={() => onWeek(null)}
          style={{ alignSelf: 'center' }}
        >
          {t('shifts.week.thisWeek')}
        </Button>
      )}
    </Stack>
  );
}
