// Clocking in to the plan (decision 140): the start dialog first offers the worker's own planned
// shift starting within an hour either side of now; one tap starts it (the shift's update with
// submitted false, as the spec's start is), so it keeps its customer and department. "A new
// shift" leads to the start form of before; with no such shift that form is all there is.
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { clockInSpan, shiftToClockIn } from '@tuura/domain/rules/clockIn';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { roundedNow } from '../../lib/pickerTime.ts';
import { formatShiftSpan } from '../../lib/shiftTime.ts';
import { shiftsBetweenQuery, useInvalidateShifts, useUpdateShift } from './api.ts';
import { notify } from './notify.ts';
import { confirmOverlaps } from './overlapCheck.ts';
import '../../i18n/startEndTexts.ts';

type Props = {
  onDone: () => void;
  onCovered: (covered: boolean) => void;
  /** The start form of a new shift, shown when there is no planned one or the worker asks. */
  newShift: ReactNode;
};

export function PlannedOrNewStart({ onDone, onCovered, newShift }: Props) {
  // Asked once per opening (the dialog mounts afresh each time): the hour either side of now.
  const [span] = useState(() => clockInSpan(new Date()));
  const planned = useQuery({ ...shiftsBetweenQuery(span.from, span.to), staleTime: 0 });
  const [wantsNew, setWantsNew] = useState(false);
  if (planned.isPending) return <Skeleton h={160} data-testid="planned-start-loading" />;
  const shift = wantsNew ? undefined : shiftToClockIn(planned.data ?? [], new Date());
  if (!shift) return newShift;
  return <PlannedStart shift={shift} onDone={onDone} onCovered={onCovered} onNew={() => setWantsNew(true)} />;
}

type PlannedProps = {
  shift: WorkerShift;
  onDone: () => void;
  onCovered: (covered: boolean) => void;
  onNew: () => void;
};

function PlannedStart({ shift, onDone, onCovered, onNew }: PlannedProps) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const update = useUpdateShift();
  const invalidate = useInvalidateShifts();
  const [checking, setChecking] = useState(false);
  const hooks = { onOpen: () => onCovered(true), onClose: () => onCovered(false) };

  const start = async () => {
    // The start is the clock-in time, as a new shift's is; the plan's other fields stay.
    const from = roundedNow();
    setChecking(true);
    const go = await confirmOverlaps({ from, to: null, exclude: shift._id }, hooks).finally(() =>
      setChecking(false),
    );
    if (!go) return;
    update.mutate(
      { id: shift._id, shift: { from, submitted: false } },
      {
        onSuccess: () => {
          notify('green', t('startEnd.started'));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void invalidate();
          hooks.onOpen();
          showErrorDialog(error, t('startEnd.startFailed'), { onClose: hooks.onClose });
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="planned-start">
      <Text size="sm">{t('startEnd.planned.text')}</Text>
      <Paper withBorder p="sm" radius="md">
        <Text fw={600} data-testid="planned-start-name">
          {shift.name}
        </Text>
        <Text size="sm">{formatShiftSpan(shift.from, shift.to)}</Text>
        {shift.place && (
          <Text size="sm" c="dimmed">
            {shift.place.customer} · {shift.place.department}
          </Text>
        )}
      </Paper>
      <Button
        size="md"
        fullWidth
        loading={checking || update.isPending}
        onClick={() => void start()}
        data-testid="planned-start-submit"
        {...offline}
      >
        {t('startEnd.planned.start')}
      </Button>
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" size="md" px="xs" onClick={onNew} data-testid="planned-start-new">
          {t('startEnd.planned.new')}
        </Button>
        <Button variant="default" size="md" onClick={onDone}>
          {t('startEnd.dismiss')}
        </Button>
      </Group>
    </Stack>
  );
}
