// A worker's shifts: queries and mutations shared by my shifts, add shifts and the start/end
// dialog. Endpoints are typed by the domain contracts without importing zod into the shell.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { workerShiftContracts } from '@tuura/domain/api/shifts';
import type { workerTemplateContracts } from '@tuura/domain/api/templates';
import type { userContracts } from '@tuura/domain/api/users';
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

export const useOngoingShift = () => useQuery(ongoingShiftQuery);

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

/** After any change to a shift: every list, count and the ongoing shift are refetched. */
export function useInvalidateShifts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.shifts });
}

export function useStampShift() {
  const invalidate = useInvalidateShifts();
  return useMutation({
    mutationFn: (v: { id: string; from: string; to: string; message?: string; notCompleted?: boolean }) =>
      call(shiftApi.stamp, {
        params: { id: v.id },
        body: { from: v.from, to: v.to, message: v.message, notCompleted: v.notCompleted },
      }),
    onSettled: invalidate,
  });
}
