// A template's shift on a given day (docs/decisions/095). The template's sample `from`/`to` give
// wall-clock times in Europe/Helsinki; the shift starts on the day at the start clock and ends at
// the end clock, each turned into an instant on its own date. Across a clock change the shift is
// an hour shorter or longer than on other nights, as the people working it live it.
import { type Instant, toMillis } from './instant.ts';
import { addDays, zonedParts, zonedTime } from './zonedTime.ts';

const MINUTES_PER_DAY = 24 * 60;

/** Whole calendar days from date `a` to date `b` (YYYY-MM-DD). */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / (MINUTES_PER_DAY * 60_000));

/**
 * How many calendar days after its start day the template's shift ends: the days between the
 * sample's Helsinki dates, and at least one when the end clock is not after the start clock
 * (a 22.00–7.00 night sample, however it was stored).
 */
export function templateEndDayOffset(template: { from: Instant; to: Instant }): number {
  const start = zonedParts(template.from);
  const end = zonedParts(template.to);
  const days = Math.max(0, daysBetween(start.date, end.date));
  const startClock = start.hour * 60 + start.minute;
  const endClock = end.hour * 60 + end.minute;
  return days === 0 && endClock <= startClock ? 1 : days;
}

/**
 * The instants of the template's shift on `day` (YYYY-MM-DD, Helsinki): the start clock on the
 * day, the end clock on the day plus `templateEndDayOffset`. A clock time in the spring gap
 * becomes the hour after it (zonedTime); in the autumn overlap the first occurrence counts.
 */
export function templateShiftOn(template: { from: Instant; to: Instant }, day: string) {
  const start = zonedParts(template.from);
  const end = zonedParts(template.to);
  const from = zonedTime(day, start.hour, start.minute);
  const to = zonedTime(addDays(day, templateEndDayOffset(template)), end.hour, end.minute);
  // A start inside the spring gap moves an hour later and may pass an end just after the gap
  // (03.30–04.00): then the shift keeps the sample's length instead of ending before it begins.
  if (to.getTime() > from.getTime()) return { from, to };
  return { from, to: new Date(from.getTime() + toMillis(template.to) - toMillis(template.from)) };
}
