// The report pages' date-range presets (decision 141): this and last month, quarter and year
// around today in Helsinki (spec §9), whatever the browser's zone. A range is days [from, to),
// as every money call takes them; the pickers show the last day, `to` minus one.
import { addDays, zonedDate } from '@tuura/domain/rules/zonedTime';

export const RANGE_PRESETS = [
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'lastQuarter',
  'thisYear',
  'lastYear',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** The presets every report offers; the business page offers them all. */
export const MAIN_PRESETS = [
  'thisMonth',
  'lastMonth',
  'lastQuarter',
  'thisYear',
] as const satisfies RangePreset[];
export type DateRange = { from: string; to: string };

/** The first day of a month counted from January of `year` (month 0 is last December). */
function first(year: number, month: number) {
  const total = year * 12 + month - 1;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

/** The preset's days around `now` (Helsinki), [from, to). */
export function presetRange(preset: RangePreset, now: Date = new Date()): DateRange {
  const today = zonedDate(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const quarter = month - ((month - 1) % 3);
  switch (preset) {
    case 'thisMonth':
      return { from: first(year, month), to: first(year, month + 1) };
    case 'lastMonth':
      return { from: first(year, month - 1), to: first(year, month) };
    case 'thisQuarter':
      return { from: first(year, quarter), to: first(year, quarter + 3) };
    case 'lastQuarter':
      return { from: first(year, quarter - 3), to: first(year, quarter) };
    case 'thisYear':
      return { from: first(year, 1), to: first(year + 1, 1) };
    case 'lastYear':
      return { from: first(year - 1, 1), to: first(year, 1) };
  }
}

/** The preset a range is, if any (the buttons show it chosen). */
export function presetOf(range: DateRange, now: Date = new Date()): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, now);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

/** The last day a range [from, to) includes, as the pickers show it. */
export const lastDayOf = (range: DateRange) => addDays(range.to, -1);

/** The range from its first and last day (both included). */
export const rangeOfDays = (from: string, last: string): DateRange => ({ from, to: addDays(last, 1) });

/** A range the server takes: both dates and the end after the start. */
export const isValidRange = (range: DateRange) =>
  /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.to > range.from;
