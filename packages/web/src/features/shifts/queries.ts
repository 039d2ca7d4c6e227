// A worker's shifts as the server reads them: the queries. Their requests are in requests.ts
// (a cold start sends the first ones early, app/boot.ts), the mutations in api.ts.
import { queryOptions } from '@tanstack/react-query';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { firstShiftsQuery, shiftApi } from './requests.ts';

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

export const customerTemplatesQuery = queryOptions({
  queryKey: queryKeys.customerTemplates,
  queryFn: async () => (await call(shiftApi.templates)).customers,
  staleTime: 10 * 60_000,
});

/** Own shifts and shift requests meeting a span; an open end (`to: null`) is the instant `from`. */
export const checkOverlaps = (body: { from: string; to: string | null; exclude?: string | null }) =>
  call(shiftApi.overlaps, { body });

/** The next few own shifts from now on, a running one first (my shifts' first card). */
export const comingShiftsQuery = queryOptions({
  queryKey: queryKeys.comingShifts,
  queryFn: async () => {
    const query = firstShiftsQuery.coming();
    // Asked as of the current minute (requests.ts): drop a shift that ended since.
    return (await call(shiftApi.list, { query })).shifts.filter(
      (s) => s.to === null || Date.parse(s.to) > Date.now(),
    );
  },
});

/** Own shifts that have ended and still need a stamp: what "stamp all" would stamp. */
export const stampsMissingQuery = queryOptions({
  queryKey: queryKeys.stampsMissing,
  queryFn: async () => {
    const query = firstShiftsQuery.stampsMissing();
    const { shifts } = await call(shiftApi.list, { query });
    return shifts.filter((s) => s.to !== null && Date.parse(s.to) <= Date.parse(query.to));
  },
});
