// The partial indexes are usable by the queries they were made for: their predicates are written
// once (db/schema/shifts.ts) and inlined, so the planner can prove a query implies them even in
// a generic plan of a prepared statement (parameters unknown). A few thousand shifts of which a
// handful match, analysed: the planner then takes the small index if it may. (Which plan wins on
// real volumes is the bench's business.)
import { ApprovalState } from '@tuura/domain/enums';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Ctx } from '../../src/context.ts';
import { shifts } from '../../src/db/schema/index.ts';
import {
  countByUserQuery,
  finalShiftIdsQuery,
  uniqueShiftNamesQuery,
} from '../../src/modules/shifts/adminListings.ts';
import { adminShiftPageQuery } from '../../src/modules/shifts/adminQueries.ts';
import { shiftsMeetingWindowsQuery } from '../../src/modules/shifts/queries.ts';
import { stampMissingCountQuery } from '../../src/modules/shifts/service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, type OrgFixture } from '../support/factories.ts';
import { DAY, HOUR } from '../support/shifts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 3000 half-hour shifts of a new organisation, an hour apart from 400 days back, analysed. */
async function analysedShifts(each: (i: number, org: OrgFixture) => Partial<typeof shifts.$inferInsert>) {
  const org = await makeOrganization(t);
  const start = t.clock.now().getTime() - 400 * DAY;
  await t.db.insert(shifts).values(
    Array.from({ length: 3000 }, (_, i) => ({
      organizationId: org.organization.id,
      departmentId: org.department.id,
      name: `Vuoro ${i}`,
      from: new Date(start + i * HOUR),
      to: new Date(start + i * HOUR + HOUR / 2),
      stampRequired: true,
      ...each(i, org),
    })),
  );
  await t.db.execute(sql`analyze shifts`);
  return org;
}

it('lists the stamps waiting for approval through their partial index', async () => {
  // A handful wait for approval; the rest are handled.
  const org = await analysedShifts((i) => ({
    stamped: true,
    stampApproved: i % 1000 === 0 ? ApprovalState.pending : ApprovalState.approved,
  }));
  const ctx: Pick<Ctx, 'db' | 'actor'> = {
    db: t.db,
    actor: { kind: 'job', job: 'index-test', organizationId: org.organization.id },
  };
  // The stamps page: the waiting ones, oldest first (the badge reads the database's count).
  const query = adminShiftPageQuery(ctx, { stamp: 'waiting', order: 'asc' }, 50).toSQL();
  const plan = await genericPlan(query.sql, query.params, 'force_custom_plan');
  expect(plan, `${query.sql}\n${plan}`).toContain('shifts_stamp_waiting_idx');
});

it("counts a worker's shifts waiting for a stamp through their partial index", async () => {
  // A handful still wait for the worker's stamp; the rest are stamped.
  const org = await analysedShifts((i, o) => ({ workerId: o.worker.id, stamped: i % 1000 !== 0 }));
  // The statement the server prepares by name, planned without its values (its generic plan).
  const query = stampMissingCountQuery(t.db).toSQL();
  const params = fillPlaceholders(query.params, {
    organizationId: org.organization.id,
    callerId: org.worker.id,
    to: t.clock.now().toISOString(),
  });
  const plan = await genericPlan(query.sql, params);
  expect(plan, `${query.sql}\n${plan}`).toContain('shifts_stamp_missing_idx');
});

it("pages the admin's table in start order through the index, without sorting a week", async () => {
  // Ten shifts at each start, as a hospital's morning starts at 07:00 for every department.
  const org = await analysedShifts((i) => ({
    name: `Vuoro ${i}`,
    from: new Date(Math.floor(i / 10) * HOUR),
  }));
  const ctx: Pick<Ctx, 'db' | 'actor'> = {
    db: t.db,
    actor: { kind: 'job', job: 'index-test', organizationId: org.organization.id },
  };
  const week = {
    from: new Date(0).toISOString(),
    to: new Date(7 * DAY).toISOString(),
    order: 'asc' as const,
  };
  const query = adminShiftPageQuery(ctx, week, 50).toSQL();
  const plan = await genericPlan(query.sql, query.params, 'force_custom_plan');
  expect(plan, `${query.sql}\n${plan}`).toContain('shifts_org_from_id_idx');
  expect(plan, plan).not.toMatch(/\bSort\b/);
});

it("sorted by name, worker or end, looks up places and workers for the page's rows only", async () => {
  const org = await analysedShifts((i, o) => ({
    name: `Vuoro ${(i * 7919) % 3000}`,
    from: new Date(Math.floor(i / 10) * HOUR),
    workerId: i % 2 ? o.worker.id : null,
  }));
  const ctx: Pick<Ctx, 'db' | 'actor'> = {
    db: t.db,
    actor: { kind: 'job', job: 'index-test', organizationId: org.organization.id },
  };
  const window = { from: new Date(0).toISOString(), to: new Date(400 * DAY).toISOString() };
  for (const sort of ['name', 'worker', 'to'] as const) {
    const query = adminShiftPageQuery(ctx, { ...window, sort, order: 'desc', offset: 100 }, 50).toSQL();
    const plan = await genericPlan(query.sql, query.params, 'force_custom_plan', 'explain (analyze)');
    // The lookups of each shift's place and worker (nested loops) carry the page's 50 rows, not
    // the 3000 the page was sorted from.
    const joined = [...plan.matchAll(/Nested Loop Left Join .*\(actual .*rows=([\d.]+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(joined.length, plan).toBeGreaterThan(0);
    for (const rows of joined) expect(rows, `${sort}\n${plan}`).toBeLessThanOrEqual(50);
  }
});

const jobCtx = (org: OrgFixture): Pick<Ctx, 'db' | 'actor' | 'now'> => ({
  db: t.db,
  actor: { kind: 'job', job: 'index-test', organizationId: org.organization.id },
  now: t.clock.now(),
});

it('pages the open shifts of a week through their partial index', async () => {
  // One in a hundred has no worker, as planning leaves a few open.
  const org = await analysedShifts((i, o) => ({ workerId: i % 100 === 0 ? null : o.worker.id }));
  const start = t.clock.now().getTime() - 400 * DAY;
  const week = { from: new Date(start).toISOString(), to: new Date(start + 7 * DAY).toISOString() };
  const query = adminShiftPageQuery(jobCtx(org), { ...week, unfilled: true, order: 'asc' }, 50).toSQL();
  const plan = await genericPlan(query.sql, query.params, 'force_custom_plan');
  expect(plan, `${query.sql}\n${plan}`).toContain('shifts_open_from_idx');
});

it("finds each worker's final shift one index step from the end of their shifts", async () => {
  const org = await analysedShifts((i, o) => ({ workerId: i % 2 === 0 ? o.worker.id : o.reader.id }));
  for (const before of [undefined, t.clock.now().toISOString()]) {
    const query = finalShiftIdsQuery(jobCtx(org), { before, limit: 50 }).toSQL();
    const plan = await genericPlan(query.sql, query.params, 'force_custom_plan');
    expect(plan, `${query.sql}\n${plan}`).toContain('shifts_worker_from_idx');
    expect(plan, plan).not.toMatch(/Seq Scan on shifts/);
  }
});

it('counts by worker and groups the names in use over a window read by start', async () => {
  const org = await analysedShifts((i, o) => ({ workerId: i % 2 === 0 ? o.worker.id : null }));
  const start = t.clock.now().getTime() - 400 * DAY;
  const week = { from: new Date(start).toISOString(), to: new Date(start + 7 * DAY).toISOString() };
  for (const query of [
    countByUserQuery(jobCtx(org), week).toSQL(),
    uniqueShiftNamesQuery(jobCtx(org), week).toSQL(),
  ]) {
    const plan = await genericPlan(query.sql, query.params, 'force_custom_plan');
    // Any index that reads the window by start (the money one holds the worker and times too).
    expect(plan, `${query.sql}\n${plan}`).toMatch(
      /shifts_org_from_id_idx|shifts_open_from_idx|shifts_org_range_gist|shifts_money_cover_idx/,
    );
    expect(plan, plan).not.toMatch(/Seq Scan on shifts/);
  }
});

it("looks each span of an admin's overlap check up in the workers' range index", async () => {
  const org = await analysedShifts((_, o) => ({ workerId: o.worker.id }));
  const at = t.clock.now().getTime() - 200 * DAY;
  const windows = [0, 1, 2].map((d) => ({
    owner: org.worker.id,
    from: new Date(at + d * DAY).toISOString(),
    to: new Date(at + d * DAY + 8 * HOUR).toISOString(),
  }));
  const query = shiftsMeetingWindowsQuery(jobCtx(org), windows, 1001).toSQL();
  const plan = await genericPlan(query.sql, query.params, 'force_custom_plan');
  expect(plan, `${query.sql}\n${plan}`).toContain('shifts_worker_range_gist');
  expect(plan, plan).not.toMatch(/Seq Scan on shifts/);
});

/**
 * EXPLAIN of the statement prepared as the driver sends it, planned without its parameters (a
 * named statement's generic plan) or, with force_custom_plan, with them (an unnamed statement).
 */
async function genericPlan(
  text: string,
  params: unknown[],
  mode = 'force_generic_plan',
  explain = 'explain',
) {
  const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
  // An array parameter as PostgreSQL's array literal; the statement casts it to its type.
  const element = (v: unknown) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`);
  const literal = (v: unknown): string =>
    Array.isArray(v)
      ? quoted(`{${v.map(element).join(',')}}`)
      : typeof v === 'string'
        ? quoted(v)
        : String(v);
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
    await tx.execute(sql.raw(`prepare index_use_probe as ${text}`));
    const result = await tx.execute(
      sql.raw(`${explain} execute index_use_probe(${params.map(literal).join(', ')})`),
    );
    await tx.execute(sql`deallocate index_use_probe`);
    const rows = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
