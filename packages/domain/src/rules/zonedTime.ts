// Wall-clock time in the organisation's zone (Europe/Helsinki) ↔ instants, without a library:
// Intl knows the zone's offsets, including the spring and autumn clock changes.
import { TIME } from '../limits.ts';
import { type Instant, MS_PER_DAY, MS_PER_MINUTE, toMillis } from './instant.ts';

const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME.zone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Wall-clock fields of an instant in the zone. */
export function zonedParts(instant: Instant) {
  const parts = Object.fromEntries(
    partsFormatter.formatToParts(new Date(toMillis(instant))).map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's calendar date (YYYY-MM-DD) of an instant. */
export const zonedDate = (instant: Instant) => zonedParts(instant).date;

/** Minutes the zone is ahead of UTC at an instant (120 in winter, 180 in summer). */
function offsetMinutes(ms: number): number {
  const p = zonedParts(new Date(ms));
  const asUtc = Date.parse(
    `${p.date}T${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}:00Z`,
  );
  return Math.round((asUtc - (ms - (ms % MS_PER_MINUTE))) / MS_PER_MINUTE);
}

/**
 * The zone's wall-clock time of an instant as milliseconds read as UTC: fields of
 * `new Date(wallClockMillis(x))` in UTC are the zone's date and time (for formatting in UTC mode).
 */
export function wallClockMillis(instant: Instant): number {
  const ms = toMillis(instant);
  return ms + offsetMinutes(ms) * MS_PER_MINUTE;
}

/**
 * The instant of a wall-clock time on a date in the zone. In the spring gap the time does not
 * exist and the result is an hour later; in the autumn overlap the first occurrence is used.
 */
export function zonedTime(date: string, hour: number, minute = 0): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * MS_PER_MINUTE;
  let guess = wall - offsetMinutes(wall) * MS_PER_MINUTE;
  guess = wall - offsetMinutes(guess) * MS_PER_MINUTE;
  return new Date(guess);
}

/** Adds whole calendar days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * A template's times moved to a date, keeping its wall-clock start and its duration
 * (spec §3: "its times are moved to today keeping its duration").
 */
export function templateTimesOn(template: { from: Instant; to: Instant }, date: string) {
  const start = zonedParts(template.from);
  const from = zonedTime(date, start.hour, start.minute);
  const duration = toMillis(template.to) - toMillis(template.from);
  return { from, to: new Date(from.getTime() + duration) };
}
