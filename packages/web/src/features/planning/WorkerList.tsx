// Planning's side list of workers (edit level, desktop; decision 143): found by name, each with their
// hours in view. Drag one onto an open shift to assign them; with shifts chosen, a click on one
// assigns them to all chosen (the keyboard's way, and the same assignment as the selection bar's).
import { Paper, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSearch } from '../../api/userSearch.ts';
import { type DraggedWorker, WORKER_DRAG_TYPE } from './PlanningGrid.tsx';
import { useDescribeFit } from './useDescribeFit.ts';
import classes from './WorkerList.module.css';

type Props = {
  shifts: readonly AdminShift[];
  /** The chosen open shifts: a click gives them all to the worker. */
  chosen: readonly AdminShift[];
  onChoose: (worker: DraggedWorker) => void;
};

export function WorkerList({ shifts, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const found = useUserSearch(words);
  const describe = useDescribeFit(shifts, chosen);
  return (
    <Paper withBorder p="xs" className={classes.panel} data-testid="planning-workers">
      <Stack gap="xs">
        <Text fw={700}>{t('planning.workers.title')}</Text>
        <Text size="xs" c="dimmed">
          {t(chosen.length > 0 ? 'planning.workers.clickHint' : 'planning.workers.dragHint', {
            count: chosen.length,
          })}
        </Text>
        <TextInput
          aria-label={t('planning.workers.search')}
          placeholder={t('planning.workers.search')}
          value={words}
          onChange={(e) => setWords(e.currentTarget.value)}
          data-testid="planning-workers-search"
        />
        <ScrollArea.Autosize mah="60vh">
          <Stack gap={4} component="ul" className={classes.list}>
            {(found.data?.users ?? []).map((u) => (
              <li key={u._id}>
                <UnstyledButton
                  className={classes.worker}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(WORKER_DRAG_TYPE, JSON.stringify({ id: u._id, name: u.name }));
                    event.dataTransfer.effectAllowed = 'copy';
                  }}
                  onClick={() => onChoose({ id: u._id, name: u.name })}
                  aria-label={t('planning.workers.itemLabel', { name: u.name, fit: describe(u._id) })}
                  data-testid="planning-worker"
                  data-worker={u._id}
                >
                  <Text size="sm" fw={600} truncate>
                    {u.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {describe(u._id)}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
