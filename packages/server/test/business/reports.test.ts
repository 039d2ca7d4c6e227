// The report diff (two periods side by side from the same aggregate as business statistics) and
// the shift statistics per worker, on both databases.
import type { BusinessStatistics, ReportDiff } from '@tuura/domain/api/business';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { seedMoneyShifts } from './moneyShifts.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let seeded: Awaited<ReturnType<typeof seedMoneyShifts>>;
beforeAll(async () => {
  ({ t, a, b } = await twoOrganizations());
  seeded = await seedMoneyShifts(t, a);
  await seedMoneyShifts(t, b);
});
afterAll(() => t.close());

const post = async (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: await a.sessionFor('admin') }, payload });
const get = async (url: string) => t.app.inject({ url, headers: { cookie: await a.sessionFor('admin') } });

const NOVEMBER = { from: '2025-11-01', to: '2025-12-01' };
const JANUARY = { from: '2026-01-01', to: '2026-02-01' };

describe('report diff', () => {
  it('shows per-worker pay only to admins who read compensation (decision 117)', async () => {
    const noCompensation = await makeUser(t, a.organization.id, {
      permissions: { shifts: 'read', billing: 'read', departments: 'read', users: 'read' },
    });
    const cookie = await t.sessionAs({ organizationId: a.organization.id, userId: noCompensation.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/diff/admin',
      headers: { cookie },
      payload: { a: NOVEMBER, b: JANUARY, groupBy: 'worker' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('puts each group of two periods side by side, equal to the statistics of each period', async () => {
    for (const groupBy of ['customer', 'department', 'worker'] as const) {
      const res = await post('/api/reports/diff/admin', { a: NOVEMBER, b: JANUARY, groupBy });
      expect(res.statusCode).toBe(200);
      const diff: ReportDiff = res.json();
      const statistics = async (range: typeof NOVEMBER): Promise<BusinessStatistics> =>
        (await post('/api/shifts/business-statistics/admin', { ...range, groupBy, period: 'yearly' })).json();
      const [november, january] = [await statistics(NOVEMBER), await statistics(JANUARY)];
      expect(diff.totals).toEqual({ a: november.totals, b: january.totals });
      for (const row of diff.rows) {
        const inA = november.groups.find((g) => g._id === row._id);
        const inB = january.groups.find((g) => g._id === row._id);
        expect(inA || inB, row.name).toBeTruthy();
        if (inA) expect(row.a).toEqual(inA.totals);
        else expect(row.a.planned).toBe(0);
        if (inB) expect(row.b).toEqual(inB.totals);
        else expect(row.b.planned).toBe(0);
      }
      const ids = new Set([...november.groups, ...january.groups].map((g) => g._id));
      expect(diff.rows).toHaveLength(ids.size);
    }
  });

  it('refuses a period backwards or too long, naming the field', async () => {
    const backwards = await post('/api/reports/diff/admin', {
      a: NOVEMBER,
      b: { from: '2026-02-01', to: '2026-01-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().fields)).toContain('b.to');
    const missing = await post('/api/reports/diff/admin', { a: NOVEMBER });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toContain('b');
  });
});

describe('shift statistics', () => {
  it("counts each worker's shifts, minutes, types and waiting stamps, in name order", async () => {
    const res = await get(
      `/api/users/shift-statistics/admin?from=${JANUARY.from}&to=${JANUARY.to}&limit=500`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      users: {
        _id: string;
        name: string;
        shifts: number;
        minutes: number;
        byType: number[];
        stampsWaiting: number;
      }[];
      total: number;
    };
    expect(body.total).toBe(body.users.length);
    const rows = (await t.db.select().from(shifts)).filter(
      (s) =>
        s.organizationId === a.organization.id &&
        s.deletedAt === null &&
        s.workerId !== null &&
        s.from >= new Date('2025-12-31T22:00:00Z') &&
        s.from < new Date('2026-01-31T22:00:00Z'),
    );
    for (const user of body.users) {
      const own = rows.filter((s) => s.workerId === user._id);
      expect(user.shifts, user.name).toBe(own.length);
      expect(user.byType, user.name).toEqual(
        [0, 1, 2, 3].map((type) => own.filter((s) => s.type === type).length),
      );
      expect(user.stampsWaiting, user.name).toBe(
        own.filter((s) => s.stampRequired && s.stamped && s.stampApproved === 0).length,
      );
    }
    const hourly = body.users.find((u) => u._id === seeded.hourly.id);
    expect(hourly?.minutes).toBeGreaterThan(0);
    const names = body.users.map((u) => u.name.split(' ').reverse().join(' '));
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'fi')));
    expect(body.users.some((u) => u._id === b.worker.id)).toBe(false);
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = async (offset: number) =>
      (
        await get(
          `/api/users/shift-statistics/admin?from=${NOVEMBER.from}&to=${JANUARY.to}&limit=2&offset=${offset}`,
        )
      ).json();
    const first = await page(0);
    const second = await page(2);
    expect(first.users).toHaveLength(2);
    expect(second.total).toBe(first.total);
    expect(second.users[0]._id).not.toBe(first.users[0]._id);
  });

  it('refuses bad queries with per-field messages', async () => {
    for (const [query, field] of [
      ['from=2026-01-01', 'to'],
      ['from=x&to=2026-01-01', 'from'],
      ['from=2026-01-01&to=2026-02-01&limit=100000', 'limit'],
      ['from=2026-01-01&to=2026-02-01&offset=-1', 'offset'],
    ]) {
      const res = await get(`/api/users/shift-statistics/admin?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields), query).toContain(`querystring.${field}`);
    }
  });
});
