// Shared fast-check generators for the rule tests.
import fc from 'fast-check';

const MIN = new Date('2000-01-01T00:00:00Z');
const MAX = new Date('2099-12-31T23:59:00Z');

/** A calendar date YYYY-MM-DD with a four-digit year, so string order is date order. */
export const isoDate = fc
  .date({ min: MIN, max: MAX, noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Epoch milliseconds in a realistic range, on whole minutes like the picker. */
export const minuteMs = fc
  .integer({ min: MIN.getTime() / 60_000, max: MAX.getTime() / 60_000 })
  .map((m) => m * 60_000);

/** A half-open interval [from, to) as ISO strings, possibly empty. */
export const span = fc.tuple(minuteMs, fc.integer({ min: 0, max: 3 * 24 * 60 })).map(([from, minutes]) => ({
  from: new Date(from).toISOString(),
  to: new Date(from + minutes * 60_000).toISOString(),
}));
