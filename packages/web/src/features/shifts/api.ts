// A worker's shifts: the mutations shared by my shifts, add shifts and the start/end dialog, and
// (re-exported) the endpoints and queries of queries.ts, which start early on a cold load.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkerShift, workerShiftInput, workerShiftUpdate } from '@tuura/domain/schemas/shift';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { notify } from './notify.ts';
import './texts.ts';
import { ongoingShiftQuery, shiftApi } from './queries.ts';
import { patchShifts, putShifts, restoreShifts, type StampValues, stampedWith } from './stampCache.ts';

export * from './queries.ts';

export const useOngoingShift = () => useQuery(ongoingShiftQuery);

/** After any change to a shift: every list, count and the ongoing shift are refetched. */
export function useInvalidateShifts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.shifts });
}

/**
 * Stamps one shift. It shows as stamped at once and goes back if the server says no; the form
 * explains a failure (field messages under its fields), so the mutation is silent.
 */
export function useStampShift() {
  const client = useQueryClient();
  const invalidate = useInvalidateShifts();
  return useMutation({
    meta: { silent: true },
    mutationFn: (v: { id: string } & StampValues) =>
      call(shiftApi.stamp, {
        params: { id: v.id },
        body: { from: v.from, to: v.to, message: v.message, notCompleted: v.notCompleted },
      }),
    onMutate: async (v) => {
      await client.cancelQueries({ queryKey: queryKeys.shifts });
      return { before: patchShifts(client, [v.id], stampedWith(v)) };
    },
    onError: (_error, _v, context) => context && restoreShifts(client, context.before),
    onSuccess: ({ shift }) => putShifts(client, [shift]),
    onSettled: invalidate,
  });
}

/**
 * Adds an own shift, or starts one (submitted false, no end). The running shift shows at once;
 * the caller explains a failure (meta.silent).
 */
export function useCreateShift() {
  const client = useQueryClient();
  const invalidate = useInvalidateShifts();
  return useMutation({
    meta: { silent: true },
    mutationFn: (shift: z.input<typeof workerShiftInput>) => call(shiftApi.create, { body: { shift } }),
    onSuccess: ({ shift }) => {
      if (!shift.submitted) client.setQueryData(ongoingShiftQuery.queryKey, shift);
      void invalidate();
    },
  });
}

/**
 * Ends a running shift (submitted true), starts a planned one (submitted false) or corrects an own
 * one; the caller explains a failure.
 */
export function useUpdateShift() {
  const client = useQueryClient();
  const invalidate = useInvalidateShifts();
  return useMutation({
    meta: { silent: true },
    mutationFn: (v: { id: string; shift: z.input<typeof workerShiftUpdate> }) =>
      call(shiftApi.update, { params: { id: v.id }, body: { shift: v.shift } }),
    onSuccess: ({ shift }) => {
      // A planned shift clocked in to (decision 140) is the running one at once.
      if (!shift.submitted) client.setQueryData(ongoingShiftQuery.queryKey, shift);
      else if (client.getQueryData(ongoingShiftQuery.queryKey)?._id === shift._id)
        client.setQueryData(ongoingShiftQuery.queryKey, null);
      void invalidate();
    },
  });
}

/**
 * Stamps past shifts with their planned times (PUT stamp/mass). They show as stamped at once; a
 * refusal puts them back and says so.
 */
export function useStampManyShifts() {
  const client = useQueryClient();
  const invalidate = useInvalidateShifts();
  const { t } = useTranslation();
  return useMutation({
    meta: { silent: true },
    mutationFn: (shifts: WorkerShift[]) =>
      call(shiftApi.stampMany, { body: { ids: shifts.map((s) => s._id) } }),
    onMutate: async (shifts) => {
      await client.cancelQueries({ queryKey: queryKeys.shifts });
      const planned = new Map(shifts.map((s) => [s._id, s]));
      const before = patchShifts(client, planned.keys(), (s) =>
        stampedWith({ from: s.from, to: s.to ?? s.from })(s),
      );
      return { before };
    },
    onError: (_error, _shifts, context) => {
      if (context) restoreShifts(client, context.before);
      notify('red', t('shifts.stampAll.failed'));
    },
    onSuccess: ({ shifts }) => {
      putShifts(client, shifts);
      notify('green', t('shifts.stampAll.done', { count: shifts.length }));
    },
    onSettled: invalidate,
  });
}
