// A shift's states as badges: the stamp state (colour, icon AND word), the type when it is not a
// normal shift, and the billing status once the shift has ended.
import { Badge, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconClockCheck, IconHourglass } from '@tabler/icons-react';
import { hasEnded, stampStateAt } from '@tuura/domain/rules/stamp';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { useTranslation } from 'react-i18next';
import { formatShiftDuration } from '../../lib/shiftTime.ts';
import { billingKey, countingTimes, shiftTypeKey, stampLook } from './labels.ts';
import classes from './ShiftBadges.module.css';
import '../../i18n/shiftsTexts.ts';

const ICONS = { alert: IconAlertCircle, later: IconHourglass, clock: IconClockCheck, check: IconCheck };

/** The stamp state at `now`: red only once the shift has ended without a stamp. */
export function StampBadge({ shift, now }: { shift: Pick<WorkerShift, 'stamp' | 'to'>; now: number }) {
  const { t } = useTranslation();
  const look = stampLook(stampStateAt(shift, now));
  if (!look) return null;
  const Icon = ICONS[look.icon];
  return (
    <Badge
      color={look.color}
      variant="light"
      size="lg"
      tt="none"
      leftSection={<Icon size={16} aria-hidden />}
      className={classes.stamp}
      data-testid="stamp-state"
      data-state={look.state}
    >
      {t(look.labelKey)}
    </Badge>
  );
}

type Props = { shift: WorkerShift; now: number };

export function ShiftBadges({ shift, now }: Props) {
  const { t } = useTranslation();
  const times = countingTimes(shift);
  const typeKey = shiftTypeKey(shift.type);
  const ended = hasEnded(shift, now);
  return (
    <Group gap={6} mt={6}>
      {!shift.submitted && (
        <Badge color="blue" variant="filled" size="lg" tt="none" data-testid="shift-running">
          {t('shifts.running')}
        </Badge>
      )}
      <StampBadge shift={shift} now={now} />
      {typeKey && (
        <Badge color="violet" variant="light" size="lg" tt="none" data-testid="shift-type">
          {t(typeKey)}
        </Badge>
      )}
      {ended && (
        <Badge color="gray" variant="outline" size="lg" tt="none" data-testid="billing-status">
          {t(billingKey(shift.billingStatus))}
        </Badge>
      )}
      {times.to && (
        <Text size="sm" c="dimmed" data-testid="shift-duration">
          {formatShiftDuration(times.from, times.to)}
        </Text>
      )}
    </Group>
  );
}
