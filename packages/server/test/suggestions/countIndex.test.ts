// The badge's count of pending shift requests (GET /api/suggestions/count/admin) is polled by every
// admin: it reads the partial index of pending requests, not the table. Thousands of decided
// requests and a handful pending, analysed: the planner then takes the small index if it may.
import { ApprovalState } from '@tuura/domain/enums';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Ctx } from '../../src/context.ts';
import { suggestions } from '../../src/db/schema/index.ts';
import { countPendingQuery } from '../../src/modules/suggestions/adminService.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization } from '../support/factories.ts';
import { DAY, HOUR } from '../support/shifts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('counts the pending requests through suggestions_pending_idx', async () => {
  const org = await makeOrganization(t);
  const start = t.clock.now().getTime() - 400 * DAY;
  await t.db.insert(suggestions).values(
    Array.from({ length: 3000 }, (_, i) => ({
      organizationId: org.organization.id,
      workerId: org.worker.id,
      name: `Toive ${i}`,
      from: new Date(start + i * HOUR),
      to: new Date(start + i * HOUR + HOUR / 2),
      approved: i % 1000 === 0 ? ApprovalState.pending : ApprovalState.approved,
    })),
  );
  await t.db.execute(sql`analyze suggestions`);
  const ctx: Pick<Ctx, 'db' | 'actor'> = {
    db: t.db,
    actor: { kind: 'job', job: 'index-test', organizationId: org.organization.id },
  };
  const [counted] = await countPendingQuery(ctx);
  // Three of the 3000 and the organisation's own fixture request.
  expect(counted?.n).toBe(4);
  const query = countPendingQuery(ctx).toSQL();
  const quoted = (v: unknown) => (typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v));
  const plan = await t.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw(`prepare pending_count_probe as ${query.sql}`));
    const result = await tx.execute(
      sql.raw(`explain execute pending_count_probe(${query.params.map(quoted).join(', ')})`),
    );
    await tx.execute(sql`deallocate pending_count_probe`);
    return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  });
  expect(plan, `${query.sql}\n${plan}`).toContain('suggestions_pending_idx');
  expect(plan, plan).not.toMatch(/Seq Scan on suggestions/);
});
