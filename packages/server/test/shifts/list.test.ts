// GET /api/shifts/user/worker and /api/shifts/count/worker: own shifts only, by time window,
// the ongoing shift (submitted=false) and missing stamps.

import { REQUEST } from '@tuura/domain/limits';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/db/schema/index.ts';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import { makeOrganization, makeUser } from '../support/factories.ts';
import {
  DAY,
  HOUR,
  iso,
  MINUTE,
  ms,
  pick,
  plainWorkers,
  type ShiftApi,
  type ShiftRow,
  shiftApi,
  shiftRows,
  userByEmail,
} from '../support/shifts.ts';

let t: TestApp;
let api: ShiftApi;
let workerId: string;
let mine: ShiftRow[];
beforeAll(async () => {
  t = await createTestApp();
  api = shiftApi(t, await t.sessionFor('worker'));
  workerId = (await userByEmail(t, DEMO_ACCOUNTS.worker)).id;
  mine = await shiftRows(t, workerId);
});
afterAll(() => t.close());

const ids = (list: { _id: string }[]) => list.map((s) => s._id);
const starts = (list: WorkerShift[]) => list.map((s) => ms(s.from));

/** What a closed window [from, to] should hold: shifts [a, b) with a <= to and b > from. */
const inWindow = (rows: ShiftRow[], from: number, to: number) =>
  rows.filter((r) => r.from.getTime() <= to && (r.to === null || r.to.getTime() > from));

describe('GET /api/shifts/user/worker', () => {
  it('lists own shifts in a window, oldest first, each with its customer and department', async () => {
    const from = Date.now() - 14 * DAY + 7 * MINUTE;
    const to = Date.now() + 14 * DAY + 7 * MINUTE;
    const list = await api.shifts({ from: iso(from), to: iso(to) });
    expect(list.length).toBeGreaterThan(5);
    expect(ids(list)).toEqual(inWindow(mine, from, to).map((r) => r.id));
    expect(starts(list)).toEqual([...starts(list)].sort((a, b) => a - b));
    for (const s of list) {
      expect(s.worker).toBe(workerId);
      expect(s.place).toEqual({ customer: expect.any(String), department: expect.any(String) });
      expect(s.place?.customer).not.toBe('');
      expect(s).not.toHaveProperty('meta');
      expect(s).not.toHaveProperty('billing');
    }
  });

  it('answers submitted=false with exactly the running shift', async () => {
    const running = mine.filter((r) => !r.submitted);
    expect(running).toHaveLength(1);
    const list = await api.shifts({ submitted: false });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ _id: running[0]?.id, submitted: false, to: null });
  });

  it('answers stampMissing=true with required, unstamped shifts only', async () => {
    const expected = mine.filter((r) => r.stampRequired && !r.stamped);
    expect(expected.length).toBeGreaterThan(0);
    const list = await api.shifts({ stampMissing: true });
    expect(ids(list).sort()).toEqual(expected.map((r) => r.id).sort());
    for (const s of list) expect(s.stamp).toMatchObject({ required: true, stamped: false });
  });

  it('includes a shift that started before the window and ends inside it', async () => {
    const s = pick(mine, (r) => r.to !== null && r.to.getTime() < Date.now(), 'a past shift');
    const from = s.from.getTime() + HOUR;
    const to = (s.to?.getTime() ?? 0) + 2 * HOUR;
    const list = await api.shifts({ from: iso(from), to: iso(to) });
    expect(ids(list)).toContain(s.id);
    expect(ids(list)).toEqual(inWindow(mine, from, to).map((r) => r.id));
  });

  it('honours limit, keeping the oldest', async () => {
    const list = await api.shifts({ limit: 3 });
    expect(ids(list)).toEqual(mine.slice(0, 3).map((r) => r.id));
  });

  it("never shows another worker's shifts", async () => {
    const [other] = await plainWorkers(t);
    if (!other) throw new Error('no other worker');
    const theirs = await t.db.select({ id: shifts.id }).from(shifts).where(eq(shifts.workerId, other.id));
    expect(theirs.length).toBeGreaterThan(0);
    const list = await api.shifts();
    expect(list).toHaveLength(mine.length);
    expect(new Set(list.map((s) => s.worker))).toEqual(new Set([workerId]));
    const listed = new Set(ids(list));
    for (const s of theirs) expect(listed.has(s.id)).toBe(false);
  });

  it('lets in workers only: anonymous 401, guest 403', async () => {
    expect((await shiftApi(t).list()).statusCode).toBe(401);
    expect((await shiftApi(t, await t.sessionFor('guest')).list()).statusCode).toBe(403);
  });

  it('refuses a window bound that is not a date-time', async () => {
    const res = await api.list({ from: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['querystring.from'].key).toBe('format');
  });

  it("refuses a window that ends before it starts: 'after' (list and count)", async () => {
    const q = { from: iso(Date.now()), to: iso(Date.now() - HOUR) };
    for (const res of [await api.list(q), await api.count(q)]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields['querystring.to'].key).toBe('after');
    }
  });
});

describe('GET /api/shifts/count/worker', () => {
  const windowNow = () => ({ from: iso(Date.now() - 10 * DAY), to: iso(Date.now() + 10 * DAY) });
  const cases: [string, () => Record<string, string | boolean>][] = [
    ['no filters', () => ({})],
    ['submitted=false', () => ({ submitted: false })],
    ['submitted=true', () => ({ submitted: true })],
    ['stampMissing=true', () => ({ stampMissing: true })],
    ['a window', windowNow],
    ['a window with stampMissing', () => ({ ...windowNow(), stampMissing: true })],
  ];
  it.each(cases)('matches the list length for %s', async (_, filters) => {
    const q = filters();
    const list = await api.shifts(q);
    const res = await api.count(q);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: list.length });
  });

  it('counts only own shifts', async () => {
    expect((await api.count()).json().count).toBe(mine.length);
    expect((await shiftApi(t, await t.sessionFor('guest')).count()).statusCode).toBe(403);
  });
});

describe('GET /api/shifts/user/worker is bounded', () => {
  it('answers at most a page of the largest size without a window, the earliest first; a limit takes fewer', async () => {
    const org = await makeOrganization(t);
    const worker = await makeUser(t, org.organization.id);
    const start = Date.now() - 800 * DAY;
    await t.db.insert(shifts).values(
      Array.from({ length: REQUEST.maxPageSize + 20 }, (_, i) => ({
        organizationId: org.organization.id,
        workerId: worker.id,
        departmentId: org.department.id,
        name: `Vuoro ${i}`,
        from: new Date(start + i * DAY),
        to: new Date(start + i * DAY + 8 * HOUR),
      })),
    );
    const own = shiftApi(t, await t.sessionAs({ organizationId: worker.organizationId, userId: worker.id }));
    const all = await own.shifts({});
    expect(all).toHaveLength(REQUEST.maxPageSize);
    expect(all[0]?.name).toBe('Vuoro 0');
    expect(all.at(-1)?.name).toBe(`Vuoro ${REQUEST.maxPageSize - 1}`);
    expect(await own.shifts({ limit: '10' })).toHaveLength(10);
  });
});
