// The business page's ranges: presets an admin picks most (this month, quarter, year, last year)
// as dates [from, to) in Helsinki, like every money call takes them.
import { zonedDate } from '@tuura/domain/rules/zonedTime';

export const RANGE_PRESETS = ['thisMonth', 'thisQuarter', 'thisYear', 'lastYear'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type DateRange = { from: string; to: string };

const first = (year: number, month: number) =>
  `${year + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-01`;

/** The preset's dates around `now` (Helsinki). */
export function presetRange(preset: RangePreset, now = new Date()): DateRange {
  const today = zonedDate(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (preset === 'thisMonth') return { from: first(year, month), to: first(year, month + 1) };
  if (preset === 'thisQuarter') {
    const start = month - ((month - 1) % 3);
    return { from: first(year, start), to: first(year, start + 3) };
  }
  if (preset === 'lastYear') return { from: first(year - 1, 1), to: first(year, 1) };
  return { from: first(year, 1), to: first(year + 1, 1) };
}

/** A range the server takes: both dates and the end after the start. */
export const isValidRange = (range: DateRange) =>
  /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.to > range.from;
