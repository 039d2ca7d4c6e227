// Everything a worker sees of a shift: the times that count, large, with the planned and the
// stamped times apart; where; its type, stamp, approval and billing; education, employer, pay.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClockEdit } from '@tabler/icons-react';
import { stampState, stampStateAt, usesStampedTimes } from '@tuura/domain/rules/stamp';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { ReservationUndoButton } from '../../components/ReservationUndo.tsx';
import { formatShiftDuration, formatShiftSpan } from '../../lib/shiftTime.ts';
import { approvalKey, billingKey, canStamp, countingTimes, typeKey } from './labels.ts';
import { StampBadge } from './ShiftBadges.tsx';
import classes from './ShiftDetail.module.css';
import '../../i18n/shiftsTexts.ts';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={classes.field} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type Props = {
  shift: WorkerShift;
  now: number;
  onStamp: () => void;
  /** The cancellation's part (its state, the cancel button): features/cancellations' slot. */
  cancellation?: ReactNode;
};

export function ShiftDetail({ shift, now, onStamp, cancellation }: Props) {
  const { t, i18n } = useTranslation();
  const offline = useOfflineAction();
  const span = (from: string, to: string | null) => formatShiftSpan(from, to, i18n.language);
  const times = countingTimes(shift);
  const state = stampState(shift);
  const shown = stampStateAt(shift, now);
  const { stamp } = shift;
  return (
    <Stack gap="md" data-testid="shift-detail" data-stamp-state={shown}>
      <div>
        <Text fz={22} fw={700} lh={1.25} data-testid="detail-time">
          {span(times.from, times.to)}
        </Text>
        <Text c="dimmed" size="sm">
          {times.to
            ? t('shifts.detail.duration', { duration: formatShiftDuration(times.from, times.to) })
            : t('shifts.detail.running', { duration: formatShiftDuration(times.from, new Date(now)) })}
        </Text>
        <Group gap={6} mt="xs">
          <StampBadge shift={shift} now={now} />
        </Group>
      </div>
      {canStamp(shift, now) && (
        <Button
          color={state === 'required' ? 'red' : 'blue'}
          variant={state === 'required' ? 'filled' : 'light'}
          size="md"
          leftSection={<IconClockEdit size={20} aria-hidden />}
          onClick={onStamp}
          data-testid="detail-stamp-button"
          {...offline}
        >
          {t(state === 'required' ? 'shifts.stampAction' : 'shifts.stampEdit')}
        </Button>
      )}
      {/* Just reserved on the marketplace: undone without an admin for a while (decision 140). */}
      <ReservationUndoButton shiftId={shift._id} />
      {cancellation}
      <dl className={classes.fields}>
        <Field label={t('shifts.detail.planned')} testId="detail-planned">
          {span(shift.from, shift.to)}
        </Field>
        {stamp.stamped && stamp.from && (
          <Field label={t('shifts.detail.stamped')} testId="detail-stamped">
            {span(stamp.from, stamp.to)}
          </Field>
        )}
        {stamp.stamped && (
          <Field label={t('shifts.detail.counting')}>
            {t(usesStampedTimes(shift) ? 'shifts.detail.countsStamped' : 'shifts.detail.countsPlanned')}
          </Field>
        )}
        <Field label={t('shifts.detail.name')}>{shift.name}</Field>
        {shift.description && <Field label={t('shifts.detail.description')}>{shift.description}</Field>}
        {shift.place && (
          <>
            <Field label={t('shifts.detail.customer')}>{shift.place.customer}</Field>
            <Field label={t('shifts.detail.department')}>{shift.place.department}</Field>
          </>
        )}
        <Field label={t('shifts.detail.type')}>{t(typeKey(shift.type))}</Field>
        <Field label={t('shifts.detail.stamp')}>{t(`shifts.stamp.${shown}`)}</Field>
        {stamp.stamped && <Field label={t('shifts.detail.approval')}>{t(approvalKey(stamp.approved))}</Field>}
        {stamp.notCompleted && (
          <Field label={t('shifts.detail.notCompleted')}>{t('shifts.detail.notCompletedText')}</Field>
        )}
        {stamp.message && <Field label={t('shifts.detail.stampMessage')}>{stamp.message}</Field>}
        <Field label={t('shifts.detail.billing')}>{t(billingKey(shift.billingStatus))}</Field>
        {shift.education && (
          <Field label={t('shifts.detail.education')}>{t(`shifts.education.${shift.education}`)}</Field>
        )}
        {shift.employer && <Field label={t('shifts.detail.employer')}>{shift.employer}</Field>}
        {shift.salary && <Field label={t('shifts.detail.salary')}>{shift.salary}</Field>}
        {shift.tentativeWorker && (
          <Field label={t('shifts.detail.tentativeWorker')}>{shift.tentativeWorker}</Field>
        )}
      </dl>
    </Stack>
  );
}
