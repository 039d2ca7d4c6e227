// Assigning one worker to several chosen shifts, and undoing the last changes (decision 138; a
// paste's undo removes what it made, decision 143).
// Each shift goes through the same update as a single assignment, so every check of the server
// (overlap, the shift taken meanwhile) decides each one; what was refused is reported, by name.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminShiftContracts } from '@tuura/domain/api/adminShifts';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { ApiError, call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { errorMessage } from '../../components/apiErrorText.ts';
import { i18n } from '../../i18n/index.ts';
import { notify } from './mutations.ts';
import { undoStack } from './undo.ts';

type Outcome = { assigned: AdminShift[]; refused: { shift: AdminShift; reason: string }[] };

async function setWorkers(
  changes: { shift: Pick<AdminShift, '_id'> & Partial<AdminShift>; worker: string | null }[],
): Promise<Outcome> {
  const outcome: Outcome = { assigned: [], refused: [] };
  for (const { shift, worker } of changes) {
    try {
      const answer = await call(adminShiftContracts.update, {
        params: { id: shift._id },
        body: { shift: { worker } },
      });
      outcome.assigned.push(answer.shift);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome.refused.push({ shift: shift as AdminShift, reason: errorMessage(error) });
    }
  }
  return outcome;
}

function report(done: string, outcome: Outcome) {
  if (outcome.refused.length === 0) return notify('green', done);
  const reasons = [...new Set(outcome.refused.map((r) => r.reason))].join(' ');
  notify(
    'red',
    reasons,
    i18n.t('planning.bulk.partly', { assigned: outcome.assigned.length, refused: outcome.refused.length }),
  );
}

const refusal = (error: unknown) =>
  notify('red', error instanceof ApiError ? errorMessage(error) : String(error));

type AssignMany = { shifts: AdminShift[]; worker: { id: string; name: string } };

export function useAssignMany() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ shifts, worker }: AssignMany) =>
      setWorkers(shifts.map((shift) => ({ shift, worker: worker.id }))),
    onSuccess: (outcome, { shifts, worker }) => {
      const label = i18n.t('planning.bulk.done', { count: outcome.assigned.length, name: worker.name });
      const before = new Map(shifts.map((s) => [s._id, s]));
      if (outcome.assigned.length > 0)
        undoStack.push({
          label,
          at: Date.now(),
          shifts: outcome.assigned.map((s) => ({
            id: s._id,
            worker: before.get(s._id)?.worker ?? null,
            workerName: before.get(s._id)?.workerName ?? null,
          })),
        });
      report(label, outcome);
    },
    onError: refusal,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.planning }),
  });
}

/** Reverses the newest change still in time: each shift gets back the worker it had. */
export function useUndoLast() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async () => {
      const entry = undoStack.take();
      if (!entry) return null;
      // What a paste made goes again (all or none); an assignment's shifts get their workers back.
      if (entry.created?.length) await call(adminShiftContracts.removeMany, { body: { ids: entry.created } });
      const outcome = await setWorkers(entry.shifts.map((s) => ({ shift: { _id: s.id }, worker: s.worker })));
      return { entry, outcome };
    },
    onError: refusal,
    onSuccess: (result) => {
      if (!result) return notify('red', i18n.t('planning.undo.nothing'));
      report(i18n.t('planning.undo.done', { what: result.entry.label }), result.outcome);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.planning }),
  });
}
