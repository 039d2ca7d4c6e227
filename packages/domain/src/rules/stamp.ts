// Stamp state and which times of a shift count (spec §4): the worker's stamped times are used
// while the stamp waits for approval; the planned times otherwise.
import { ApprovalState, type StampState } from '../enums.ts';
import type { Instant } from './instant.ts';

export type Stamp<T extends Instant = Instant> = {
  required: boolean;
  stamped: boolean;
  from?: T | null;
  to?: T | null;
  notCompleted?: boolean;
  /** Approval state of the stamp (0 pending, 1 approved, 2 rejected); only 1 counts as approved. */
  approved?: ApprovalState | null;
  message?: string | null;
};

export type StampedShift<T extends Instant = Instant> = {
  from: T;
  to: T;
  stamp?: Stamp<T> | null;
};

/** Approval wins over stamping, stamping over the mere requirement. */
export function stampState(shift: Pick<StampedShift, 'stamp'>): StampState {
  const stamp = shift.stamp;
  if (!stamp) return 'notRequired';
  if (stamp.approved === ApprovalState.approved) return 'approved';
  if (stamp.stamped) return 'stamped';
  return stamp.required ? 'required' : 'notRequired';
}

/** Whether the worker's own stamped times are the ones in effect. */
export function usesStampedTimes(shift: Pick<StampedShift, 'stamp'>): boolean {
  return stampState(shift) === 'stamped' && !shift.stamp?.notCompleted;
}

/** The times that count; a stamped time the worker left empty falls back to the planned one. */
export function effectiveTimes<T extends Instant>(shift: StampedShift<T>): { from: T; to: T } {
  if (!usesStampedTimes(shift)) return { from: shift.from, to: shift.to };
  return { from: shift.stamp?.from ?? shift.from, to: shift.stamp?.to ?? shift.to };
}
