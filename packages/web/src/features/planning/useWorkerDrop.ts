// A worker from planning's side list (decision 143): dropped on an open shift, assigned to it after
// the overlap question; dropped on one of several chosen shifts, or clicked, given all chosen.
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAssignment } from '../../components/assignmentOverlaps.ts';
import { useAssignMany } from './assignMany.ts';
import { notify, useAssignWorker } from './mutations.ts';
import type { DraggedWorker } from './PlanningGrid.tsx';

type Choice = { selected: ReadonlySet<string>; chosen: AdminShift[]; clear: () => void };

export function useWorkerDrop(
  shifts: readonly AdminShift[] | undefined,
  { selected, chosen, clear }: Choice,
) {
  const { t } = useTranslation();
  const assignOne = useAssignWorker();
  const assignMany = useAssignMany();
  const giveChosen = (worker: DraggedWorker) =>
    chosen.length === 0
      ? notify('red', t('planning.workers.dragHint'))
      : assignMany.mutate({ shifts: chosen, worker }, { onSuccess: clear });
  const drop = async (id: string, worker: DraggedWorker) => {
    const shift = shifts?.find((x) => x._id === id);
    if (!shift) return;
    if (selected.has(id) && chosen.length > 1) return giveChosen(worker);
    if (!(await confirmAssignment(worker.id, { from: shift.from, to: shift.to, exclude: shift._id }))) return;
    assignOne.mutate({ shift, worker });
  };
  // One function for the grid's whole life (its cells are memoised), calling the latest drop.
  const dropRef = useRef(drop);
  dropRef.current = drop;
  const onDropWorker = useCallback(
    (id: string, worker: DraggedWorker) => void dropRef.current(id, worker),
    [],
  );
  return { giveChosen, onDropWorker };
}
