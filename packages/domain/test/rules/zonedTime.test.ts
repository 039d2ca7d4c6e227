import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  templateTimesOn,
  wallClockMillis,
  zonedDate,
  zonedParts,
  zonedTime,
} from '../../src/rules/zonedTime.ts';

describe('zoned time in Europe/Helsinki', () => {
  it('places winter and summer wall-clock times at UTC+2 and UTC+3', () => {
    expect(zonedTime('2026-01-15', 8).toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(zonedTime('2026-07-15', 8).toISOString()).toBe('2026-07-15T05:00:00.000Z');
  });

  it('handles the clock change nights', () => {
    // Spring: 03:00 becomes 04:00 on the last Sunday of March.
    expect(zonedTime('2026-03-29', 2).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(zonedTime('2026-03-29', 4).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // Autumn: a night shift 22–08 across the change lasts 11 hours.
    const from = zonedTime('2026-10-24', 22);
    const to = zonedTime('2026-10-25', 8);
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(11);
  });

  it('reads back the wall clock it was given (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (d, hour, minute) => {
          const date = d.toISOString().slice(0, 10);
          const at = zonedTime(date, hour, minute);
          const p = zonedParts(at);
          // Times in the spring gap do not exist; everything else round-trips.
          if (p.hour !== hour) return p.hour === hour + 1;
          return p.date === date && p.minute === minute;
        },
      ),
    );
  });

  it('gives the wall clock as UTC fields, across the clock changes (property)', () => {
    // 00:30 UTC on the autumn change night is 03:30 summer time; 01:30 UTC is 03:30 winter time.
    expect(new Date(wallClockMillis('2026-10-25T00:30:00Z')).toISOString()).toBe('2026-10-25T03:30:00.000Z');
    expect(new Date(wallClockMillis('2026-10-25T01:30:00Z')).toISOString()).toBe('2026-10-25T03:30:00.000Z');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        (d) => {
          const wall = new Date(wallClockMillis(d));
          const p = zonedParts(d);
          expect(wall.toISOString().slice(0, 10)).toBe(p.date);
          expect([wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds()]).toEqual([
            p.hour,
            p.minute,
            p.second,
          ]);
        },
      ),
    );
  });

  it('gives the Helsinki date of an instant late in the UTC evening', () => {
    expect(zonedDate('2026-11-21T22:30:00Z')).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('moves a template to another day keeping start time and duration', () => {
    const template = { from: '2024-05-02T05:00:00Z', to: '2024-05-02T13:30:00Z' }; // 8.00–16.30 summer
    const { from, to } = templateTimesOn(template, '2026-11-23'); // winter
    expect(from.toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(to.getTime() - from.getTime()).toBe(8.5 * 3_600_000);
  });
});
