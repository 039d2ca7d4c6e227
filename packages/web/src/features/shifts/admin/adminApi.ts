// The admin shift table's reads and writes. Every change refreshes every admin shift list, count
// and history (one prefix), which also drops the stamps badge after a decision.
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminShiftContracts as c } from '@tuura/domain/api/adminShifts';
import { customerContracts } from '@tuura/domain/api/customers';
import type { shiftInput, shiftUpdate } from '@tuura/domain/schemas/shift';
import type { z } from 'zod';
import { call } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { listQueryOf, type ShiftTableFilters } from './filters.ts';

/** Rows fetched per page as the table scrolls. */
export const TABLE_PAGE_SIZE = 100;

export function useAdminShiftPages(filters: ShiftTableFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminShiftList(filters),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      call(c.list, { query: listQueryOf(filters, pageParam, TABLE_PAGE_SIZE) as never }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.shifts.length, 0);
      return last.shifts.length === TABLE_PAGE_SIZE ? loaded : undefined;
    },
    // The table keeps showing the last window while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export const useShiftHistory = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.adminShiftHistory(id ?? ''),
    queryFn: () => call(c.history, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });

export const useCustomersFull = () =>
  useQuery({
    queryKey: queryKeys.customersFull,
    queryFn: () => call(customerContracts.full, {}),
    staleTime: 60_000,
  });

function useRefreshAdminShifts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.adminShifts });
}

/** The panel explains a failure under its fields (silent here). */
export function useSaveShift() {
  const refresh = useRefreshAdminShifts();
  return useMutation({
    meta: { silent: true },
    mutationFn: (v: {
      id: string | null;
      shift: z.input<typeof shiftInput> | z.input<typeof shiftUpdate>;
    }) =>
      v.id
        ? call(c.update, { params: { id: v.id }, body: { shift: v.shift } })
        : call(c.create, { body: { shift: v.shift as z.input<typeof shiftInput> } }),
    onSettled: refresh,
  });
}

export function useMassUpdate() {
  const refresh = useRefreshAdminShifts();
  return useMutation({
    mutationFn: (v: { ids: string[]; data: z.input<typeof shiftUpdate> }) =>
      call(c.updateMany, { body: { ids: v.ids, data: v.data } }),
    onSettled: refresh,
  });
}

export function useMassRemove() {
  const refresh = useRefreshAdminShifts();
  return useMutation({
    mutationFn: (ids: string[]) => call(c.removeMany, { body: { ids } }),
    onSettled: refresh,
  });
}
