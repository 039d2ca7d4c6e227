// Reporting periods (spec §9): calendar spans in the organisation's zone, each a half-open range
// of dates [start, end). Weeks start on Monday (ISO); bi-weekly periods pair ISO weeks counted
// from a fixed Monday so a two-week period is the same whichever range asks for it.
import type { ReportingPeriod } from '../enums.ts';
import { MS_PER_DAY } from './instant.ts';
import { addDays } from './zonedTime.ts';

/** A Monday that starts a bi-weekly period (the first of 2024). */
const BI_WEEKLY_ANCHOR = '2024-01-01';

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
const monthStart = (date: string, everyMonths: number) => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1;
  const first = month - (month % everyMonths);
  return `${year}-${String(first + 1).padStart(2, '0')}-01`;
};
const addMonths = (date: string, months: number) => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${y}-${String(m + 1).padStart(2, '0')}-${date.slice(8, 10)}`;
};

const MONTHS: Partial<Record<ReportingPeriod, number>> = {
  monthly: 1,
  triMonthly: 3,
  halfYearly: 6,
  yearly: 12,
};

/** The first date of the period that holds `date`. */
export function periodStart(date: string, period: ReportingPeriod): string {
  const months = MONTHS[period];
  if (months) return monthStart(date, months);
  if (period === 'daily') return date;
  const days = dayNumber(date);
  const weekday = (((days + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday: Monday is 0
  const monday = addDays(date, -weekday);
  if (period === 'weekly') return monday;
  const weeks = Math.floor((dayNumber(monday) - dayNumber(BI_WEEKLY_ANCHOR)) / 7);
  return addDays(monday, -7 * (((weeks % 2) + 2) % 2));
}

/** The first date after the period that starts on `start`. */
export function periodEnd(start: string, period: ReportingPeriod): string {
  const months = MONTHS[period];
  if (months) return addMonths(start, months);
  return addDays(start, period === 'daily' ? 1 : period === 'weekly' ? 7 : 14);
}

export type PeriodRange = { start: string; end: string };

/**
 * The periods that cover the dates [from, to), in order; the first and last are cut to the
 * range, so their sums are exactly the range's.
 */
export function periodsBetween(from: string, to: string, period: ReportingPeriod): PeriodRange[] {
  const ranges: PeriodRange[] = [];
  for (let start = periodStart(from, period); start < to; start = periodEnd(start, period)) {
    const end = periodEnd(start, period);
    ranges.push({ start: start < from ? from : start, end: end > to ? to : end });
  }
  return ranges;
}
