// A worker's shifts as the server reads them: endpoints and queries, light enough to start
// before the pages that show them (app/warmUp.ts); the mutations are in api.ts.
import { queryOptions } from '@tanstack/react-query';
import type { workerShiftContracts } from '@tuura/domain/api/shifts';
import type { workerTemplateContracts } from '@tuura/domain/api/templates';
import type { userContracts } from '@tuura/domain/api/users';
import { REQUEST } from '@tuura/domain/limits';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { call, endpoint } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

type Shifts = typeof workerShiftContracts;
export const shiftApi = {
  list: endpoint<Shifts['list']>('GET', '/api/shifts/user/worker'),
  count: endpoint<Shifts['count']>('GET', '/api/shifts/count/worker'),
  get: endpoint<Shifts['get']>('GET', '/api/shifts/:id/worker'),
  near: endpoint<Shifts['near']>('GET', '/api/shifts/:id/near/worker'),
  create: endpoint<Shifts['create']>('POST', '/api/shifts/worker'),
  update: endpoint<Shifts['update']>('PUT', '/api/shifts/:id/worker'),
  stamp: endpoint<Shifts['stamp']>('PUT', '/api/shifts/:id/stamp/worker'),
  stampMany: endpoint<Shifts['stampMany']>('PUT', '/api/shifts/stamp/mass/worker'),
  templates: endpoint<(typeof workerTemplateContracts)['customers']>(
    'GET',
    '/api/templates/customers/worker',
  ),
  overlaps: endpoint<(typeof userContracts)['overlaps']>('POST', '/api/users/overlaps'),
};

/** Own shifts meeting [from, to] (ISO instants), oldest first. */
export const shiftsBetweenQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.shiftsBetween(from, to),
    queryFn: async () => (await call(shiftApi.list, { query: { from, to } })).shifts,
  });

/** The running shift (spec §4: the first with submitted=false), or null. */
export const ongoingShiftQuery = queryOptions({
  queryKey: queryKeys.ongoingShift,
  queryFn: async (): Promise<WorkerShift | null> =>
    (await call(shiftApi.list, { query: { submitted: 'false' } })).shifts[0] ?? null,
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
  queryFn: async () =>
    (await call(shiftApi.list, { query: { from: new Date().toISOString(), limit: 5 } })).shifts,
});

/** Own shifts that have ended and still need a stamp: what "stamp all" would stamp. */
export const stampsMissingQuery = queryOptions({
  queryKey: queryKeys.stampsMissing,
  queryFn: async () => {
    const now = new Date().toISOString();
    const { shifts } = await call(shiftApi.list, {
      query: { stampMissing: 'true', to: now, limit: REQUEST.maxPageSize },
    });
    return shifts.filter((s) => s.to !== null && Date.parse(s.to) <= Date.parse(now));
  },
});
