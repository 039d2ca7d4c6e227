// Clocking in against the plan (decision 140): the floating start button offers the worker's own
// planned shift that starts within the next hour or started within the last one, so one tap
// starts it instead of a new shift with no customer or department.
import { SHIFT_TIMING } from '../limits.ts';
import { type Instant, MS_PER_MINUTE, toMillis } from './instant.ts';

type Candidate = {
  from: Instant;
  to: Instant | null;
  submitted: boolean;
  stamp: { stamped: boolean };
};

const WINDOW_MS = SHIFT_TIMING.clockInWindowMinutes * MS_PER_MINUTE;

/**
 * The own planned shift to clock in to at `now`, or undefined: planned (not running), not
 * stamped, not ended, starting in [now − 1 h, now + 1 h] (both edges in). Of several, the start
 * nearest to now; of two as near, the earlier.
 */
export function shiftToClockIn<T extends Candidate>(shifts: readonly T[], now: Instant): T | undefined {
  const at = toMillis(now);
  let best: { shift: T; distance: number; from: number } | undefined;
  for (const shift of shifts) {
    if (!shift.submitted || shift.stamp.stamped) continue;
    if (shift.to !== null && toMillis(shift.to) <= at) continue;
    const from = toMillis(shift.from);
    const distance = Math.abs(from - at);
    if (!(distance <= WINDOW_MS)) continue;
    if (!best || distance < best.distance || (distance === best.distance && from < best.from))
      best = { shift, distance, from };
  }
  return best?.shift;
}

/** The span to ask the server for: every shift that could qualify meets it. */
export const clockInSpan = (now: Instant) => ({
  from: new Date(toMillis(now) - WINDOW_MS).toISOString(),
  to: new Date(toMillis(now) + WINDOW_MS).toISOString(),
});
