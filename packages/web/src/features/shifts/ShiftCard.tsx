// One shift in a list: the times that count, large (`ma 23.11. klo 7.00–15.00`), the customer
// and department under them, its states, and "Leimaa" when it waits for a stamp.
import { Button, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconClockEdit } from '@tabler/icons-react';
import { stampDue, stampStateAt } from '@tuura/domain/rules/stamp';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingCancellation } from '../../api/ownCancellations.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { formatShiftSpan } from '../../lib/shiftTime.ts';
import { countingTimes, stampedTimesDiffer } from './labels.ts';
import { ShiftBadges } from './ShiftBadges.tsx';
import classes from './ShiftCard.module.css';
import { shiftDay } from './week.ts';
import '../../i18n/shiftsTexts.ts';

export type ShiftActions = { onOpen: (id: string) => void; onStamp: (id: string) => void };

export function ShiftCardList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={classes.list} aria-label={label} data-testid="shift-list">
      {children}
    </ul>
  );
}

type Props = ShiftActions & { shift: WorkerShift; now: number; headline?: ReactNode };

/** The place under the times: customer, then department (and the shift's name). */
export function ShiftPlace({ shift }: { shift: WorkerShift }) {
  return (
    <>
      <Text fw={600} data-testid="shift-customer">
        {shift.place?.customer ?? shift.name}
      </Text>
      <Text size="sm" c="dimmed" data-testid="shift-department">
        {shift.place ? `${shift.place.department} · ${shift.name}` : shift.description}
      </Text>
    </>
  );
}

export function ShiftCard({ shift, now, onOpen, onStamp, headline }: Props) {
  const { t, i18n } = useTranslation();
  const offline = useOfflineAction();
  const times = countingTimes(shift);
  const span = formatShiftSpan(times.from, times.to, i18n.language);
  const pending = usePendingCancellation(shift._id);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      data-testid="shift-card"
      data-shift-id={shift._id}
      data-day={shiftDay(shift.from)}
      data-stamp-state={stampStateAt(shift, now)}
      data-hero={headline ? true : undefined}
    >
      {headline}
      <UnstyledButton
        className={classes.open}
        onClick={() => onOpen(shift._id)}
        aria-label={t('shifts.openDetail', { span })}
      >
        <Text component="span" display="block" fz={22} fw={700} lh={1.25} data-testid="shift-time">
          {span}
        </Text>
      </UnstyledButton>
      {stampedTimesDiffer(shift) && (
        <Text size="sm" c="dimmed" data-testid="shift-planned">
          {t('shifts.plannedWas', { span: formatShiftSpan(shift.from, shift.to, i18n.language) })}
        </Text>
      )}
      <ShiftPlace shift={shift} />
      <ShiftBadges shift={shift} now={now} />
      {pending && (
        <Text
          size="sm"
          fw={700}
          mt={4}
          c="var(--mantine-color-yellow-light-color)"
          data-testid="shift-cancellation-pending"
        >
          {t('shifts.cancellationPending')}
        </Text>
      )}
      {stampDue(shift, now) && (
        <Button
          className={classes.action}
          mt="sm"
          color="red"
          size="md"
          fullWidth
          leftSection={<IconClockEdit size={20} aria-hidden />}
          onClick={() => onStamp(shift._id)}
          aria-label={t('shifts.stampActionFor', { span })}
          data-testid="stamp-button"
          {...offline}
        >
          {t('shifts.stampAction')}
        </Button>
      )}
    </Paper>
  );
}
