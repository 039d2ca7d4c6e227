// Instants as the rules receive them: ISO 8601 strings from the wire or Date objects from forms.
// All comparisons go through epoch milliseconds, so offsets and DST never matter.

export type Instant = string | Date;

export const MS_PER_MINUTE = 60_000;

/** Epoch milliseconds of an instant; NaN when it is missing or cannot be parsed. */
export function toMillis(value: Instant | null | undefined): number {
  if (value === null || value === undefined) return Number.NaN;
  return value instanceof Date ? value.getTime() : Date.parse(value);
}
