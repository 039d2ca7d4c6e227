// The worker's stamps: one shift from its form, or every past shift still missing one with its
// planned times. Both show at once in every cached list (stampCache.ts) and go back on a refusal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { shiftApi } from '../../../api/workerShifts.ts';
import { notify } from '../../../components/notify.ts';
import '../../../i18n/shiftsTexts.ts';
import { patchShifts, putShifts, restoreShifts, type StampValues, stampedWith } from './stampCache.ts';

/** After a stamp: every list, count and the ongoing shift are refetched. */
function useInvalidateShifts() {
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
