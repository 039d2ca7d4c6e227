// Time-effective values (spec §3): a list of {validFrom, value}; the value in effect on a date
// is the one with the latest validFrom on or before it. Dates are ISO calendar dates (YYYY-MM-DD),
// so string order is date order.

export type TimeEffective<T> = { validFrom: string; value: T };

/** The value in effect on `date`, or undefined when nothing is valid yet. */
export function valueOn<T>(list: readonly TimeEffective<T>[], date: string): T | undefined {
  let best: TimeEffective<T> | undefined;
  for (const entry of list) {
    if (entry.validFrom <= date && (!best || entry.validFrom > best.validFrom)) best = entry;
  }
  return best?.value;
}

/** validFrom dates that occur more than once. */
export function duplicateDates(list: readonly { validFrom: string }[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const { validFrom } of list) (seen.has(validFrom) ? dupes : seen).add(validFrom);
  return [...dupes];
}

/** Empty values (null, undefined, blank strings) are invalid in a time-effective list. */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
