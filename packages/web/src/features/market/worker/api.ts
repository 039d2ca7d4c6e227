// The worker's marketplace calls: the list and the reservation (the overlap question first,
// spec §4, §8). The admin's are in ../admin/api.ts.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { shiftMarketContracts as c } from '@tuura/domain/api/shiftMarket';
import { workerTemplateContracts } from '@tuura/domain/api/templates';
import { userContracts } from '@tuura/domain/api/users';
import { call } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { confirmOverlaps } from '../../../components/overlapDialog.tsx';
import { rememberUndo, showReservedNotice } from '../../../components/ReservationUndo.tsx';
import { confirmReserve } from './reserveConfirm.tsx';
import '../texts.ts';

export type WorkerMarketFilters = {
  customer?: string;
  department?: string;
  from?: string;
  to?: string;
  qualified?: boolean;
};

export const workerMarketQuery = (filters: WorkerMarketFilters, limit: number) =>
  queryOptions({
    queryKey: [...queryKeys.market, 'list', { ...filters, limit }],
    queryFn: () => {
      const { qualified, ...rest } = filters;
      return call(c.workerList, { query: { ...rest, ...(qualified && { qualified: 'true' }), limit } });
    },
    placeholderData: keepPreviousData,
  });

/** Customers with their departments, for the filters (the worker's own list of places). */
export const marketPlacesQuery = queryOptions({
  queryKey: queryKeys.customerTemplates,
  queryFn: async () => (await call(workerTemplateContracts.customers)).customers,
  staleTime: 10 * 60_000,
});

const OVERLAP_WORDING = {
  title: 'market.overlap.title',
  text: 'market.overlap.text',
  question: 'market.overlap.question',
  confirm: 'market.overlap.confirm',
  failed: 'market.overlap.failed',
  failedText: 'market.overlap.failedText',
};

/**
 * Reserves a shift: the worker's own overlaps are asked first (spec §8 'Do you still want to
 * reserve the shift?'); confirmed, the server is told so. The shift leaves the list and joins my
 * shifts; a reservation someone else won says so in the error dialog.
 */
export function useReserveShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      shift: Parameters<typeof confirmReserve>[0] & { _id: string },
    ): Promise<{ id: string; undoUntil: string | null } | null> => {
      let confirmed = false;
      const go = await confirmOverlaps(
        { from: shift.from, to: shift.to },
        async (span) => {
          const answer = await call(userContracts.overlaps, { body: span });
          confirmed = answer.overlaps;
          return { overlaps: answer.overlaps, found: answer.user };
        },
        OVERLAP_WORDING,
      );
      if (!go || (!confirmed && !(await confirmReserve(shift)))) return null;
      const answer = await call(c.reserve, {
        params: { id: shift._id },
        body: { confirmOverlap: confirmed || undefined },
      });
      return { id: shift._id, undoUntil: answer.undoUntil };
    },
    onSuccess: (reserved) => {
      if (!reserved) return;
      // The undo while it lasts (decision 140): in the notice and the shift's detail.
      rememberUndo(client, reserved.id, reserved.undoUntil);
      showReservedNotice(reserved.id, reserved.undoUntil);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.market }),
        client.invalidateQueries({ queryKey: queryKeys.shifts }),
      ]),
  });
}
