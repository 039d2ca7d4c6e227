// Labels of the business page: a period by its kind (a month's name, a quarter, a week's first
// day) and a share as a percentage with one decimal.
import type { ReportingPeriod } from '@tuura/domain/enums';
import { addDays } from '@tuura/domain/rules/zonedTime';
import { localeTag, monthLabel } from '../../lib/money.ts';

/** `part / whole` as a percentage in the language (`12,5 %`); a dash when there is no whole. */
export function percent(part: number, whole: number, language: string): string {
  if (whole === 0) return '–';
  return new Intl.NumberFormat(localeTag(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    part / whole,
  );
}

const day = (date: string, language: string) =>
  new Intl.DateTimeFormat(localeTag(language), { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** A period as a table row or a chart's axis names it. */
export function periodLabel(p: { start: string; end: string }, period: ReportingPeriod, language: string) {
  const year = p.start.slice(0, 4);
  const month = Number(p.start.slice(5, 7));
  if (period === 'monthly') return monthLabel(p.start.slice(0, 7), language);
  if (period === 'yearly') return year;
  if (period === 'triMonthly') return `Q${Math.ceil(month / 3)} ${year}`;
  if (period === 'halfYearly') return `H${month <= 6 ? 1 : 2} ${year}`;
  if (period === 'daily') return day(p.start, language);
  return `${day(p.start, language)}–${day(addDays(p.end, -1), language)}`;
}
