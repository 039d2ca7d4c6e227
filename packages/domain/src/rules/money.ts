// Money: amounts are whole cents and times whole minutes, never floats. A shift's
// `billing` and `salary` (and a user's salary value) are short texts an admin types: a price per
// hour ("45,50", "45.50 €/h") or per shift ("300 €/vuoro"). Rounding is stated once: each line is
// rounded half away from zero to the cent, and a total is the sum of its rounded lines.

/** A whole number of cents (euro cents). */
export type Cents = number;

export const RATE_UNITS = ['hour', 'shift'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

/** A price: cents per hour worked, or a fixed sum per shift. */
export type Rate = { cents: Cents; per: RateUnit };

const MINUTES_PER_HOUR = 60;
/** The most a rate may say: a million euros, so every product stays an exact safe integer. */
export const MAX_RATE_CENTS = 100_000_000;
/**
 * The most one line may be: ten million euros. A longer or dearer line is unpriced (`outOfRange`),
 * so a total of up to nine million lines (Number.MAX_SAFE_INTEGER / this) is exact; a year of the
 * largest organisation is about a million shifts, none of them near this.
 */
export const MAX_LINE_CENTS = 1_000_000_000;

/** After the number: nothing, `€`, `e`, `eur`, then optionally `/h`, `/t`, `/tunti`, or per shift. */
const RATE = /^(\d{1,9})(?:[.,](\d{1,2}))?\s*(?:€|e|eur)?\s*(?:\/\s*(h|t|tunti|hour|vuoro|shift|kpl))?$/i;
const PER_SHIFT = new Set(['vuoro', 'shift', 'kpl']);

/**
 * The rate a text says, or null for an empty, negative or unreadable one. A comma or a point
 * separates the cents ("45,5" is 45,50); spaces between thousands are allowed ("1 200 €/vuoro").
 */
export function parseRate(text: string): Rate | null {
  const match = RATE.exec(text.trim().replace(/(\d)[\s\u00a0](?=\d{3}\b)/g, '$1'));
  if (!match) return null;
  const [, whole = '', fraction = '', unit = 'h'] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_RATE_CENTS) return null;
  return { cents, per: PER_SHIFT.has(unit.toLowerCase()) ? 'shift' : 'hour' };
}

/** `numerator / denominator` to the nearest whole number, a half away from zero. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError(`not an exact division: ${numerator} / ${denominator}`);
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.floor((Math.abs(numerator) * 2 + denominator) / (denominator * 2));
  return sign * magnitude || 0;
}

/** One line's amount: the rate for the minutes that count (a per-shift rate ignores them). */
export function lineAmount(rate: Rate, minutes: number): Cents {
  if (!Number.isSafeInteger(minutes) || minutes < 0) throw new RangeError(`minutes: ${minutes}`);
  return rate.per === 'shift' ? rate.cents : divideRounded(rate.cents * minutes, MINUTES_PER_HOUR);
}

/** Minutes as hundredths of an hour, rounded half away from zero (hours shown as `8,42`). */
export const hundredthsOfHour = (minutes: number): number => divideRounded(minutes * 100, MINUTES_PER_HOUR);

/** Basis points of a multiplier: 10,000 is ×1, 11,500 is +15 % (compensation schemes). */
export const BASIS_POINTS = 10_000;

/** `cents` times a multiplier in basis points, rounded half away from zero. */
export const withMultiplier = (cents: Cents, basisPoints: number): Cents =>
  divideRounded(cents * basisPoints, BASIS_POINTS);

/** The total of rounded lines (never rounded again). */
export const sumCents = (lines: readonly Cents[]): Cents => lines.reduce((total, line) => total + line, 0);

/** Cents as the plain decimal exports carry: `1234.50`, `-0.05` (no grouping, a point). */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * A pay line in one rounding: the rate for the minutes (or per shift) times a multiplier in basis
 * points, computed exactly (BigInt, so a million-euro rate over a long shift cannot lose a cent)
 * and rounded half away from zero once.
 */
export function scaledLineAmount(rate: Rate, minutes: number, basisPoints: number): Cents {
  if (!Number.isSafeInteger(minutes) || minutes < 0) throw new RangeError(`minutes: ${minutes}`);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0)
    throw new RangeError(`basis points: ${basisPoints}`);
  const numerator = BigInt(rate.cents) * BigInt(basisPoints) * BigInt(rate.per === 'shift' ? 1 : minutes);
  const denominator = BigInt(BASIS_POINTS) * BigInt(rate.per === 'shift' ? 1 : MINUTES_PER_HOUR);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
