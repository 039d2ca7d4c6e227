// Absurd shifts (two centuries long at a million euros an hour) answered every money call with a
// 500: a line past exact integers. Such a line is now unpriced (`outOfRange`, MAX_LINE_CENTS) and
// every report answers 200 with totals that stay exact. Sums worked out by hand:
//   Kymmenen   10 h × 1 000 000 €/h: 100 000 000 c × 600 / 60 = 1 000 000 000 c (the maximum): priced
//   Minuutti   10 h 1 min: 100 000 000 × 601 / 60 = 1 001 666 667 c > maximum: outOfRange
//   x0…x39     2000-01-0n → 2199-12-31 at the same rate: outOfRange
// Both sides (billing and the shift's own salary) are the same text, so billed = paid = 1e9 c.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';

let t: TestApp;
let o: OrgFixture;
let admin: string;
const JANUARY = { from: '2000-01-01', to: '2000-02-01' };
const MILLION = '1000000';
const TOTALS = {
  shifts: 42,
  billed: 1_000_000_000,
  paid: 1_000_000_000,
  unpricedBilling: 41,
  unpricedPay: 41,
};

beforeAll(async () => {
  ({ t, a: o } = await twoOrganizations());
  admin = await o.sessionFor('admin');
  const base = {
    organizationId: o.organization.id,
    workerId: o.worker.id,
    departmentId: o.department.id,
    billing: MILLION,
    salary: MILLION,
  };
  const absurd = Array.from({ length: 40 }, (_, i) => ({
    ...base,
    name: `x${i}`,
    from: new Date(`2000-01-${String((i % 28) + 1).padStart(2, '0')}T08:00:00Z`),
    to: new Date('2199-12-31T08:00:00Z'),
  }));
  await t.db.insert(shifts).values([
    ...absurd,
    {
      ...base,
      name: 'Kymmenen',
      from: new Date('2000-01-10T08:00:00Z'),
      to: new Date('2000-01-10T18:00:00Z'),
    },
    {
      ...base,
      name: 'Minuutti',
      from: new Date('2000-01-11T08:00:00Z'),
      to: new Date('2000-01-11T18:01:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const post = (url: string, payload: object) => call(t, 'POST', url, { cookie: admin, payload });

describe('a line too large to be exact', () => {
  it('is unpriced on the bill, whose totals stay exact', async () => {
    const res = await post('/api/shifts/billing-data/admin', JANUARY);
    expect(res.statusCode, res.body).toBe(200);
    const { lines, totals } = res.json();
    const byName = Object.fromEntries(lines.map((l: { name: string }) => [l.name, l]));
    expect(byName.Kymmenen.billing).toMatchObject({ amount: 1_000_000_000, reason: 'priced' });
    expect(byName.Minuutti.billing).toMatchObject({ amount: null, reason: 'outOfRange' });
    expect(byName.x0.billing).toMatchObject({ amount: null, reason: 'outOfRange' });
    expect(totals).toMatchObject(TOTALS);
  });

  it('leaves business statistics, the report diff and the payroll report answering exact sums', async () => {
    const business = await post('/api/shifts/business-statistics/admin', { ...JANUARY, period: 'monthly' });
    expect(business.statusCode, business.body).toBe(200);
    expect(business.json().periods[0].totals).toMatchObject({ ...TOTALS, margin: 0 });

    const diff = await post('/api/reports/diff/admin', {
      a: JANUARY,
      b: { from: '2000-02-01', to: '2000-03-01' },
    });
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json().rows[0].a).toMatchObject(TOTALS);

    const payroll = await post('/api/users/salary-report/admin', JANUARY);
    expect(payroll.statusCode, payroll.body).toBe(200);
    expect(payroll.json().totals).toMatchObject({ shifts: 42, paid: 1_000_000_000, unpricedPay: 41 });
  });

  it("shows in the worker's own listing and the admin's as unpriced, never a 500", async () => {
    const query = `from=${JANUARY.from}&to=${JANUARY.to}`;
    const own = await call(t, 'GET', `/api/users/salary-listing?${query}`, {
      cookie: await o.sessionFor('worker'),
    });
    const theirs = await call(t, 'GET', `/api/users/${o.worker.id}/salary-listing/admin?${query}`, {
      cookie: admin,
    });
    for (const res of [own, theirs]) {
      expect(res.statusCode, res.body).toBe(200);
      const { lines, totals } = res.json();
      expect(lines.find((l: { name: string }) => l.name === 'Minuutti').pay).toMatchObject({
        amount: null,
        reason: 'outOfRange',
      });
      expect(totals).toMatchObject({ paid: 1_000_000_000, unpricedPay: 41 });
    }
  });
});
