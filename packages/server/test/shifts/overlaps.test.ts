// POST /api/users/overlaps: own shifts and open shift requests meeting a span (spec §4).
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestions } from '../../src/db/schema/index.ts';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import {
  HOUR,
  iso,
  MINUTE,
  ms,
  type OverlapsAnswer,
  quietPast,
  type ShiftApi,
  shiftApi,
  userByEmail,
} from '../support/shifts.ts';

let t: TestApp;
let api: ShiftApi;
let worker: { id: string; organizationId: string };
/** An own shift on a day with nothing else near it (10 weeks back, before the demo data). */
let lone: WorkerShift;
beforeAll(async () => {
  t = await createTestApp();
  api = shiftApi(t, await t.sessionFor('worker'));
  worker = await userByEmail(t, DEMO_ACCOUNTS.worker);
  lone = await api.add({ ...quietPast(70, 10, 4), name: 'Yksinäinen vuoro' });
});
afterAll(() => t.close());

async function check(body: { from: string; to?: string | null; exclude?: string | null }) {
  const res = await api.overlaps(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OverlapsAnswer;
}
const shiftIds = (a: OverlapsAnswer) => a.user.shifts.map((s) => s._id);
const loneFrom = () => ms(lone.from);
const loneTo = () => ms(lone.to);

describe('POST /api/users/overlaps: shifts', () => {
  it("finds a planned shift the span overlaps, with the shift's details", async () => {
    const [planned] = (await api.shifts({ from: iso(Date.now() + 2 * 86_400_000) })).filter(
      (s) => s.submitted,
    );
    if (!planned) throw new Error('no planned shift');
    const answer = await check({
      from: iso(ms(planned.from) + 30 * MINUTE),
      to: iso(ms(planned.from) + HOUR),
    });
    expect(answer.overlaps).toBe(true);
    expect(answer.user.shifts.find((s) => s._id === planned._id)).toEqual(planned);
  });

  it('finds a shift a span partly covers, at either end', async () => {
    const before = await check({ from: iso(loneFrom() - HOUR), to: iso(loneFrom() + MINUTE) });
    expect(before).toMatchObject({ overlaps: true });
    expect(shiftIds(before)).toEqual([lone._id]);
    const after = await check({ from: iso(loneTo() - MINUTE), to: iso(loneTo() + HOUR) });
    expect(shiftIds(after)).toEqual([lone._id]);
  });

  it('does not count spans that only touch it end-to-start', async () => {
    expect(await check({ from: iso(loneTo()), to: iso(loneTo() + HOUR) })).toEqual({
      user: { shifts: [], suggestions: [] },
      overlaps: false,
    });
    expect((await check({ from: iso(loneFrom() - HOUR), to: iso(loneFrom()) })).overlaps).toBe(false);
  });

  it('takes to: null as the instant from', async () => {
    expect(shiftIds(await check({ from: iso(loneFrom() + HOUR), to: null }))).toEqual([lone._id]);
    expect(shiftIds(await check({ from: iso(loneFrom()) }))).toEqual([lone._id]);
    expect((await check({ from: iso(loneTo()), to: null })).overlaps).toBe(false);
    expect((await check({ from: iso(loneFrom() - MINUTE), to: null })).overlaps).toBe(false);
  });

  it('finds the running shift at a moment inside it', async () => {
    const [running] = await api.shifts({ submitted: false });
    if (!running) throw new Error('no running shift');
    const answer = await check({ from: iso(ms(running.from) + MINUTE), to: null });
    expect(answer.overlaps).toBe(true);
    expect(shiftIds(answer)).toContain(running._id);
  });

  it('does not let the running shift overlap a span next week (it has run until now, no further)', async () => {
    const [running] = await api.shifts({ submitted: false });
    if (!running) throw new Error('no running shift');
    const nextWeek = Date.now() + 7 * 24 * 60 * MINUTE;
    const answer = await check({ from: iso(nextWeek), to: iso(nextWeek + 60 * MINUTE) });
    expect(shiftIds(answer)).not.toContain(running._id);
    const list = await api.shifts({ from: iso(nextWeek), to: iso(nextWeek + 24 * 60 * MINUTE) });
    expect(list.map((s) => s._id)).not.toContain(running._id);
  });

  it('leaves out the shift named in exclude', async () => {
    const span = { from: lone.from, to: lone.to };
    expect(shiftIds(await check(span))).toEqual([lone._id]);
    expect(await check({ ...span, exclude: lone._id })).toMatchObject({
      overlaps: false,
      user: { shifts: [] },
    });
  });

  it("never reports another user's shifts", async () => {
    const admin = shiftApi(t, await t.sessionFor('admin'));
    const res = await admin.overlaps({ from: lone.from, to: lone.to });
    expect(res.json()).toMatchObject({ overlaps: false, user: { shifts: [] } });
  });
});

describe('POST /api/users/overlaps: shift requests', () => {
  const request = (daysAgo: number, approved: 0 | 1 | 2) => {
    const { from, to } = quietPast(daysAgo, 12, 6);
    return {
      organizationId: worker.organizationId,
      workerId: worker.id,
      name: `Toive ${daysAgo}`,
      from: new Date(from),
      to: new Date(to),
      approved,
    };
  };

  it('finds an open request the span meets', async () => {
    const [row] = await t.db.insert(suggestions).values(request(80, 0)).returning();
    if (!row) throw new Error('insert failed');
    const answer = await check({ from: iso(row.from.getTime() + HOUR), to: iso(row.to.getTime() + HOUR) });
    expect(answer.overlaps).toBe(true);
    expect(answer.user.shifts).toEqual([]);
    expect(answer.user.suggestions).toEqual([
      expect.objectContaining({ _id: row.id, name: row.name, from: row.from.toISOString(), approved: 0 }),
    ]);
    const instant = await check({ from: iso(row.from.getTime() + HOUR), to: null });
    expect(instant.user.suggestions.map((s) => s._id)).toEqual([row.id]);
  });

  it('finds an approved request too, but not a rejected one', async () => {
    const [approved] = await t.db.insert(suggestions).values(request(82, 1)).returning();
    const [rejected] = await t.db.insert(suggestions).values(request(84, 2)).returning();
    if (!approved || !rejected) throw new Error('insert failed');
    const a = await check({ from: iso(approved.from), to: iso(approved.to) });
    expect(a.user.suggestions.map((s) => s._id)).toEqual([approved.id]);
    expect(await check({ from: iso(rejected.from), to: iso(rejected.to) })).toEqual({
      user: { shifts: [], suggestions: [] },
      overlaps: false,
    });
  });
});

describe('POST /api/users/overlaps: access and input', () => {
  it('refuses a guest (403) and anonymous (401)', async () => {
    const body = { from: lone.from, to: lone.to };
    expect((await shiftApi(t, await t.sessionFor('guest')).overlaps(body)).statusCode).toBe(403);
    expect((await shiftApi(t).overlaps(body)).statusCode).toBe(401);
  });

  it('refuses a start that is not a date-time', async () => {
    const res = await api.overlaps({ from: 'tomorrow' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.from.key).toBe('format');
  });

  it("refuses a span that ends before it starts: 'after'", async () => {
    const res = await api.overlaps({ from: lone.to ?? '', to: lone.from });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.to.key).toBe('after');
  });
});
