// The report pages' range presets (decision 141), worked out by hand: days [from, to) around
// today in Helsinki (the tests run in New York's zone on purpose), and the business page's labels.
import { describe, expect, it } from 'vitest';
import { percent, periodLabel } from '../src/features/business/format.ts';
import { isValidRange, lastDayOf, presetOf, presetRange, rangeOfDays } from '../src/lib/rangePresets.ts';

const at = (iso: string) => new Date(iso);

describe('range presets', () => {
  const november = at('2026-11-25T10:00:00Z');

  it('takes this and last month, quarter and year around a day in November', () => {
    expect(presetRange('thisMonth', november)).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(presetRange('lastMonth', november)).toEqual({ from: '2026-10-01', to: '2026-11-01' });
    expect(presetRange('thisQuarter', november)).toEqual({ from: '2026-10-01', to: '2027-01-01' });
    expect(presetRange('lastQuarter', november)).toEqual({ from: '2026-07-01', to: '2026-10-01' });
    expect(presetRange('thisYear', november)).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(presetRange('lastYear', november)).toEqual({ from: '2025-01-01', to: '2026-01-01' });
  });

  it('reaches back over the new year in January', () => {
    const january = at('2027-01-15T10:00:00Z');
    expect(presetRange('lastMonth', january)).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(presetRange('lastQuarter', january)).toEqual({ from: '2026-10-01', to: '2027-01-01' });
    expect(presetRange('thisQuarter', january)).toEqual({ from: '2027-01-01', to: '2027-04-01' });
    expect(presetRange('thisYear', january)).toEqual({ from: '2027-01-01', to: '2028-01-01' });
  });

  it('counts the day in Helsinki, not in the browser’s zone', () => {
    // 31 Dec 2026 23:30 UTC is already 1 Jan 2027 in Helsinki (and still 31 Dec in New York).
    const newYearsNight = at('2026-12-31T23:30:00Z');
    expect(presetRange('thisMonth', newYearsNight)).toEqual({ from: '2027-01-01', to: '2027-02-01' });
    expect(presetRange('lastMonth', newYearsNight)).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    // 30 Jun 21:30 UTC is 1 Jul 00:30 in Helsinki (summer time, +3): the third quarter has begun.
    const julyMidnight = at('2026-06-30T21:30:00Z');
    expect(presetRange('thisQuarter', julyMidnight)).toEqual({ from: '2026-07-01', to: '2026-10-01' });
    expect(presetRange('lastQuarter', julyMidnight)).toEqual({ from: '2026-04-01', to: '2026-07-01' });
    // 30 Jun 20:30 UTC is still 30 Jun in Helsinki: the second quarter.
    expect(presetRange('thisQuarter', at('2026-06-30T20:30:00Z'))).toEqual({
      from: '2026-04-01',
      to: '2026-07-01',
    });
  });

  it('takes each quarter’s first and last month into the same quarter', () => {
    expect(presetRange('lastQuarter', at('2026-04-01T09:00:00Z'))).toEqual({
      from: '2026-01-01',
      to: '2026-04-01',
    });
    expect(presetRange('lastQuarter', at('2026-03-31T09:00:00Z'))).toEqual({
      from: '2025-10-01',
      to: '2026-01-01',
    });
    expect(presetRange('thisQuarter', at('2026-12-15T10:00:00Z'))).toEqual({
      from: '2026-10-01',
      to: '2027-01-01',
    });
  });

  it('ends February on the 29th in a leap year and the 28th otherwise', () => {
    const leapMarch = presetRange('lastMonth', at('2028-03-10T10:00:00Z'));
    expect(leapMarch).toEqual({ from: '2028-02-01', to: '2028-03-01' });
    expect(lastDayOf(leapMarch)).toBe('2028-02-29');
    expect(lastDayOf(presetRange('lastMonth', at('2027-03-10T10:00:00Z')))).toBe('2027-02-28');
    expect(lastDayOf(presetRange('thisMonth', at('2028-02-29T10:00:00Z')))).toBe('2028-02-29');
  });

  it('names the preset a range is, and none for a range of one’s own', () => {
    expect(presetOf({ from: '2026-10-01', to: '2026-11-01' }, november)).toBe('lastMonth');
    expect(presetOf({ from: '2026-07-01', to: '2026-10-01' }, november)).toBe('lastQuarter');
    expect(presetOf({ from: '2026-10-02', to: '2026-11-01' }, november)).toBeNull();
    expect(rangeOfDays('2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(lastDayOf({ from: '2026-01-01', to: '2027-01-01' })).toBe('2026-12-31');
  });

  it('sends only a whole range that ends after it starts', () => {
    expect(isValidRange({ from: '2026-01-01', to: '2026-02-01' })).toBe(true);
    expect(isValidRange({ from: '2026-02-01', to: '2026-02-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-02-01' })).toBe(false);
  });
});

describe('business page labels', () => {
  it('names periods and shares', () => {
    expect(periodLabel({ start: '2026-04-01', end: '2026-07-01' }, 'triMonthly', 'fi')).toBe('Q2 2026');
    expect(periodLabel({ start: '2026-07-01', end: '2027-01-01' }, 'halfYearly', 'en')).toBe('H2 2026');
    expect(periodLabel({ start: '2026-11-01', end: '2026-12-01' }, 'monthly', 'fi')).toBe('marraskuu 2026');
    expect(periodLabel({ start: '2026-11-23', end: '2026-11-30' }, 'weekly', 'fi')).toBe('23.11.–29.11.');
    expect(percent(1, 8, 'fi')).toBe('12,5\u00a0%');
    expect(percent(1, 0, 'fi')).toBe('–');
  });
});
