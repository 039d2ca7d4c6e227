// The business statistics endpoint gives exactly the sums of the domain's money lines
// (`toMoneyLine` → `shiftMoney`) over the same shifts, per period and per group, on both
// databases; the SQL stamp rule counts the minutes the domain's `effectiveTimes` gives.
import type { BusinessStatistics } from '@tuura/domain/api/business';
import type { ReportingPeriod } from '@tuura/domain/enums';
import { addToTotals, emptyTotals, margin } from '@tuura/domain/rules/pay';
import { periodsBetween } from '@tuura/domain/rules/reportingPeriod';
import type { BusinessTotals } from '@tuura/domain/schemas/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../src/context.ts';
import { shifts, users } from '../../src/db/schema/index.ts';
import { effectiveMinutesSql } from '../../src/modules/business/aggregate.ts';
import { type MoneyRow, selectMoneyRows, shiftsDated, toMoneyLine } from '../../src/modules/money/service.ts';
import type { TestApp } from '../support/app.ts';
import { type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { MONEY_RANGE, seedMoneyShifts } from './moneyShifts.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let rows: MoneyRow[];
beforeAll(async () => {
  ({ t, a, b } = await twoOrganizations());
  await seedMoneyShifts(t, a);
  await seedMoneyShifts(t, b);
  const ctx = { actor: { organizationId: a.organization.id } } as Ctx;
  rows = (await selectMoneyRows(t.db, shiftsDated(ctx, MONEY_RANGE.from, MONEY_RANGE.to))) as MoneyRow[];
});
afterAll(() => t.close());

const empty = (): BusinessTotals => ({ ...emptyTotals(), margin: 0, planned: 0, filled: 0 });

/** The totals the domain gives line by line: money for shifts with a worker and an end. */
function expectedTotals(picked: MoneyRow[]): BusinessTotals {
  const totals = empty();
  for (const row of picked) {
    totals.planned += 1;
    if (row.workerId) totals.filled += 1;
    const line = row.workerId ? toMoneyLine(row) : null;
    if (!line) continue;
    addToTotals(totals, {
      minutes: line.minutes,
      billing: line.billing,
      pay: line.pay,
    } as Parameters<typeof addToTotals>[1]);
  }
  totals.margin = margin(totals);
  return totals;
}

const keyOf = {
  customer: (r: MoneyRow) => r.customerId,
  department: (r: MoneyRow) => r.departmentId,
  worker: (r: MoneyRow) => r.workerId,
};

async function statistics(body: Record<string, unknown>, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/shifts/business-statistics/admin',
    headers: { cookie: cookie ?? (await a.sessionFor('admin')) },
    payload: body,
  });
}

describe('business statistics', () => {
  it('seeds lines of every kind', () => {
    const lines = rows.map(toMoneyLine).filter((l) => l !== null);
    const reasons = new Set(lines.flatMap((l) => [l.billing.reason, l.pay.reason]));
    expect([...reasons].sort()).toEqual(
      [
        'monthlySalary',
        'noRate',
        'priced',
        'typeNotBilled',
        'typeNotPaid',
        'unassigned',
        'unreadableRate',
      ].sort(),
    );
    expect(new Set(lines.map((l) => l.times))).toEqual(
      new Set(['planned', 'stamped', 'approved', 'notCompleted']),
    );
    expect(new Set(lines.map((l) => l.pay.scheme)).size).toBeGreaterThan(3);
  });

  it('counts the minutes of the stamp rule as the domain does, shift by shift', async () => {
    const result = await t.db.execute(sql`
      select s.id, ${effectiveMinutesSql} as minutes from shifts s
      where s.organization_id = ${a.organization.id} and s."to" is not null`);
    const sqlMinutes = new Map(
      (result as unknown as { rows: { id: string; minutes: number }[] }).rows.map((r) => [r.id, r.minutes]),
    );
    const checked = rows.filter((r) => r.to !== null);
    expect(checked.length).toBeGreaterThan(300);
    for (const row of checked)
      expect([row.id, sqlMinutes.get(row.id)]).toEqual([row.id, toMoneyLine(row)?.minutes]);
  });

  for (const [period, groupBy] of [
    ['monthly', 'customer'],
    ['weekly', 'department'],
    ['triMonthly', 'worker'],
    ['daily', 'customer'],
  ] as [ReportingPeriod, 'customer' | 'department' | 'worker'][]) {
    it(`equals the sum of the domain's lines, ${period} by ${groupBy}`, async () => {
      const res = await statistics({ ...MONEY_RANGE, period, groupBy });
      expect(res.statusCode).toBe(200);
      const body: BusinessStatistics = res.json();
      const ranges = periodsBetween(MONEY_RANGE.from, MONEY_RANGE.to, period);
      expect(body.periods.map((p) => [p.start, p.end])).toEqual(ranges.map((p) => [p.start, p.end]));
      const dateOf = (r: MoneyRow) => toMoneyLine({ ...r, to: r.to ?? r.from })?.date ?? '';
      for (const [i, range] of ranges.entries()) {
        const inPeriod = rows.filter((r) => dateOf(r) >= range.start && dateOf(r) < range.end);
        expect(body.periods[i]?.totals, range.start).toEqual(expectedTotals(inPeriod));
      }
      const keys = new Set(rows.map(keyOf[groupBy]));
      expect(body.groups).toHaveLength(keys.size);
      expect(body.truncated).toBe(false);
      for (const group of body.groups) {
        expect(group.totals, group.name).toEqual(
          expectedTotals(rows.filter((r) => keyOf[groupBy](r) === group._id)),
        );
      }
      expect(body.totals).toEqual(expectedTotals(rows));
      expect(body.totals.billed).toBeGreaterThan(0);
      expect(body.totals.paid).toBeGreaterThan(0);
      expect(body.totals.planned).toBeGreaterThan(body.totals.filled);
    });
  }

  it('names groups, removed places too, and orders them by revenue', async () => {
    const body: BusinessStatistics = (await statistics({ ...MONEY_RANGE, groupBy: 'department' })).json();
    expect(body.groups.map((g) => g.name)).toContain('Suljettu');
    expect(body.groups.find((g) => g._id === null)?.name).toBe('');
    const revenues = body.groups.map((g) => g.totals.billed);
    expect(revenues).toEqual([...revenues].sort((x, y) => y - x));
  });

  it('a period totals exactly its sub-periods (days, weeks, months, quarters, the range)', async () => {
    const totalsOf = async (period: ReportingPeriod) =>
      ((await statistics({ ...MONEY_RANGE, period })).json() as BusinessStatistics).periods.map(
        (p) => p.totals,
      );
    const sum = (list: BusinessTotals[]) =>
      list.reduce((s, x) => {
        for (const k of Object.keys(s) as (keyof BusinessTotals)[]) s[k] += x[k];
        return s;
      }, empty());
    const [days, weeks, months, quarters, years] = await Promise.all(
      (['daily', 'weekly', 'monthly', 'triMonthly', 'yearly'] as const).map(totalsOf),
    );
    expect(sum(days ?? [])).toEqual(sum(years ?? []));
    expect(sum(weeks ?? [])).toEqual(sum(years ?? []));
    // The first quarter of 2026 is its three months.
    expect(quarters?.[1]).toEqual(sum(months?.slice(3, 6) ?? []));
    expect(sum(months ?? [])).toEqual(sum(quarters ?? []));
  });

  it('filters by a customer and by a department of the organisation', async () => {
    const byCustomer: BusinessStatistics = (
      await statistics({ ...MONEY_RANGE, customerId: a.customer.id, groupBy: 'department' })
    ).json();
    expect(byCustomer.totals).toEqual(expectedTotals(rows.filter((r) => r.customerId === a.customer.id)));
    const byDepartment: BusinessStatistics = (
      await statistics({ ...MONEY_RANGE, departmentId: a.department.id, groupBy: 'worker' })
    ).json();
    expect(byDepartment.totals).toEqual(
      expectedTotals(rows.filter((r) => r.departmentId === a.department.id)),
    );
  });

  it('follows a changed shift and a changed salary at once (nothing is kept in step)', async () => {
    const ctx = { actor: { organizationId: a.organization.id } } as Ctx;
    const target = rows.find((r) => r.workerId && r.to && r.type === 0 && r.billing === '45,50');
    if (!target?.workerId) throw new Error('no priced shift to change');
    await t.db
      .update(shifts)
      .set({ billing: '99,99', stamped: true, stampApproved: 1 })
      .where(eq(shifts.id, target.id));
    await t.db
      .update(users)
      .set({ salaries: [{ validFrom: '2000-01-01', value: { rate: '50', scheme: 'el20' } }] })
      .where(eq(users.id, target.workerId));
    const after = (await selectMoneyRows(
      t.db,
      shiftsDated(ctx, MONEY_RANGE.from, MONEY_RANGE.to),
    )) as MoneyRow[];
    const body: BusinessStatistics = (await statistics({ ...MONEY_RANGE, groupBy: 'worker' })).json();
    expect(body.totals).toEqual(expectedTotals(after));
    expect(body.totals).not.toEqual(expectedTotals(rows));
    rows = after;
  });

  it("answers 404 for another organisation's customer or department", async () => {
    for (const body of [{ customerId: b.customer.id }, { departmentId: b.department.id }]) {
      const res = await statistics({ ...MONEY_RANGE, ...body });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses bad input with per-field messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: '2026-02-01', to: '2026-01-01' }, 'to'],
      [{ from: '2020-01-01', to: '2026-01-01' }, 'to'],
      [{ from: '2026-13-01', to: '2026-14-01' }, 'from'],
      [{ to: '2026-01-01' }, 'from'],
      [{ ...MONEY_RANGE, period: 'hourly' }, 'period'],
      [{ ...MONEY_RANGE, groupBy: 'skill' }, 'groupBy'],
      [{ ...MONEY_RANGE, customerId: 'x'.repeat(5000) }, 'customerId'],
    ];
    for (const [body, field] of cases) {
      const res = await statistics(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });
});
