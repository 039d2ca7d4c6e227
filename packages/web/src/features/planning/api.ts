// Planning's data: the window's shifts of the organisation, a page at a time until all are in
// (the list caps a page at REQUEST.maxPageSize and counts its total only up to
// REQUEST.maxCountedTotal), and the customers with their departments.
import { queryOptions } from '@tanstack/react-query';
import { adminShiftContracts } from '@tuura/domain/api/adminShifts';
import { customerContracts } from '@tuura/domain/api/customers';
import { REQUEST } from '@tuura/domain/limits';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/** Pages asked for at once after the first, while the total is not known exactly. */
const PARALLEL_PAGES = 3;

/**
 * Every shift starting in [from, to), in start order. The first page says how many there are:
 * the rest are asked for together; past the counted total, a few pages at a time until one comes
 * back short.
 */
export async function fetchAllShifts(
  query: { from: string; to: string; customer?: string },
  signal?: AbortSignal,
): Promise<AdminShift[]> {
  const limit = REQUEST.maxPageSize;
  const page = (offset: number) => call(adminShiftContracts.list, { query: { ...query, limit, offset } });
  const first = await page(0);
  const shifts = [...first.shifts];
  if (first.shifts.length < limit) return shifts;
  const pages = (offset: number, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => page(offset + i * limit)));
  if (!first.totalCapped) {
    for (const a of await pages(limit, Math.ceil((first.total - limit) / limit))) shifts.push(...a.shifts);
  } else {
    let offset = limit;
    for (let done = false; !done && !signal?.aborted; offset += PARALLEL_PAGES * limit) {
      const answers = await pages(offset, PARALLEL_PAGES);
      for (const a of answers) shifts.push(...a.shifts);
      done = answers.some((a) => a.shifts.length < limit);
    }
  }
  // Pages are read one after another while shifts may change: an id seen twice is kept once.
  const seen = new Set<string>();
  return shifts.filter((s) => !seen.has(s._id) && seen.add(s._id));
}

export const planningShiftsQuery = (from: string, to: string, customer: string | null) =>
  queryOptions({
    queryKey: queryKeys.planningWindow(from, to, customer ?? ''),
    queryFn: ({ signal }) => fetchAllShifts({ from, to, ...(customer ? { customer } : {}) }, signal),
    // A month of shifts is large: kept a while for going back and forth; admin data is not saved
    // for offline reading (app/persistence.ts).
    gcTime: 10 * 60_000,
  });

export const customersQuery = queryOptions({
  // The admin pickers' key and shape (the whole answer), so the pages share one fetch.
  queryKey: queryKeys.customersFull,
  queryFn: () => call(customerContracts.full),
  select: (data) => data.customers,
  staleTime: 60_000,
});
