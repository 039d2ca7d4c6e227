import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateEndDayOffset, templateShiftOn } from '../../src/rules/templateShift.ts';
import { addDays, zonedParts, zonedTime } from '../../src/rules/zonedTime.ts';
import { isoDate } from '../support/arbitraries.ts';

const HOUR = 3_600_000;
const hoursOf = (s: { from: Date; to: Date }) => (s.to.getTime() - s.from.getTime()) / HOUR;
/** A template sampled on a winter day, at Helsinki clock times. */
const sample = (fromHour: number, toHour: number, toDay = fromHour < toHour ? 0 : 1, minute = 0) => ({
  from: zonedTime('2025-01-15', fromHour, minute).toISOString(),
  to: zonedTime(addDays('2025-01-15', toDay), toHour, minute).toISOString(),
});

describe("a template's shift on a day", () => {
  it('starts and ends at the sample clock times, winter and summer alike', () => {
    const day = templateShiftOn(sample(8, 16), '2026-07-14');
    expect(day.from.toISOString()).toBe('2026-07-14T05:00:00.000Z');
    expect(day.to.toISOString()).toBe('2026-07-14T13:00:00.000Z');
    const winter = templateShiftOn(sample(8, 16), '2026-11-30');
    expect(winter.from.toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(hoursOf(winter)).toBe(8);
  });

  it('ends the next day when the end clock is not after the start clock', () => {
    const night = templateShiftOn(sample(22, 7), '2026-11-30');
    expect(night.from.toISOString()).toBe('2026-11-30T20:00:00.000Z');
    expect(night.to.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(hoursOf(night)).toBe(9);
    // A 24-hour sample (8.00 to 8.00) is a whole day, not an empty shift.
    expect(hoursOf(templateShiftOn(sample(8, 8), '2026-11-30'))).toBe(24);
  });

  it('is 10 hours on the autumn clock-change night and 8 on the spring one (22.00–7.00)', () => {
    const autumn = templateShiftOn(sample(22, 7), '2026-10-24');
    expect(autumn.from.toISOString()).toBe('2026-10-24T19:00:00.000Z'); // 22.00 summer time
    expect(autumn.to.toISOString()).toBe('2026-10-25T05:00:00.000Z'); // 7.00 winter time
    expect(hoursOf(autumn)).toBe(10);
    const spring = templateShiftOn(sample(22, 7), '2026-03-28');
    expect(spring.from.toISOString()).toBe('2026-03-28T20:00:00.000Z'); // 22.00 winter time
    expect(spring.to.toISOString()).toBe('2026-03-29T04:00:00.000Z'); // 7.00 summer time
    expect(hoursOf(spring)).toBe(8);
  });

  it('keeps a sample longer than a day as its calendar days plus the clock times', () => {
    const long = sample(8, 20, 1); // 8.00 to 20.00 the next day: 36 hours
    expect(templateEndDayOffset(long)).toBe(1);
    expect(hoursOf(templateShiftOn(long, '2026-11-30'))).toBe(36);
  });

  it('reads a sample stored in summer time at its Helsinki clock', () => {
    const summer = { from: '2024-06-03T04:30:00Z', to: '2024-06-03T12:45:00Z' }; // 7.30–15.45
    const shift = templateShiftOn(summer, '2026-12-07');
    expect(zonedParts(shift.from)).toMatchObject({ date: '2026-12-07', hour: 7, minute: 30 });
    expect(zonedParts(shift.to)).toMatchObject({ date: '2026-12-07', hour: 15, minute: 45 });
  });

  it('never ends before it starts, even starting in the spring gap', () => {
    const inGap = templateShiftOn(sample(3, 4, 0, 30), '2026-03-29'); // 3.30 does not exist that day
    expect(inGap.to.getTime()).toBeGreaterThan(inGap.from.getTime());
  });

  const clock = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 11 }) });

  it('starts on the day at the start clock and ends at the end clock, after the start (property)', () => {
    fc.assert(
      fc.property(clock, clock, isoDate, (start, end, day) => {
        const template = {
          from: zonedTime('2025-01-15', start.hour, start.minute * 5),
          to: zonedTime(
            start.hour * 60 + start.minute * 5 < end.hour * 60 + end.minute * 5 ? '2025-01-15' : '2025-01-16',
            end.hour,
            end.minute * 5,
          ),
        };
        const shift = templateShiftOn(template, day);
        expect(shift.to.getTime()).toBeGreaterThan(shift.from.getTime());
        const from = zonedParts(shift.from);
        const to = zonedParts(shift.to);
        // Outside the spring gap each end reads back as its clock time on its own date.
        if (from.hour === start.hour) expect(from).toMatchObject({ date: day, minute: start.minute * 5 });
        if (to.hour === end.hour) {
          expect(to.minute).toBe(end.minute * 5);
          expect([day, addDays(day, 1)]).toContain(to.date);
        }
        // The length is the wall-clock span, give or take the hour a clock change adds or takes.
        const wall = (end.hour * 60 + end.minute * 5 - (start.hour * 60 + start.minute * 5) + 1440) % 1440;
        const minutes = (shift.to.getTime() - shift.from.getTime()) / 60_000;
        expect(Math.abs(minutes - (wall === 0 ? 1440 : wall))).toBeLessThanOrEqual(60);
      }),
    );
  });

  it('is exactly the wall-clock span on days without a clock change (property)', () => {
    // Days in December and January: Helsinki stays at UTC+2 throughout.
    const winterDay = fc
      .tuple(fc.integer({ min: 2020, max: 2040 }), fc.integer({ min: 1, max: 28 }), fc.boolean())
      .map(([y, d, dec]) => `${y}-${dec ? '12' : '01'}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(clock, clock, winterDay, (start, end, day) => {
        const a = start.hour * 60 + start.minute * 5;
        const b = end.hour * 60 + end.minute * 5;
        const template = {
          from: zonedTime('2025-07-15', start.hour, start.minute * 5),
          to: zonedTime(a < b ? '2025-07-15' : '2025-07-16', end.hour, end.minute * 5),
        };
        const minutes =
          (templateShiftOn(template, day).to.getTime() -
            Date.parse(zonedTime(day, start.hour, start.minute * 5).toISOString())) /
          60_000;
        expect(minutes).toBe((b - a + 1440) % 1440 || 1440);
      }),
    );
  });
});
