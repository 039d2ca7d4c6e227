// Holidays (spec §7, decision 112): every user login reads them, admins with all on the
// organisation change them; this and next year's Finnish holidays are prefilled once per year
// and never duplicated or brought back over an admin's edits; another organisation's are 404.
import { HOLIDAY } from '@tuura/domain/limits';
import { finnishHolidays } from '@tuura/domain/rules/finnishHolidays';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays } from '../../src/db/schema/index.ts';
import { prefillAllOrganizations, prefillHolidays } from '../../src/modules/holidays/prefill.ts';
import type { TestApp } from '../support/app.ts';
import { makeOrganization, makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
let worker: string;
let guest: string;
let theirHoliday: string;
let year: number;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  [admin, reader, worker, guest] = await Promise.all([
    o.sessionFor('admin'),
    o.sessionFor('reader'),
    o.sessionFor('worker'),
    o.sessionFor('guest'),
  ]);
  const [row] = await t.db
    .insert(holidays)
    .values({ organizationId: other.organization.id, name: 'Firman päivä', date: '2031-08-15' })
    .returning();
  theirHoliday = row?.id ?? '';
  year = Number(zonedDate(t.clock.now()).slice(0, 4));
});
afterAll(() => t.close());

type Holiday = { _id: string; name: string; description: string; date: string };
const orgRows = (organizationId: string) =>
  t.db.select().from(holidays).where(eq(holidays.organizationId, organizationId));

describe('GET /api/holidays', () => {
  it("gives a worker this and next year's Finnish holidays, prefilled on first read, by date", async () => {
    const res = await call(t, 'GET', '/api/holidays', { cookie: worker });
    expect(res.statusCode, res.body).toBe(200);
    const listed: Holiday[] = res.json().holidays;
    const expected = [...finnishHolidays(year), ...finnishHolidays(year + 1)];
    expect(listed.map((h) => [h.date, h.name, h.description])).toEqual(
      expected.map((h) => [h.date, h.fi, h.en]),
    );
    expect(listed.map((h) => h.date)).not.toContain('2031-08-15');
  });

  it('filters by year or by a from–to window, and refuses bad filters per field', async () => {
    const next = await call(t, 'GET', `/api/holidays?year=${year + 1}`, { cookie: reader });
    expect(next.json().holidays.map((h: Holiday) => h.date)).toEqual(
      finnishHolidays(year + 1).map((h) => h.date),
    );
    const december = await call(t, 'GET', `/api/holidays?from=${year}-12-01&to=${year}-12-25`, {
      cookie: worker,
    });
    expect(december.json().holidays.map((h: Holiday) => h.name)).toEqual([
      'Itsenäisyyspäivä',
      'Jouluaatto',
      'Joulupäivä',
    ]);
    // A year that was never prefilled is empty until an admin adds its days.
    expect((await call(t, 'GET', '/api/holidays?year=1999', { cookie: worker })).json().holidays).toEqual([]);
    for (const [query, field] of [
      ['year=abc', 'querystring.year'],
      ['year=1800', 'querystring.year'],
      ['from=1.5.2025', 'querystring.from'],
      ["to=2025-01-01'--", 'querystring.to'],
      // A year the database has no room for (there is no year 0): a 400, never a 500.
      ['from=0000-01-01', 'querystring.from'],
      ['to=9999-12-31', 'querystring.to'],
    ]) {
      const res = await call(t, 'GET', `/api/holidays?${query}`, { cookie: worker });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });

  it('is refused to guests and without a session', async () => {
    expect((await call(t, 'GET', '/api/holidays', { cookie: guest })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/holidays')).statusCode).toBe(401);
  });
});

describe('prefill', () => {
  it('never duplicates, never overwrites an edit, never brings back a removed day', async () => {
    const c = await makeOrganization(t, 'prefill');
    expect(await prefillHolidays(t.db, c.organization.id, [year, year + 1])).toBe(30);
    const [first, second] = await orgRows(c.organization.id);
    await t.db
      .update(holidays)
      .set({ name: 'Oma nimi' })
      .where(eq(holidays.id, first?.id ?? ''));
    await t.db.delete(holidays).where(eq(holidays.id, second?.id ?? ''));
    expect(await prefillHolidays(t.db, c.organization.id, [year, year + 1])).toBe(0);
    await Promise.all([
      prefillAllOrganizations(t.db, t.clock.now()),
      prefillAllOrganizations(t.db, t.clock.now()),
    ]);
    const rows = await orgRows(c.organization.id);
    expect(rows).toHaveLength(29);
    expect(rows.find((r) => r.id === first?.id)?.name).toBe('Oma nimi');
    expect(rows.some((r) => r.id === second?.id)).toBe(false);
  });

  it('fills two parallel runs on a fresh organisation once', async () => {
    const c = await makeOrganization(t, 'parallel');
    const added = await Promise.all([
      prefillHolidays(t.db, c.organization.id, [2040]),
      prefillHolidays(t.db, c.organization.id, [2040]),
    ]);
    expect(added.sort()).toEqual([0, 15]);
    expect(await orgRows(c.organization.id)).toHaveLength(15);
  });
});

describe('admin changes', () => {
  it('adds, reads, changes and removes a holiday', async () => {
    const created = await call(t, 'POST', '/api/holidays/admin', {
      cookie: admin,
      payload: { holiday: { name: '  Firman virkistyspäivä ', date: `${year}-08-14` } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const holiday: Holiday = created.json().holiday;
    expect(holiday).toMatchObject({ name: 'Firman virkistyspäivä', description: '', date: `${year}-08-14` });
    const read = await call(t, 'GET', `/api/holidays/${holiday._id}`, { cookie: worker });
    expect(read.json().holiday).toEqual(holiday);
    const changed = await call(t, 'PUT', `/api/holidays/${holiday._id}/admin`, {
      cookie: admin,
      payload: { holiday: { description: 'Koko henkilöstö' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().holiday).toMatchObject({
      name: 'Firman virkistyspäivä',
      description: 'Koko henkilöstö',
    });
    const removed = await call(t, 'DELETE', `/api/holidays/${holiday._id}/admin`, { cookie: admin });
    expect(removed.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/holidays/${holiday._id}`, { cookie: worker })).statusCode).toBe(404);
  });

  it('refuses bad input per field and stores nothing', async () => {
    const before = await orgRows(o.organization.id);
    const cases: [object, string][] = [
      [{ date: '2030-01-02' }, 'holiday.name'],
      [{ name: ' ', date: '2030-01-02' }, 'holiday.name'],
      [{ name: 'x'.repeat(HOLIDAY.name + 1), date: '2030-01-02' }, 'holiday.name'],
      [
        { name: 'P', description: 'x'.repeat(HOLIDAY.description + 1), date: '2030-01-02' },
        'holiday.description',
      ],
      [{ name: 'P' }, 'holiday.date'],
      [{ name: 'P', date: '2.1.2030' }, 'holiday.date'],
      [{ name: 'P', date: '2030-02-30' }, 'holiday.date'],
      [{ name: 'P', date: '0000-02-29' }, 'holiday.date'],
      [{ name: ['<script>'], date: '2030-01-02' }, 'holiday.name'],
    ];
    for (const [holiday, field] of cases) {
      const res = await call(t, 'POST', '/api/holidays/admin', { cookie: admin, payload: { holiday } });
      expect(res.statusCode, JSON.stringify(holiday)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    const [first] = before;
    const put = await call(t, 'PUT', `/api/holidays/${first?.id}/admin`, {
      cookie: admin,
      payload: { holiday: { date: 'huomenna' } },
    });
    expect(put.statusCode).toBe(400);
    expect(await orgRows(o.organization.id)).toEqual(before);
  });

  it('is refused to a reader, a worker, a users-only admin and a guest', async () => {
    const payload = { holiday: { name: 'Ei', date: '2030-01-02' } };
    const usersAdmin = await sessionForUser(
      t,
      await makeUser(t, o.organization.id, { permissions: { users: 'all' } }),
    );
    for (const cookie of [reader, worker, guest, usersAdmin])
      expect((await call(t, 'POST', '/api/holidays/admin', { cookie, payload })).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/holidays/admin', { payload })).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's holiday and changes nothing", async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/holidays/${theirHoliday}`, undefined],
      ['PUT', `/api/holidays/${theirHoliday}/admin`, { holiday: { name: 'Kaapattu' } }],
      ['DELETE', `/api/holidays/${theirHoliday}/admin`, undefined],
    ] as const) {
      const res = await call(t, method, url, { cookie: admin, payload });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().key).toBe('holiday.notFound');
    }
    const [row] = await t.db
      .select()
      .from(holidays)
      .where(and(eq(holidays.id, theirHoliday), eq(holidays.organizationId, other.organization.id)));
    expect(row?.name).toBe('Firman päivä');
  });
});
