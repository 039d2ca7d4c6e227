// A worker's shifts: queries and mutations shared by my shifts, add shifts and the start/end
// dialog. Endpoints are typed by the domain contracts without importing zod into the shell.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { workerShiftContracts } from '@tuura/domain/api/shifts';
import type { workerTemplateContracts } from '@tuura/domain/api/templates';
import type { userContracts } from '@tuura/domain/api/users';
import { REQUEST } from '@tuura/domain/limits';
import type { WorkerShift, workerShiftInput, workerShiftUpdate } from '@tuura/domain/schemas/shift';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call, endpoint } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { notify } from './notify.ts';
import { patchShifts, putShifts, restoreShifts, type StampValues, stampedWith } from './stampCache.ts';

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

/**
 * Stamps one shift. It shows as stamped at once and goes back if the server says no; the form
 * explains a failure (field messages under its fields), so the mutation is silent.
 */
export function useStampShift() {
  const client = useQueryClient();
  const invalidate = useInvalidateShifts();
  return useMutation({
    meta: { silent: true },
    mutationFn: (v: { id: string } & StampValues) =>
      call(shiftApi.stamp, {
        params: { id: v.id },
        body: { from: v.from, to: v.to, message: v.message, notCompleted: v.notCompleted },
      }),
    onMutate: async (v) => {
      await client.cancelQueries({ queryKey: queryKeys.shifts });
      return { before: patchShifts(client, [v.id], stampedWith(v)) };
    },
    onError: (_error, _v, context) => context && restoreShifts(client, context.before),
    onSuccess: ({ shift }) => putShifts(client, [shift]),
    onSettled: invalidate,
  });
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

/** Ends a running shift (submitted true) or corrects an own one; the caller explains a failure. */
export function useUpdateShift() {
  const client = useQueryClient();
  const invalidate = useInvalidateShifts();
  return useMutation({
    meta: { silent: true },
    mutationFn: (v: { id: string; shift: z.input<typeof workerShiftUpdate> }) =>
      call(shiftApi.update, { params: { id: v.id }, body: { shift: v.shift } }),
    onSuccess: ({ shift }) => {
      if (shift.submitted && client.getQueryData(ongoingShiftQuery.queryKey)?._id === shift._id)
        client.setQueryData(ongoingShiftQuery.queryKey, null);
      void invalidate();
    },
  });
}

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

/**
 * Stamps past shifts with their planned times (PUT stamp/mass). They show as stamped at once; a
 * refusal puts them back and says so.
 */
export function useStampManyShifts() {
  const client = useQueryClient();
  const invalidate = useInvalidateShifts();
  const { t } = useTranslation();
  return useMutation({
    meta: { silent: true },
    mutationFn: (shifts: WorkerShift[]) =>
      call(shiftApi.stampMany, { body: { ids: shifts.map((s) => s._id) } }),
    onMutate: async (shifts) => {
      await client.cancelQueries({ queryKey: queryKeys.shifts });
      const planned = new Map(shifts.map((s) => [s._id, s]));
      const before = patchShifts(client, planned.keys(), (s) =>
        stampedWith({ from: s.from, to: s.to ?? s.from })(s),
      );
      return { before };
    },
    onError: (_error, _shifts, context) => {
      if (context) restoreShifts(client, context.before);
      notify('red', t('shifts.stampAll.failed'));
    },
    onSuccess: ({ shifts }) => {
      putShifts(client, shifts);
      notify('green', t('shifts.stampAll.done', { count: shifts.length }));
    },
    onSettled: invalidate,
  });
}
