// A worker's shifts: the mutations shared by my shifts, add shifts and the start/end dialog, and
// (re-exported) the endpoints and queries of queries.ts, which start early on a cold load. Stamping
// is the stamps feature's (features/stamps/worker/api.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { workerShiftInput, workerShiftUpdate } from '@tuura/domain/schemas/shift';
import type { z } from 'zod';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import '../../i18n/shiftsTexts.ts';
import { ongoingShiftQuery, shiftApi } from './queries.ts';

export * from './queries.ts';

export const useOngoingShift = () => useQuery(ongoingShiftQuery);

/** After any change to a shift: every list, count and the ongoing shift are refetched. */
export function useInvalidateShifts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.shifts });
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
