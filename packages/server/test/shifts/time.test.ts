// Shift times survive the API and database unchanged, and a shift across the
// spring or autumn clock change has its true length (property test over random shifts).
import { durationMinutes } from '@tuura/domain/rules/startEndForm';
import { addDays, zonedParts, zonedTime } from '@tuura/domain/rules/zonedTime';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { iso, MINUTE, type ShiftApi, shiftApi } from '../support/shifts.ts';

let t: TestApp;
let api: ShiftApi;
beforeAll(async () => {
  t = await createTestApp();
  // Every shift of 2025–2027 must lie in the past, so the 5-minute rule lets it in.
  t.clock.advance(Date.parse('2028-01-10T00:00:00Z') - Date.now());
  api = shiftApi(t, await t.sessionFor('worker'));
});
afterAll(() => t.close());

const YEARS = [2025, 2026, 2027];

/** The last Sunday of a month (1-based), as YYYY-MM-DD. */
function lastSunday(year: number, month: number) {
  const last = new Date(Date.UTC(year, month, 0));
  return addDays(last.toISOString().slice(0, 10), -last.getUTCDay());
}

const SPRING = YEARS.map((y) => lastSunday(y, 3));
const AUTUMN = YEARS.map((y) => lastSunday(y, 10));

async function roundTrip(from: Date, to: Date): Promise<WorkerShift> {
  const created = await api.add({ name: 'Aikatesti', from: iso(from), to: iso(to) });
  const res = await api.get(created._id);
  expect(res.statusCode).toBe(200);
  return res.json().shift;
}

describe('shift times in Europe/Helsinki', () => {
  it('the clocks change on those Sundays in the domain zone rules: an hour missing, an hour twice', () => {
    expect(SPRING).toEqual(['2025-03-30', '2026-03-29', '2027-03-28']);
    expect(AUTUMN).toEqual(['2025-10-26', '2026-10-25', '2027-10-31']);
    const hoursBetween = (day: string, a: number, b: number) =>
      (zonedTime(day, b).getTime() - zonedTime(day, a).getTime()) / 3_600_000;
    // 2.00 to 4.00 wall clock: one hour in spring (3.00 never comes), three in autumn (3.00 twice).
    for (const sunday of SPRING) expect(hoursBetween(sunday, 2, 4), sunday).toBe(1);
    for (const sunday of AUTUMN) expect(hoursBetween(sunday, 2, 4), sunday).toBe(3);
    // The Sunday before each: an ordinary two hours.
    for (const sunday of [...SPRING, ...AUTUMN]) expect(hoursBetween(addDays(sunday, -7), 2, 4)).toBe(2);
  });

  it.each(SPRING)('a 22–08 night into %s (spring) lasts 9 hours', async (sunday) => {
    const shift = await roundTrip(zonedTime(addDays(sunday, -1), 22), zonedTime(sunday, 8));
    expect(durationMinutes(shift.from, shift.to)).toBe(9 * 60);
    expect(zonedParts(shift.from)).toMatchObject({ date: addDays(sunday, -1), hour: 22, minute: 0 });
    expect(zonedParts(shift.to ?? '')).toMatchObject({ date: sunday, hour: 8, minute: 0 });
  });

  it.each(AUTUMN)('a 22–08 night into %s (autumn) lasts 11 hours', async (sunday) => {
    const shift = await roundTrip(zonedTime(addDays(sunday, -1), 22), zonedTime(sunday, 8));
    expect(durationMinutes(shift.from, shift.to)).toBe(11 * 60);
    expect(zonedParts(shift.to ?? '')).toMatchObject({ date: sunday, hour: 8, minute: 0 });
  });

  it('lists a clock-change night with the same instants', async () => {
    const sunday = AUTUMN[1] ?? '';
    const from = zonedTime(addDays(sunday, -1), 21, 30);
    const to = zonedTime(sunday, 7, 45);
    const created = await roundTrip(from, to);
    const listed = await api.shifts({ from: iso(from), to: iso(to) });
    expect(listed.find((s) => s._id === created._id)).toMatchObject({ from: iso(from), to: iso(to) });
  });

  it('returns the instants it was given and their real elapsed minutes (property)', async () => {
    const changeDays = [...SPRING, ...AUTUMN].flatMap((d) => [addDays(d, -1), d]);
    const date = fc.oneof(
      fc.integer({ min: 0, max: 3 * 365 - 1 }).map((i) => addDays('2025-01-01', i)),
      fc.constantFrom(...changeDays),
    );
    const shift = fc.record({
      date,
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 11 }).map((m) => m * 5),
      // 30 minutes to 16 hours, in the picker's 5-minute steps.
      length: fc.integer({ min: 6, max: 16 * 12 }).map((n) => n * 5),
    });
    await fc.assert(
      fc.asyncProperty(shift, async ({ date, hour, minute, length }) => {
        const from = zonedTime(date, hour, minute);
        const to = new Date(from.getTime() + length * MINUTE);
        const got = await roundTrip(from, to);
        expect(got.from).toBe(iso(from));
        expect(got.to).toBe(iso(to));
        expect(durationMinutes(got.from, got.to)).toBe(length);
        expect(durationMinutes(got.from, got.to)).toBe(
          (Date.parse(got.to ?? '') - Date.parse(got.from)) / MINUTE,
        );
        // The wall clock reads back, except a time in the spring gap, which is an hour later.
        const inGap = SPRING.includes(date) && hour === 3;
        expect(zonedParts(got.from)).toEqual({
          date,
          hour: inGap ? 4 : hour,
          minute,
          second: 0,
        });
      }),
      { numRuns: 25 },
    );
  });
});
