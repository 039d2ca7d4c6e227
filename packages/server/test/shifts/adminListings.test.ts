// Planning listings beside the admin's shift table (spec §7 Shifts (admin)): open shifts in a
// window, the shift names in use, each worker's final shift and each worker's load. Read with
// `shifts` at read level; another organisation's rows never show, its ids match nothing.

import { ShiftType } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { createTestApp } from '../support/app.ts';
import { makeEmptyCustomer, makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { DAY, HOUR, iso, MINUTE, sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let reader: string;
/** Monday 00:00 UTC of a week 70 days ahead: this file's shifts live there alone. */
let week: number;
let aino: { id: string };
let eero: { id: string };
/** A second department of another customer of the organisation. */
let elsewhere: { id: string; departmentId: string };

beforeAll(async () => {
  t = await createTestApp();
  o = await makeOrganization(t, 'listaus');
  other = await makeOrganization(t, 'toinen');
  reader = await o.sessionFor('reader');
  week = Math.floor((t.clock.now().getTime() + 70 * DAY) / (7 * DAY)) * 7 * DAY + 4 * DAY;
  aino = await makeUser(t, o.organization.id, { firstName: 'Aino' });
  eero = await makeUser(t, o.organization.id, { firstName: 'Eero' });
  elsewhere = await makeEmptyCustomer(t, o, 'Terveysasema');
  const row = (name: string, day: number, extra: Partial<typeof shifts.$inferInsert> = {}) => ({
    organizationId: o.organization.id,
    departmentId: o.department.id,
    name,
    from: new Date(week + day * DAY + 8 * HOUR),
    to: new Date(week + day * DAY + 16 * HOUR),
    ...extra,
  });
  await t.db.insert(shifts).values([
    row('Aamu', 0, { workerId: aino.id }),
    row('Aamu', 1, { workerId: eero.id }),
    row('Aamu', 2),
    row('Ilta', 2, {
      workerId: aino.id,
      to: new Date(week + 2 * DAY + 20 * HOUR),
      from: new Date(week + 2 * DAY + 16 * HOUR),
    }),
    row('Koulutus', 3, {
      type: ShiftType.training,
      workerId: aino.id,
      to: new Date(week + 3 * DAY + 8 * HOUR + 90 * MINUTE),
    }),
    row('Avoin asema', 4, { departmentId: elsewhere.departmentId }),
    row('Yö', 5, { tentativeWorker: 'Matti' }),
    row('Poistettu', 5, { deletedAt: t.clock.now() }),
    row('Poistettu tekijän', 6, { workerId: eero.id, deletedAt: t.clock.now() }),
    // The next week: outside the window, but a later final shift for Eero.
    row('Ensi viikko', 8, { workerId: eero.id }),
  ]);
  // The other organisation's open and filled shifts in the same week: never listed here.
  await t.db.insert(shifts).values([
    {
      organizationId: other.organization.id,
      name: 'Vieras',
      from: new Date(week + 8 * HOUR),
      to: new Date(week + 9 * HOUR),
    },
    {
      organizationId: other.organization.id,
      workerId: other.worker.id,
      name: 'Vieras',
      from: new Date(week + 8 * HOUR),
      to: new Date(week + 9 * HOUR),
    },
  ]);
});
afterAll(() => t.close());

const windowQuery = () => `from=${iso(week)}&to=${iso(week + 7 * DAY)}`;
async function get(path: string, cookie = reader) {
  const res = await call(t, 'GET', path, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (list: { name: string }[]) => list.map((s) => s.name);

describe('GET /api/shifts/unfilled/admin', () => {
  it("pages the window's open shifts in start order, with the total", async () => {
    const all = await get(`/api/shifts/unfilled/admin?${windowQuery()}`);
    expect(names(all.shifts)).toEqual(['Aamu', 'Avoin asema', 'Yö']);
    expect(all).toMatchObject({ total: 3, totalCapped: false });
    expect(all.shifts.every((s: { worker: string | null }) => s.worker === null)).toBe(true);
    const page = await get(`/api/shifts/unfilled/admin?${windowQuery()}&limit=1&offset=1`);
    expect(names(page.shifts)).toEqual(['Avoin asema']);
    expect(page.total).toBe(3);
  });

  it("filters by customer or department; another organisation's match nothing", async () => {
    const q = windowQuery();
    expect(
      names((await get(`/api/shifts/unfilled/admin?${q}&department=${o.department.id}`)).shifts),
    ).toEqual(['Aamu', 'Yö']);
    expect(names((await get(`/api/shifts/unfilled/admin?${q}&customer=${elsewhere.id}`)).shifts)).toEqual([
      'Avoin asema',
    ]);
    expect((await get(`/api/shifts/unfilled/admin?${q}&customer=${other.customer.id}`)).shifts).toEqual([]);
    expect((await get(`/api/shifts/unfilled/admin?${q}&department=${other.department.id}`)).total).toBe(0);
  });
});

describe('GET /api/shifts/unique/admin', () => {
  it('answers the names in use with their type and count, most used first', async () => {
    expect(await get(`/api/shifts/unique/admin?${windowQuery()}`)).toEqual({
      unique: [
        { name: 'Aamu', type: ShiftType.shift, count: 3 },
        { name: 'Avoin asema', type: ShiftType.shift, count: 1 },
        { name: 'Ilta', type: ShiftType.shift, count: 1 },
        { name: 'Koulutus', type: ShiftType.training, count: 1 },
        { name: 'Yö', type: ShiftType.shift, count: 1 },
      ],
      capped: false,
    });
    expect((await get(`/api/shifts/unique/admin?${windowQuery()}&customer=${elsewhere.id}`)).unique).toEqual([
      { name: 'Avoin asema', type: ShiftType.shift, count: 1 },
    ]);
  });

  it(`answers at most ${REQUEST.maxPageSize} names and says more are in use`, async () => {
    const at = week + 30 * DAY;
    await t.db.insert(shifts).values(
      Array.from({ length: REQUEST.maxPageSize + 1 }, (_, i) => ({
        organizationId: o.organization.id,
        name: `Nimi ${String(i).padStart(3, '0')}`,
        from: new Date(at + i * MINUTE),
        to: new Date(at + i * MINUTE + HOUR),
      })),
    );
    const answer = await get(`/api/shifts/unique/admin?from=${iso(at)}&to=${iso(at + DAY)}`);
    expect(answer.unique).toHaveLength(REQUEST.maxPageSize);
    expect(answer.capped).toBe(true);
  });
});

describe('GET /api/shifts/final-shifts/admin', () => {
  it("answers each worker's last planned shift, workers by name, leaving out those without one", async () => {
    const final = await get('/api/shifts/final-shifts/admin');
    const byWorker = Object.fromEntries(
      final.shifts.map((s: { worker: string; name: string }) => [s.worker, s.name]),
    );
    expect(byWorker[aino.id]).toBe('Koulutus');
    expect(byWorker[eero.id]).toBe('Ensi viikko');
    // The factory's worker's last is their running shift; the admin and reader have none.
    expect(byWorker[o.worker.id]).toBe(o.runningShift.name);
    expect(Object.keys(byWorker).sort()).toEqual([aino.id, eero.id, o.worker.id].sort());
    expect(final.shifts.map((s: { workerName: string }) => s.workerName)).toEqual(
      [...final.shifts.map((s: { workerName: string }) => s.workerName)].sort((a, b) =>
        a.localeCompare(b, 'fi'),
      ),
    );
  });

  it('answers the last shift starting before a date when given one, a page at a time', async () => {
    const before = await get(
      `/api/shifts/final-shifts/admin?before=${encodeURIComponent(iso(week + 2 * DAY))}`,
    );
    const byWorker = Object.fromEntries(
      before.shifts.map((s: { worker: string; name: string; from: string }) => [s.worker, s.from]),
    );
    expect(byWorker[aino.id]).toBe(iso(week + 8 * HOUR));
    expect(byWorker[eero.id]).toBe(iso(week + DAY + 8 * HOUR));
    const first = await get('/api/shifts/final-shifts/admin?limit=1');
    const second = await get('/api/shifts/final-shifts/admin?limit=1&offset=1');
    expect(first.shifts).toHaveLength(1);
    expect(second.shifts[0]._id).not.toBe(first.shifts[0]._id);
  });
});

describe('GET /api/shifts/count-by-user/admin', () => {
  it("counts each worker's shifts starting in the window and their minutes; open shifts are nobody's", async () => {
    const { counts } = await get(`/api/shifts/count-by-user/admin?${windowQuery()}`);
    const byUser = Object.fromEntries(counts.map((c: { user: string }) => [c.user, c]));
    expect(byUser[aino.id]).toEqual({ user: aino.id, count: 3, minutes: 8 * 60 + 4 * 60 + 90 });
    expect(byUser[eero.id]).toEqual({ user: eero.id, count: 1, minutes: 8 * 60 });
    expect(counts).toHaveLength(2);
    expect(counts.map((c: { user: string }) => c.user)).toEqual([aino.id, eero.id].sort());
    const one = await get(`/api/shifts/count-by-user/admin?${windowQuery()}&limit=1&offset=1`);
    expect(one.counts).toEqual([counts[1]]);
  });

  it('counts a running shift until now', async () => {
    const now = t.clock.now().getTime();
    const { counts } = await get(
      `/api/shifts/count-by-user/admin?from=${iso(now - 2 * HOUR)}&to=${iso(now)}`,
    );
    const running = counts.find((c: { user: string }) => c.user === o.worker.id);
    expect(running.count).toBe(1);
    expect(running.minutes).toBeGreaterThanOrEqual(59);
    expect(running.minutes).toBeLessThanOrEqual(61);
  });
});

describe('planning listings: access and input', () => {
  const paths = () => [
    `/api/shifts/unfilled/admin?${windowQuery()}`,
    `/api/shifts/unique/admin?${windowQuery()}`,
    '/api/shifts/final-shifts/admin',
    `/api/shifts/count-by-user/admin?${windowQuery()}`,
  ];

  it('need shifts at read level: a worker, guest, users admin or departments reader is refused', async () => {
    const usersAdmin = await sessionForUser(
      t,
      await makeUser(t, o.organization.id, { permissions: { users: 'all' } }),
    );
    const departments = await sessionForUser(
      t,
      await makeUser(t, o.organization.id, { permissions: { departments: 'all' } }),
    );
    const shiftsReader = await sessionForUser(
      t,
      await makeUser(t, o.organization.id, { permissions: { shifts: 'read' } }),
    );
    for (const path of paths()) {
      for (const cookie of [
        await o.sessionFor('worker'),
        await o.sessionFor('guest'),
        usersAdmin,
        departments,
      ])
        expect((await call(t, 'GET', path, { cookie })).statusCode, path).toBe(403);
      expect((await call(t, 'GET', path)).statusCode, path).toBe(401);
      expect((await call(t, 'GET', path, { cookie: shiftsReader })).statusCode, path).toBe(200);
    }
  });

  it("shows another organisation's admin nothing of this one", async () => {
    const cookie = await other.sessionFor('admin');
    expect(
      (await get(`/api/shifts/unfilled/admin?${windowQuery()}`, cookie)).shifts.map(
        (s: { name: string }) => s.name,
      ),
    ).toEqual(['Vieras']);
    const counts = (await get(`/api/shifts/count-by-user/admin?${windowQuery()}`, cookie)).counts;
    expect(counts.map((c: { user: string }) => c.user)).toEqual([other.worker.id]);
    const final = (await get('/api/shifts/final-shifts/admin', cookie)).shifts as { worker: string }[];
    expect(final.map((s) => s.worker)).not.toContain(aino.id);
    expect(names((await get(`/api/shifts/unique/admin?${windowQuery()}`, cookie)).unique)).toEqual([
      'Vieras',
    ]);
  });

  it('refuses a missing or backwards window, wrong types and limits, field by field', async () => {
    for (const path of [
      '/api/shifts/unfilled/admin',
      '/api/shifts/unique/admin',
      '/api/shifts/count-by-user/admin',
    ]) {
      const missing = await call(t, 'GET', path, { cookie: reader });
      expect(missing.statusCode, path).toBe(400);
      expect(missing.json().fields).toMatchObject({
        'querystring.from': { key: 'required' },
        'querystring.to': { key: 'required' },
      });
      const backwards = await call(t, 'GET', `${path}?from=${iso(week)}&to=${iso(week - DAY)}`, {
        cookie: reader,
      });
      expect(backwards.json().fields['querystring.to'].key, path).toBe('after');
      const bad = await call(t, 'GET', `${path}?from=tomorrow&to=${iso(week)}&customer=x&department=%27;--`, {
        cookie: reader,
      });
      expect(Object.keys(bad.json().fields).sort(), path).toEqual(
        ['querystring.customer', 'querystring.department', 'querystring.from'].sort(),
      );
    }
    const limit = await call(
      t,
      'GET',
      `/api/shifts/final-shifts/admin?limit=${REQUEST.maxPageSize + 1}&before=x&offset=-1`,
      {
        cookie: reader,
      },
    );
    expect(Object.keys(limit.json().fields).sort()).toEqual(
      ['querystring.before', 'querystring.limit', 'querystring.offset'].sort(),
    );
  });
});
