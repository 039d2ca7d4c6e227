// An alert's queries read the partial indexes made for them (decision 113): open shifts through
// shifts_open_from_idx, waiting stamps through shifts_stamp_waiting_idx, never the whole table.
// A few thousand shifts of which a handful match, analysed, as test/db/indexUse.test.ts does.
import { ApprovalState } from '@tuura/domain/enums';
import { DEFAULT_ALERT_RULE } from '@tuura/domain/schemas/alert';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobCtx } from '../../src/context.ts';
import { shifts } from '../../src/db/schema/index.ts';
import { ruleCountQuery, ruleExamplesQuery } from '../../src/modules/alerts/evaluate.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, type OrgFixture } from '../support/factories.ts';
import { DAY, HOUR } from '../support/shifts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function analysedShifts(each: (i: number, org: OrgFixture) => Partial<typeof shifts.$inferInsert>) {
  const org = await makeOrganization(t);
  const start = t.clock.now().getTime() - 200 * DAY;
  await t.db.insert(shifts).values(
    Array.from({ length: 3000 }, (_, i) => ({
      organizationId: org.organization.id,
      departmentId: org.department.id,
      name: `Vuoro ${i}`,
      from: new Date(start + i * 2 * HOUR),
      to: new Date(start + i * 2 * HOUR + HOUR),
      ...each(i, org),
    })),
  );
  await t.db.execute(sql`analyze shifts`);
  return org;
}

async function plan(query: { getSQL: () => SQL }) {
  const result = await t.db.execute(sql`explain ${query.getSQL()}`);
  return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
    .map((r) => r['QUERY PLAN'])
    .join('\n');
}

it('counts and lists unfilled shifts within the window through the open-shift index', async () => {
  const org = await analysedShifts((i, o) => ({ workerId: i % 100 === 0 ? null : o.worker.id }));
  const ctx = jobCtx(t.app.deps, 'alerts', org.organization.id);
  const rule = { ...DEFAULT_ALERT_RULE, departmentId: org.department.id };
  for (const query of [
    ruleCountQuery(ctx, t.db, rule, ctx.now),
    ruleExamplesQuery(ctx, t.db, rule, ctx.now),
  ]) {
    const text = await plan(query);
    expect(text, text).toContain('shifts_open_from_idx');
    expect(text, text).not.toMatch(/Seq Scan on shifts/);
  }
});

it('counts stamps waiting more than a week through the waiting-stamp index', async () => {
  const org = await analysedShifts((i, o) => ({
    workerId: o.worker.id,
    stampRequired: true,
    stamped: true,
    stampApproved: i % 500 === 0 ? ApprovalState.pending : ApprovalState.approved,
  }));
  const ctx = jobCtx(t.app.deps, 'alerts', org.organization.id);
  const rule = {
    ...DEFAULT_ALERT_RULE,
    check: 'unhandledStamps' as const,
    operator: 'gt' as const,
    value: { type: 'relative' as const, amount: 7, unit: 'days' as const },
  };
  for (const query of [
    ruleCountQuery(ctx, t.db, rule, ctx.now),
    ruleExamplesQuery(ctx, t.db, rule, ctx.now),
  ]) {
    const text = await plan(query);
    expect(text, text).toContain('shifts_stamp_waiting_idx');
    expect(text, text).not.toMatch(/Seq Scan on shifts/);
  }
});
