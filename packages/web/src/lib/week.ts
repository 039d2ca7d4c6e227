// Calendar weeks on Helsinki dates (YYYY-MM-DD): weeks start on Monday and carry their ISO
// number (`vk 48`). Shared by my shifts and the admin's planning screens.
import { TIME } from '@tuura/domain/limits';
import { MS_PER_DAY } from '@tuura/domain/rules/instant';
import { addDays, zonedDate, zonedTime } from '@tuura/domain/rules/zonedTime';

export const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);

/** Days since the week's first day (0 on Monday). */
const dayOfWeek = (date: string) => (new Date(noon(date)).getUTCDay() - TIME.weekStartsOn + 7) % 7;

/** The Monday of the week a date is in. */
export const weekStart = (date: string) => addDays(date, -dayOfWeek(date));

/** The seven dates of the week starting on `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/**
 * ISO 8601 week number and the year it belongs to: week 1 holds the year's first Thursday, so
 * 31.12.2024 is in week 1 of 2025 and 1.1.2027 in week 53 of 2026.
 */
export function isoWeek(date: string): { year: number; week: number } {
  const isoDay = (new Date(noon(date)).getUTCDay() + 6) % 7;
  const thursday = addDays(date, 3 - isoDay);
  const year = Number(thursday.slice(0, 4));
  const week = 1 + Math.floor((noon(thursday) - noon(`${year}-01-01`)) / (7 * MS_PER_DAY));
  return { year, week };
}

/** Today in Helsinki. */
export const todayInZone = (now: Date = new Date()) => zonedDate(now);

/** Instants from midnight of `first` to midnight after `last`, in Helsinki (ISO strings). */
export function dayRange(first: string, last: string) {
  return { from: zonedTime(first, 0).toISOString(), to: zonedTime(addDays(last, 1), 0).toISOString() };
}

/** The first day of the month a date is in. */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** The first day of the month `months` away. */
export function addMonths(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** A week's bounds as instants: Monday 0.00 to the next Monday 0.00. */
export const weekRange = (monday: string) => dayRange(monday, addDays(monday, 6));
