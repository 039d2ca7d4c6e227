// The worker's own cancellations: which of their shifts wait for a decision (the detail says so
// until an admin decides; the cards too). A decision changes the shifts, so these live under the
// shifts' query key and refresh with them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { cancellationContracts } from '@tuura/domain/api/cancellations';
import { REQUEST } from '@tuura/domain/limits';
import type { Cancellation } from '@tuura/domain/schemas/cancellation';
import { call, endpoint } from './client.ts';
import { queryKeys } from './queryKeys.ts';

// Typed by the contract without importing it: the cards are in the worker shell, which carries no
// zod for this (the form that sends a cancellation loads the contract with itself).
const listOwn = endpoint<(typeof cancellationContracts)['listOwn']>('GET', '/api/cancellations/worker');

/** The newest page is enough: a shift's latest cancellation is among the worker's newest. */
export const ownCancellationsQuery = queryOptions({
  queryKey: queryKeys.ownCancellations,
  queryFn: () => call(listOwn, { query: { limit: REQUEST.maxPageSize } }),
});

/** The shift's latest cancellation, if it has one. */
export function useShiftCancellation(shiftId: string): Cancellation | undefined {
  const { data } = useQuery(ownCancellationsQuery);
  return data?.cancellations.find((c) => c.shift === shiftId);
}

/**
 * Whether the shift has a cancellation waiting for a decision, from what is cached: the card
 * never asks by itself (my shifts asks once after its first screen, the drawer when it opens).
 */
export function usePendingCancellation(shiftId: string): boolean {
  const { data } = useQuery({ ...ownCancellationsQuery, enabled: false });
  return data?.cancellations.some((c) => c.shift === shiftId && c.approved === 0) ?? false;
}
