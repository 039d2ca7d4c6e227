// A worker's shifts as the server reads them: the queries. Their requests are in
// api/workerShifts.ts (a cold start sends the first ones early, app/boot.ts), the mutations in
// api.ts; the stamps still missing are api/stampsMissing.ts (the stamps alert reads them too).
import { queryOptions } from '@tanstack/react-query';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { firstShiftsQuery, shiftApi } from '../../api/workerShifts.ts';

export { shiftApi };

/** Own shifts meeting [from, to] (ISO instants), oldest first. */
export const shiftsBetweenQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.shiftsBetween(from, to),
    queryFn: async () => (await call(shiftApi.list, { query: firstShiftsQuery.between(from, to) })).shifts,
  });

/** The running shift (spec §4: the first with submitted=false), or null. */
export const ongoingShiftQuery = queryOptions({
  queryKey: queryKeys.ongoingShift,
  queryFn: async (): Promise<WorkerShift | null> =>
    (await call(shiftApi.list, { query: firstShiftsQuery.ongoing() })).shifts[0] ?? null,
});

export const shiftQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shift(id),
    queryFn: async () => (await call(shiftApi.get, { params: { id } })).shift,
  });

export const nearShiftsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.nearShifts(id),
    queryFn: async () => (await call(shiftApi.near, { params: { id } })).shifts,
  });

/** Own shifts and shift requests meeting a span; an open end (`to: null`) is the instant `from`. */
export const checkOverlaps = (body: { from: string; to: string | null; exclude?: string | null }) =>
  call(shiftApi.overlaps, { body });

/** The next few own shifts from now on, a running one first (my shifts' first card). */
export const comingShiftsQuery = queryOptions({
  queryKey: queryKeys.comingShifts,
  queryFn: async () => {
    const query = firstShiftsQuery.coming();
    // Asked as of the current minute (api/workerShifts.ts): drop a shift that ended since.
    return (await call(shiftApi.list, { query })).shifts.filter(
      (s) => s.to === null || Date.parse(s.to) > Date.now(),
    );
  },
});
