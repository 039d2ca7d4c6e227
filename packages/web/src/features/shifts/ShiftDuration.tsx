// The duration chip and the long-shift warning (spec §2), shared by the start/end dialog and
// add shifts: both compute `duration` and `long` with useShiftTimesForm.
import { Alert, Badge, Group } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { SHIFT_TIMING } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import '../../i18n/startEndTexts.ts';

export function ShiftDuration({ duration, long }: { duration: string; long: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Group>
        <Badge
          size="lg"
          variant="light"
          tt="none"
          leftSection={<IconClock size={16} aria-hidden />}
          data-testid="duration-chip"
        >
          {t('startEnd.duration', { duration })}
        </Badge>
      </Group>
      {long && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('startEnd.longTitle')}
          data-testid="long-shift-warning"
          data-status="long"
        >
          {t('startEnd.longText', { hours: SHIFT_TIMING.longShiftWarningMinutes / 60 })}
        </Alert>
      )}
    </>
  );
}
