// Instants as the rules receive them: ISO 8601 strings from the wire or Date objects from forms.
// All comparisons go through epoch milliseconds, so offsets and DST never matter.

export type Instant = string | Date;

export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

/**
 * Epoch milliseconds of an instant (epoch milliseconds pass through, as the web gives `now`);
 * NaN when it is missing or cannot be parsed.
 */
export function toMillis(value: Instant | number | null | undefined): number {
  if (value === null || value === undefined) return Number.NaN;
  if (typeof value === 'number') return value;
  return value instanceof Date ? value.getTime() : Date.parse(value);
}
