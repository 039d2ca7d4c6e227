// The overlap rule of spec §4, written once. Shifts are half-open [from, to): one ending at
// 14:00 and the next starting at 14:00 do not overlap. The server's SQL
// (packages/server/src/db/ranges.ts) says the same in PostgreSQL ranges; a property test
// (server test/shifts/overlapRule.test.ts) checks that the two agree.
import { type Instant, toMillis } from './instant.ts';

export type TimeSpan = { from: Instant; to: Instant };

/** A stored shift or request: `to` is null while a started shift runs. */
export type ShiftSpan = { from: Instant; to: Instant | null };

/**
 * What shifts are checked against: [from, to), or [from, to] when `closed` (an instant if equal);
 * `to` null leaves the window open towards the future (a list from a date on).
 */
export type Window = { from: Instant; to: Instant | null; closed?: boolean };

/**
 * Whether a shift meets a window at time `now`. A running shift reaches from its start onwards
 * but only counts for windows that begin no later than now: it is not yet known to cover the
 * future. Empty shifts (to = from) and empty half-open windows meet nothing.
 */
export function shiftMeets(shift: ShiftSpan, window: Window, now: Instant): boolean {
  const shiftFrom = toMillis(shift.from);
  const shiftTo = shift.to === null ? Number.POSITIVE_INFINITY : toMillis(shift.to);
  const from = toMillis(window.from);
  const to = window.to === null ? Number.POSITIVE_INFINITY : toMillis(window.to);
  if (!(shiftFrom < shiftTo) || (window.closed ? to < from : to <= from)) return false;
  if (shift.to === null && toMillis(now) < from) return false;
  // The first instant in both, if any, is the later start.
  const first = Math.max(shiftFrom, from);
  return first < shiftTo && (window.closed ? first <= to : first < to);
}

/** The window a start/add is checked with: a span without an end is the instant it starts. */
export const overlapWindow = (candidate: ShiftSpan): Window =>
  candidate.to === null
    ? { from: candidate.from, to: candidate.from, closed: true }
    : { from: candidate.from, to: candidate.to };

/** True when two finished spans share at least one instant. */
export const overlaps = (a: TimeSpan, b: TimeSpan): boolean => shiftMeets(a, b, a.from);

/** The shifts that meet the window at `now`, in their original order. */
export function findOverlaps<T extends ShiftSpan>(window: Window, shifts: readonly T[], now: Instant): T[] {
  return shifts.filter((shift) => shiftMeets(shift, window, now));
}
