// Stamp state and which times of a shift count (spec §4): the worker's stamped times are used
// while the stamp waits for approval; the planned times otherwise.
import { ApprovalState, type StampState } from '../enums.ts';
import { type Instant, toMillis } from './instant.ts';

/** `now` as the web passes it (epoch milliseconds) or as an instant. */
type Now = Instant | number;

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

/** Whether a shift has ended at `now`; a running shift (no end yet) has not. */
export function hasEnded(shift: { to: Instant | null }, now: Now): boolean {
  return shift.to !== null && toMillis(shift.to) <= toMillis(now);
}

type TimedStampShift = Pick<StampedShift, 'stamp'> & { to: Instant | null };

/** The state to show at `now`: a required stamp of a shift not yet ended is `later`, not red. */
export function stampStateAt(shift: TimedStampShift, now: Now): StampState {
  const state = stampState(shift);
  return state === 'required' && !hasEnded(shift, now) ? 'later' : state;
}

/**
 * The stamp is due: required, neither stamped nor approved, and the shift has ended. The one rule
 * behind the red badge, the stamps-waiting alert and the week strip's mark.
 */
export const stampDue = (shift: TimedStampShift, now: Now): boolean =>
  stampStateAt(shift, now) === 'required';
