// Planned against stamped (spec §4): how far the worker's own times are from the plan, in minutes
// (stamped minus planned), and those minutes as words, never as a colour alone (UI.md).
import { type Instant, MS_PER_MINUTE, toMillis } from '@tuura/domain/rules/instant';

export type TimesToCompare = {
  from: Instant;
  to: Instant | null;
  stamp: { from?: Instant | null; to?: Instant | null };
};

/** Minutes the stamp moved the start and the end, and how much longer (negative: shorter) it is. */
export type StampDifference = { start: number; end: number; length: number };

const minutesBetween = (a: Instant, b: Instant) => Math.round((toMillis(b) - toMillis(a)) / MS_PER_MINUTE);

/**
 * The stamp's distance from the plan; a stamped time left empty counts as the planned one. Null for
 * a shift without a planned end (a running shift waits for no approval).
 */
export function stampDifference(shift: TimesToCompare): StampDifference | null {
  if (shift.to === null) return null;
  const from = shift.stamp.from ?? shift.from;
  const to = shift.stamp.to ?? shift.to;
  const start = minutesBetween(shift.from, from);
  const end = minutesBetween(shift.to, to);
  return { start, end, length: end - start };
}

export const differs = (d: StampDifference | null) => d !== null && (d.start !== 0 || d.end !== 0);

/** `15 min`, `1 h 5 min`: the size of a difference, its direction said in words by the caller. */
export function formatMinutes(minutes: number): string {
  const whole = Math.abs(Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

/** A difference as i18n keys and their `delta` (`stamps.diff.*`), in reading order. */
export function differenceWords(d: StampDifference): { key: string; delta: string }[] {
  const words: { key: string; delta: string }[] = [];
  if (d.start !== 0)
    words.push({
      key: d.start > 0 ? 'stamps.diff.startLater' : 'stamps.diff.startEarlier',
      delta: formatMinutes(d.start),
    });
  if (d.end !== 0)
    words.push({
      key: d.end > 0 ? 'stamps.diff.endLater' : 'stamps.diff.endEarlier',
      delta: formatMinutes(d.end),
    });
  return words;
}

/** The length's change as a key and colour: longer orange, shorter blue, the same grey. */
export function lengthLook(d: StampDifference): { key: string; color: 'orange' | 'blue' | 'gray' } {
  if (d.length > 0) return { key: 'stamps.diff.longer', color: 'orange' };
  if (d.length < 0) return { key: 'stamps.diff.shorter', color: 'blue' };
  return { key: 'stamps.diff.sameLength', color: 'gray' };
}
