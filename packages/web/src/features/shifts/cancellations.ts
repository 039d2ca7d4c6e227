// The worker's own cancellations: which of their shifts wait for a decision (the detail says so
// until an admin decides) and sending one. A decision changes the shifts, so these live under the
// shifts' query key and refresh with them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancellationContracts } from '@tuura/domain/api/cancellations';
import type { CancellationReason } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import type { Cancellation } from '@tuura/domain/schemas/cancellation';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/** The newest page is enough: a shift's latest cancellation is among the worker's newest. */
export const ownCancellationsQuery = queryOptions({
  queryKey: queryKeys.ownCancellations,
  queryFn: () => call(cancellationContracts.listOwn, { query: { limit: REQUEST.maxPageSize } }),
});

/** The shift's latest cancellation, if it has one. */
export function useShiftCancellation(shiftId: string): Cancellation | undefined {
  const { data } = useQuery(ownCancellationsQuery);
  return data?.cancellations.find((c) => c.shift === shiftId);
}

export function useCancelShift() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (v: { shift: string; reason: CancellationReason; message: string }) =>
      call(cancellationContracts.create, { body: v }),
    onSuccess: ({ cancellation }) =>
      client.setQueryData(
        queryKeys.ownCancellations,
        (old: { cancellations: Cancellation[]; total: number } | undefined) =>
          old ? { cancellations: [cancellation, ...old.cancellations], total: old.total + 1 } : old,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.ownCancellations }),
  });
}
