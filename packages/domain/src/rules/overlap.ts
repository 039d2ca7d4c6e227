// Interval overlap for shifts, reservations and assignments. Intervals are half-open [from, to):
// one shift ending at 14:00 and the next starting at 14:00 do not overlap.
import { type Instant, toMillis } from './instant.ts';

export type TimeSpan = { from: Instant; to: Instant };

/** True when the two intervals share at least one instant (empty or inverted ones share none). */
export function overlaps(a: TimeSpan, b: TimeSpan): boolean {
  const start = Math.max(toMillis(a.from), toMillis(b.from));
  const end = Math.min(toMillis(a.to), toMillis(b.to));
  return start < end;
}

/** The existing intervals that overlap the candidate, in their original order. */
export function findOverlaps<T extends TimeSpan>(candidate: TimeSpan, existing: readonly T[]): T[] {
  return existing.filter((other) => overlaps(candidate, other));
}
