// Week arithmetic of my shifts: Monday-first weeks, ISO week numbers around new year, and the
// bounds sent to the API as Helsinki midnights (a clock-change day is 23 or 25 hours long).
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayRange,
  isoWeek,
  monthGrid,
  todayInZone,
  weekDays,
  weekRange,
  weekStart,
} from '../src/features/shifts/week.ts';

describe('weekStart and weekDays', () => {
  it('a week starts on Monday, also from a Sunday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
  });

  it('over a new year and a month end', () => {
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});

describe('isoWeek', () => {
  it('numbers an ordinary week', () => {
    expect(isoWeek('2026-11-23')).toEqual({ year: 2026, week: 48 });
    expect(isoWeek('2026-11-29')).toEqual({ year: 2026, week: 48 });
  });

  it('31.12.2024 is in week 1 of 2025 (the week holding 2.1.2025, a Thursday)', () => {
    expect(isoWeek('2024-12-29')).toEqual({ year: 2024, week: 52 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeek('2024-12-31')).toEqual({ year: 2025, week: 1 });
    expect(isoWeek('2025-01-05')).toEqual({ year: 2025, week: 1 });
    expect(isoWeek('2025-01-06')).toEqual({ year: 2025, week: 2 });
  });

  it('2026 has 53 weeks: 1.1.2027 is in week 53 of 2026', () => {
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
  });

  it('early January can still be in the previous year', () => {
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2022-01-02')).toEqual({ year: 2021, week: 52 });
    expect(isoWeek('2022-01-03')).toEqual({ year: 2022, week: 1 });
  });
});

describe('bounds in Helsinki time', () => {
  it('a winter week runs from Monday 0.00 EET to the next Monday', () => {
    expect(weekRange('2026-11-23')).toEqual({
      from: '2026-11-22T22:00:00.000Z',
      to: '2026-11-29T22:00:00.000Z',
    });
  });

  it('the spring clock change day is 23 hours, the autumn one 25', () => {
    const spring = dayRange('2026-03-29', '2026-03-29');
    expect(spring).toEqual({ from: '2026-03-28T22:00:00.000Z', to: '2026-03-29T21:00:00.000Z' });
    const autumn = dayRange('2026-10-25', '2026-10-25');
    expect(Date.parse(autumn.to) - Date.parse(autumn.from)).toBe(25 * 3_600_000);
  });

  it('today is the Helsinki date, not the machine zone', () => {
    // 23.30 in New York on the 22nd is 6.30 on the 23rd in Helsinki.
    expect(todayInZone(new Date('2026-11-23T04:30:00Z'))).toBe('2026-11-23');
  });
});

describe('months', () => {
  it('adds months over a year end', () => {
    expect(addMonths('2026-11-15', 1)).toBe('2026-12-01');
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2027-01-10', -1)).toBe('2026-12-01');
  });

  it('a month view shows whole Monday-first weeks', () => {
    // November 2026: Sunday the 1st, Monday the 30th.
    expect(monthGrid('2026-11-10')).toEqual({ first: '2026-10-26', last: '2026-12-06' });
    // February 2027: Monday the 1st, Sunday the 28th.
    expect(monthGrid('2027-02-01')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
  });
});
