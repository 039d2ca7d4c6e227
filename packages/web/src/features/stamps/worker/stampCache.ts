// Stamping changes the screen at once (UI.md): every cached copy of the shifts (week, month and
// upcoming lists, the detail) is patched before the server answers and put back if it says no.
import type { QueryClient } from '@tanstack/react-query';
import { ApprovalState } from '@tuura/domain/enums';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { queryKeys } from '../../../api/queryKeys.ts';

const isShift = (value: unknown): value is WorkerShift =>
  typeof value === 'object' && value !== null && '_id' in value && 'stamp' in value;

/** A cached value (a shift, a list of them, a count, null) with its shifts mapped. */
function mapShifts(data: unknown, fn: (shift: WorkerShift) => WorkerShift): unknown {
  if (isShift(data)) return fn(data);
  if (!Array.isArray(data)) return data;
  let changed = false;
  const next = data.map((item) => {
    if (!isShift(item)) return item;
    const mapped = fn(item);
    changed ||= mapped !== item;
    return mapped;
  });
  return changed ? next : data;
}

const eachCached = (client: QueryClient, fn: (shift: WorkerShift) => WorkerShift) =>
  client.setQueriesData({ queryKey: queryKeys.shifts }, (data: unknown) => mapShifts(data, fn));

/** Patches every cached copy of these shifts; returns them as they were, for `restoreShifts`. */
export function patchShifts(
  client: QueryClient,
  ids: Iterable<string>,
  patch: (shift: WorkerShift) => WorkerShift,
): Map<string, WorkerShift> {
  const wanted = new Set(ids);
  const before = new Map<string, WorkerShift>();
  eachCached(client, (shift) => {
    if (!wanted.has(shift._id)) return shift;
    if (!before.has(shift._id)) before.set(shift._id, shift);
    return patch(shift);
  });
  return before;
}

/** Puts back only these shifts, so other changes still in flight are not undone with them. */
export const restoreShifts = (client: QueryClient, before: Map<string, WorkerShift>) =>
  eachCached(client, (shift) => before.get(shift._id) ?? shift);

/** The server's copies replace the cached ones. */
export function putShifts(client: QueryClient, shifts: WorkerShift[]) {
  const byId = new Map(shifts.map((s) => [s._id, s]));
  eachCached(client, (shift) => byId.get(shift._id) ?? shift);
}

export type StampValues = { from: string; to: string; message?: string; notCompleted?: boolean };

/** The shift as it is once stamped: the worker's times, waiting for approval (spec §4). */
export const stampedWith =
  (v: StampValues) =>
  (shift: WorkerShift): WorkerShift => ({
    ...shift,
    stamp: {
      ...shift.stamp,
      stamped: true,
      from: v.from,
      to: v.to,
      message: v.message ?? '',
      notCompleted: v.notCompleted ?? false,
      approved: ApprovalState.pending,
    },
  });
