// Planning's changes (edit level): assigning a worker and moving a shift show at once and go back
// with a message if the server says no; copying a week creates its shifts a week later.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminShiftContracts } from '@tuura/domain/api/adminShifts';
import { adminTemplateContracts } from '@tuura/domain/api/adminTemplates';
import { REQUEST } from '@tuura/domain/limits';
import type { AdminShift, ShiftInput } from '@tuura/domain/schemas/shift';
import { ApiError, call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { errorMessage } from '../../components/apiErrorText.ts';
import { showToast } from '../../components/toast.ts';
import { i18n } from '../../i18n/index.ts';
import { undoStack } from './undo.ts';

/** Planning's snackbar is the shared one (a refusal titled by what failed). */
export const notify = showToast;

/** A refusal: what failed as the title, the server's reason (spec §8) as the text. */
const failed = (titleKey: string, error: unknown) =>
  notify(
    'red',
    error instanceof ApiError ? errorMessage(error) : i18n.t('errors.status.other.text'),
    i18n.t(titleKey),
  );

type Windows = [readonly unknown[], AdminShift[] | undefined][];

/** Changes one shift in every loaded window; answers what they held before. */
function patchShift(client: QueryClient, id: string, patch: (s: AdminShift) => AdminShift): Windows {
  const before = client.getQueriesData<AdminShift[]>({ queryKey: queryKeys.planning });
  client.setQueriesData<AdminShift[]>({ queryKey: queryKeys.planning }, (old) =>
    old?.some((s) => s._id === id) ? old.map((s) => (s._id === id ? patch(s) : s)) : old,
  );
  return before;
}

const restore = (client: QueryClient, before: Windows) => {
  for (const [key, data] of before) client.setQueryData(key, data);
};

type Assign = { shift: AdminShift; worker: { id: string; name: string } };

export function useAssignWorker() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ shift, worker }: Assign) =>
      call(adminShiftContracts.update, { params: { id: shift._id }, body: { shift: { worker: worker.id } } }),
    onMutate: async ({ shift, worker }) => {
      await client.cancelQueries({ queryKey: queryKeys.planning });
      return patchShift(client, shift._id, (s) => ({ ...s, worker: worker.id, workerName: worker.name }));
    },
    onError: (error, _v, before) => {
      if (before) restore(client, before);
      failed('planning.assign.failed', error);
    },
    onSuccess: ({ shift }, { shift: before, worker }) => {
      patchShift(client, shift._id, () => shift);
      const label = i18n.t('planning.assign.done', { name: worker.name });
      undoStack.push({
        label,
        at: Date.now(),
        shifts: [{ id: shift._id, worker: before.worker, workerName: before.workerName }],
      });
      notify('green', label);
      // The other windows that hold it ask again when next shown; this one is up to date.
      void client.invalidateQueries({ queryKey: queryKeys.planning, refetchType: 'none' });
    },
  });
}

type Move = { shift: AdminShift; from: string; to: string; department: string | null };

export function useMoveShift() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ shift, from, to, department }: Move) =>
      call(adminShiftContracts.update, {
        params: { id: shift._id },
        body: { shift: { from, to, department } },
      }),
    onMutate: async ({ shift, from, to, department }) => {
      await client.cancelQueries({ queryKey: queryKeys.planning });
      return patchShift(client, shift._id, (s) => ({ ...s, from, to, department }));
    },
    onError: (error, _v, before) => {
      if (before) restore(client, before);
      failed('planning.move.failed', error);
    },
    onSuccess: ({ shift }) => {
      patchShift(client, shift._id, () => shift);
      notify('green', i18n.t('planning.move.done'));
    },
    // It may have left this window for another: every window asks again.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.planning }),
  });
}

/**
 * Creates the shifts, at most REQUEST.maxIdsPerMassAction per request (each request all or none;
 * a week of more than that is several requests, and one refused leaves the earlier ones made).
 */
export function useCopyWeek() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (shifts: ShiftInput[]) => {
      let created = 0;
      for (let i = 0; i < shifts.length; i += REQUEST.maxIdsPerMassAction) {
        const answer = await call(adminShiftContracts.createMany, {
          body: { shifts: shifts.slice(i, i + REQUEST.maxIdsPerMassAction) },
        });
        created += answer.shifts.length;
      }
      return created;
    },
    onError: (error) => failed('planning.copy.failed', error),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.planning }),
  });
}

type Paste = { shifts: ShiftInput[]; label: string };

/** The copied shift made anew on a day (one call); undo removes what it made (decision 143). */
export function usePasteShift() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ shifts }: Paste) => call(adminShiftContracts.createMany, { body: { shifts } }),
    onSuccess: ({ shifts }, { label }) => {
      undoStack.push({ label, at: Date.now(), shifts: [], created: shifts.map((s) => s._id) });
      notify('green', label);
    },
    onError: (error) => failed('planning.paste.failed', error),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.planning }),
  });
}

type AddFromTemplates = { templates: string[]; day: string; stampRequired: boolean };

/** Open shifts from a department's templates on one day (one call, all or none). */
export function useAddFromTemplates() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ templates, day, stampRequired }: AddFromTemplates) =>
      call(adminTemplateContracts.instantiate, { body: { templates, days: [day], stampRequired } }),
    onSuccess: ({ shifts }) => notify('green', i18n.t('planning.add.done', { count: shifts.length })),
    onError: (error) => failed('planning.add.failed', error),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.planning }),
  });
}
