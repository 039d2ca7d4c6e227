// The chosen open shifts' bar on planning (decision 138): how many are chosen, a worker picker that
// tells each candidate's fit before the pick (the server's for the strictest chosen shift: education
// and free; hours in the window, overlaps with all chosen), and one button that assigns to all.
import { Button, Group, Paper, Text } from '@mantine/core';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkerPicker } from '../../components/WorkerPicker.tsx';
import { useAssignMany } from './assignMany.ts';
import { strictestOf, useDescribeFit } from './useDescribeFit.ts';

type Props = {
  chosen: AdminShift[];
  /** Every shift the window holds: where a candidate's hours and overlaps are read from. */
  shifts: readonly AdminShift[];
  onDone: () => void;
  onClear: () => void;
};

export function SelectionBar({ chosen, shifts, onDone, onClear }: Props) {
  const { t } = useTranslation();
  const [worker, setWorker] = useState<{ id: string; name: string } | null>(null);
  const assign = useAssignMany();
  const describe = useDescribeFit(shifts, chosen);
  return (
    <Paper withBorder p="xs" data-testid="planning-selection">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Text fw={700} data-testid="planning-selection-count">
          {t('planning.bulk.chosen', { count: chosen.length })}
        </Text>
        <WorkerPicker
          value={worker?.id ?? null}
          currentName={worker?.name ?? null}
          onChange={(id, name) => setWorker(id && name ? { id, name } : null)}
          label={t('planning.bulk.worker')}
          describe={describe}
          fitFor={strictestOf(chosen)?._id}
        />
        <Button
          disabled={!worker}
          loading={assign.isPending}
          onClick={() =>
            worker &&
            assign.mutate(
              { shifts: chosen, worker },
              {
                onSuccess: () => {
                  setWorker(null);
                  onDone();
                },
              },
            )
          }
          data-testid="planning-assign-chosen"
        >
          {t('planning.bulk.assign', { count: chosen.length })}
        </Button>
        <Button variant="default" onClick={onClear} data-testid="planning-selection-clear">
          {t('planning.bulk.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
