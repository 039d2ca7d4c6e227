// Column sorting of the server-paged admin lists (decision 142): shifts (and the stamps list, the
// same endpoint), shift requests, active cancellations and users take a whitelisted `sort` key and
// an `order`; ties go by id, so that paging one row at a time gives each row once, in the order of
// the whole list. An unknown key is a 400 naming the field; access stays as it was for every role.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { createTestApp } from '../support/app.ts';
import {
  makeActiveCancellation,
  makeOrganization,
  makeSuggestion,
  makeUser,
  type OrgFixture,
  type OrgRole,
} from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { DAY, HOUR, iso } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let cookies: Record<OrgRole, string>;
/** Monday 00:00 of a week far ahead: these shifts live there alone. */
let week: number;

beforeAll(async () => {
  t = await createTestApp();
  o = await makeOrganization(t, 'lajittelu');
  // Another organisation's rows in the same windows: never listed here.
  const other = await makeOrganization(t, 'toinen');
  cookies = {
    admin: await o.sessionFor('admin'),
    reader: await o.sessionFor('reader'),
    worker: await o.sessionFor('worker'),
    guest: await o.sessionFor('guest'),
  };
  week = t.clock.now().getTime() + 200 * DAY;
  const second = await makeUser(t, o.organization.id, {
    email: 'aaro@lajittelu.test',
    firstName: 'Aaro',
    lastName: 'Aalto',
  });
  const row = (orgId: string, name: string, day: number, workerId: string | null = null) => ({
    organizationId: orgId,
    name,
    from: new Date(week + day * DAY + 8 * HOUR),
    to: new Date(week + day * DAY + (16 - day) * HOUR),
    workerId,
  });
  // Three named the same: the name ties and the id decides among them.
  await t.db
    .insert(shifts)
    .values([
      row(o.organization.id, 'Sama', 0, o.worker.id),
      row(o.organization.id, 'Sama', 1),
      row(o.organization.id, 'Sama', 2, second.id),
      row(o.organization.id, 'Aamu', 3, o.worker.id),
      row(other.organization.id, 'Vieras', 1),
    ]);
  for (const days of [210, 211, 212]) await makeSuggestion(t, o, { daysAhead: days, name: 'Sama' });
  await makeSuggestion(t, o, { daysAhead: 213, name: 'Aamu', workerId: second.id });
  await makeSuggestion(t, other, { daysAhead: 211, name: 'Vieras' });
  for (const hours of [300, 310, 320]) await makeActiveCancellation(t, o, hours);
  await makeActiveCancellation(t, other, 305);
});
afterAll(() => t.close());

type Listed = Record<string, { _id: string; name?: string; from?: string; to?: string | null }[]> & {
  total: number;
};

async function get(path: string, role: OrgRole = 'admin'): Promise<Listed> {
  const res = await call(t, 'GET', path, { cookie: cookies[role] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const shiftWeek = () => `/api/shifts/admin?from=${iso(week)}&to=${iso(week + 7 * DAY)}`;

/** Pages of one row each, joined: must be the whole list's ids, each once, in the same order. */
async function expectStablePaging(path: (offset: number) => string, key: string, total: number) {
  const whole = (await get(path(-1)))[key]?.map((r) => r._id) ?? [];
  expect(whole).toHaveLength(total);
  const paged: string[] = [];
  for (let offset = 0; offset < total; offset++) {
    paged.push(...((await get(path(offset)))[key]?.map((r) => r._id) ?? []));
  }
  expect(paged).toEqual(whole);
}
const page = (offset: number) => (offset < 0 ? '' : `&limit=1&offset=${offset}`);

describe('GET /api/shifts/admin?sort=', () => {
  it('sorts by name either way, the tied names by start, for a reader too', async () => {
    const up = await get(`${shiftWeek()}&sort=name`, 'reader');
    expect(up.shifts?.map((s) => s.name)).toEqual(['Aamu', 'Sama', 'Sama', 'Sama']);
    const tied = up.shifts?.slice(1).map((s) => s.from) ?? [];
    expect(tied).toEqual([...tied].sort());
    const down = await get(`${shiftWeek()}&sort=name&order=desc`);
    expect(down.shifts?.map((s) => s._id)).toEqual(up.shifts?.map((s) => s._id).reverse());
  });

  it("sorts by end and by the worker's name (unfilled last going up)", async () => {
    const byEnd = await get(`${shiftWeek()}&sort=to`);
    const ends = byEnd.shifts?.map((s) => s.to ?? '') ?? [];
    expect(ends).toEqual([...ends].sort());
    const byWorker = (await get(`${shiftWeek()}&sort=worker`)).shifts as unknown as {
      workerName: string | null;
    }[];
    expect(byWorker.map((s) => s.workerName?.split(' ')[0] ?? null).at(0)).toBe('Aaro');
    expect(byWorker.at(-1)?.workerName).toBeNull();
  });

  it('pages a sort with ties one row at a time without repeating or skipping a row', async () => {
    await expectStablePaging((offset) => `${shiftWeek()}&sort=name${page(offset)}`, 'shifts', 4);
    await expectStablePaging((offset) => `${shiftWeek()}&sort=type&order=desc${page(offset)}`, 'shifts', 4);
  });
});

describe('GET /api/suggestions/admin?sort=', () => {
  const path = (q: string) => `/api/suggestions/admin?from=${iso(week)}&to=${iso(week + 30 * DAY)}${q}`;
  it('keeps pending-first without a key; sorts by name or worker with one', async () => {
    const byName = await get(path('&sort=name'), 'reader');
    expect(byName.suggestions?.map((s) => s.name)).toEqual(['Aamu', 'Sama', 'Sama', 'Sama']);
    const byWorkerDown = await get(path('&sort=worker&order=desc'));
    // Aalto sorts first going up, so last going down.
    expect(byWorkerDown.suggestions?.at(-1)?.name).toBe('Aamu');
  });
  it('pages the tied names one at a time without repeating or skipping a request', async () => {
    await expectStablePaging((offset) => path(`&sort=name${page(offset)}`), 'suggestions', 4);
  });
});

describe('GET /api/cancellations/active/admin?sort=', () => {
  it("sorts by the shift's start either way; the tied worker pages stably", async () => {
    const up = await get('/api/cancellations/active/admin?sort=from', 'reader');
    const starts = (up.cancellations as unknown as { shiftInfo: { from: string } }[]).map(
      (c) => c.shiftInfo.from,
    );
    expect(starts).toHaveLength(3);
    expect(starts).toEqual([...starts].sort());
    const down = await get('/api/cancellations/active/admin?sort=from&order=desc');
    expect(down.cancellations?.map((c) => c._id)).toEqual(up.cancellations?.map((c) => c._id).reverse());
    await expectStablePaging(
      (offset) => `/api/cancellations/active/admin?sort=worker${page(offset)}`,
      'cancellations',
      3,
    );
  });
});

describe('POST /api/users/filter/admin sort', () => {
  const filter = async (payload: object, role: OrgRole = 'admin') => {
    const res = await call(t, 'POST', '/api/users/filter/admin', { cookie: cookies[role], payload });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { users: { _id: string; email: string }[] }).users;
  };
  it('sorts by email either way, for a reader too; tied job titles page stably', async () => {
    const up = await filter({ sort: 'email' }, 'reader');
    const emails = up.map((u) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    const down = await filter({ sort: 'email', order: 'desc' });
    expect(down.map((u) => u._id)).toEqual(up.map((u) => u._id).reverse());
    const whole = (await filter({ sort: 'jobTitle' })).map((u) => u._id);
    const paged: string[] = [];
    for (let offset = 0; offset < whole.length; offset++) {
      paged.push(...(await filter({ sort: 'jobTitle', limit: 1, offset })).map((u) => u._id));
    }
    expect(paged).toEqual(whole);
    const [me] = await t.db.select().from(users).where(eq(users.id, o.admin.id));
    expect(whole).toContain(me?.id);
  });
});

describe('bad sort input and access', () => {
  const lists = ['/api/shifts/admin', '/api/suggestions/admin', '/api/cancellations/active/admin'] as const;
  it.each(lists)(
    '%s: an unknown key, a NUL, a too long one or a bad order is 400 naming the field',
    async (path) => {
      for (const [query, field] of [
        ['sort=password', 'querystring.sort'],
        ['sort=na%00me', 'querystring.sort'],
        [`sort=${'x'.repeat(5000)}`, 'querystring.sort'],
        ['sort=name&order=sideways', 'querystring.order'],
      ] as const) {
        const res = await call(t, 'GET', `${path}?${query}`, { cookie: cookies.admin });
        expect(res.statusCode, `${path}?${query.slice(0, 40)}`).toBe(400);
        expect(Object.keys(res.json().fields)).toContain(field);
      }
    },
  );
  it('users: an unknown key or a number for the key is 400 naming the field', async () => {
    for (const sort of ['password', 5]) {
      const res = await call(t, 'POST', '/api/users/filter/admin', {
        cookie: cookies.admin,
        payload: { sort },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain('sort');
    }
  });
  it.each(lists)('%s?sort=: a worker and a guest are 403, anonymous 401', async (path) => {
    const sorted = `${path}?sort=${path.includes('cancellations') ? 'worker' : 'from'}`;
    expect((await call(t, 'GET', sorted, { cookie: cookies.worker })).statusCode).toBe(403);
    expect((await call(t, 'GET', sorted, { cookie: cookies.guest })).statusCode).toBe(403);
    expect((await call(t, 'GET', sorted)).statusCode).toBe(401);
  });
});
