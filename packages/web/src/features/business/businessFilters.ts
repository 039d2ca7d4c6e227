// The business page's choices as the URL holds them (decision 142): a preset range or the custom
// dates, the reporting period and the breakdown. A reload or a shared link shows the same numbers;
// unknown values fall back to this year, monthly, by customer.
import { REPORTING_PERIODS, type ReportingPeriod } from '@tuura/domain/enums';
import { BREAKDOWNS } from '@tuura/domain/schemas/money';
import { type DateRange, presetRange, RANGE_PRESETS, type RangePreset } from '../../lib/rangePresets.ts';

export type Breakdown = (typeof BREAKDOWNS)[number];
export type BusinessFilters = {
  preset: RangePreset | 'custom';
  range: DateRange;
  period: ReportingPeriod;
  groupBy: Breakdown;
};

const oneOf = <V extends string>(values: readonly V[], raw: string | null, fallback: V): V =>
  values.find((v) => v === raw) ?? fallback;

export function businessFiltersFromSearch(search: URLSearchParams, now = new Date()): BusinessFilters {
  const period = oneOf(REPORTING_PERIODS, search.get('period'), 'monthly');
  const groupBy = oneOf(BREAKDOWNS, search.get('groupBy'), 'customer');
  const from = search.get('from');
  const to = search.get('to');
  // Custom dates are kept as typed (half a date too): the page says when they are not a range.
  if (from !== null || to !== null) {
    return { preset: 'custom', range: { from: from ?? '', to: to ?? '' }, period, groupBy };
  }
  const preset = oneOf(RANGE_PRESETS, search.get('preset'), 'thisYear');
  return { preset, range: presetRange(preset, now), period, groupBy };
}

/** The URL with these choices, only what differs from the defaults; other parameters stay. */
export function searchWithBusinessFilters(search: URLSearchParams, f: BusinessFilters) {
  const next = new URLSearchParams(search);
  for (const key of ['preset', 'from', 'to', 'period', 'groupBy']) next.delete(key);
  if (f.preset === 'custom') {
    next.set('from', f.range.from);
    next.set('to', f.range.to);
  } else if (f.preset !== 'thisYear') next.set('preset', f.preset);
  if (f.period !== 'monthly') next.set('period', f.period);
  if (f.groupBy !== 'customer') next.set('groupBy', f.groupBy);
  return next;
}
