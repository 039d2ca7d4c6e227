// How long a span of time is, as shown to people: real elapsed minutes (a night across a clock
// change is an hour shorter or longer) and `7 h 30 min`. No zod, so pages on a first download
// (my shifts) can use it; rules/startEndForm.ts re-exports it for the start/end form.
import { SHIFT_TIMING } from '../limits.ts';
import { type Instant, MS_PER_MINUTE, toMillis } from './instant.ts';

/** Real elapsed minutes between two instants (a DST night is an hour shorter or longer). */
export function durationMinutes(from: Instant | null | undefined, to: Instant | null | undefined) {
  const minutes = (toMillis(to) - toMillis(from)) / MS_PER_MINUTE;
  return Number.isFinite(minutes) ? minutes : undefined;
}

/** "7 h 30 min"; anything unusable shows as "0 h 0 min", as the duration chip does. */
export function formatDuration(minutes: number | null | undefined): string {
  const whole =
    typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? Math.floor(minutes) : 0;
  return `${Math.floor(whole / 60)} h ${whole % 60} min`;
}

/** Whether the span deserves the long-shift warning. */
export function isLongShift(from: Instant | null | undefined, to: Instant | null | undefined): boolean {
  const minutes = durationMinutes(from, to);
  return minutes !== undefined && minutes > SHIFT_TIMING.longShiftWarningMinutes;
}
