// The business page's range presets (Helsinki dates [from, to)) and its labels.
import { describe, expect, it } from 'vitest';
import { percent, periodLabel } from '../src/features/business/format.ts';
import { isValidRange, presetRange } from '../src/features/business/range.ts';

describe('business page ranges', () => {
  // 31 Dec 2026 23:30 UTC is already 1 Jan 2027 in Helsinki.
  const newYearsNight = new Date('2026-12-31T23:30:00Z');
  const november = new Date('2026-11-25T10:00:00Z');

  it('takes the presets around now in Helsinki', () => {
    expect(presetRange('thisMonth', november)).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(presetRange('thisQuarter', november)).toEqual({ from: '2026-10-01', to: '2027-01-01' });
    expect(presetRange('thisYear', november)).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(presetRange('lastYear', november)).toEqual({ from: '2025-01-01', to: '2026-01-01' });
    expect(presetRange('thisMonth', newYearsNight)).toEqual({ from: '2027-01-01', to: '2027-02-01' });
    expect(presetRange('thisQuarter', new Date('2026-12-15T10:00:00Z'))).toEqual({
      from: '2026-10-01',
      to: '2027-01-01',
    });
  });

  it('sends only a whole range that ends after it starts', () => {
    expect(isValidRange({ from: '2026-01-01', to: '2026-02-01' })).toBe(true);
    expect(isValidRange({ from: '2026-02-01', to: '2026-02-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-02-01' })).toBe(false);
  });

  it('names periods and shares', () => {
    expect(periodLabel({ start: '2026-04-01', end: '2026-07-01' }, 'triMonthly', 'fi')).toBe('Q2 2026');
    expect(periodLabel({ start: '2026-07-01', end: '2027-01-01' }, 'halfYearly', 'en')).toBe('H2 2026');
    expect(periodLabel({ start: '2026-11-01', end: '2026-12-01' }, 'monthly', 'fi')).toBe('marraskuu 2026');
    expect(periodLabel({ start: '2026-11-23', end: '2026-11-30' }, 'weekly', 'fi')).toBe('23.11.–29.11.');
    expect(percent(1, 8, 'fi')).toBe('12,5\u00a0%');
    expect(percent(1, 0, 'fi')).toBe('–');
  });
});
