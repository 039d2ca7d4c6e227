// The stamps-waiting count the database keeps (migration 0009) equals counting the shifts by
// stampWaitsForApproval, after any mix of statements on shifts: inserts of one or many rows,
// stamping, deciding, soft and hard deletes, in two organisations at once.
import type { ApprovalState } from '@tuura/domain/enums';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shiftStampCounts, shifts, stampWaitsForApproval } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { HOUR } from '../support/shifts.ts';

let t: TestApp;
let orgs: OrgFixture[];
beforeAll(async () => {
  const made = await twoOrganizations();
  t = made.t;
  orgs = [made.a, made.b];
});
afterAll(() => t.close());

async function kept(organizationId: string) {
  const [row] = await t.db
    .select({ n: shiftStampCounts.waiting })
    .from(shiftStampCounts)
    .where(eq(shiftStampCounts.organizationId, organizationId));
  return row?.n ?? 0;
}

async function counted(organizationId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(shifts)
    .where(
      and(eq(shifts.organizationId, organizationId), isNull(shifts.deletedAt), stampWaitsForApproval(shifts)),
    );
  return row?.n ?? 0;
}

const org = fc.integer({ min: 0, max: 1 });
const some = fc.integer({ min: 1, max: 4 });
const operation = fc.oneof(
  fc.record({
    op: fc.constant('insert' as const),
    org,
    n: some,
    stamped: fc.boolean(),
    approved: fc.constantFrom(0, 1, 2),
  }),
  fc.record({ op: fc.constant('stamp' as const), org }),
  fc.record({ op: fc.constant('decide' as const), org, approved: fc.constantFrom(0, 1, 2) }),
  fc.record({ op: fc.constant('softDelete' as const), org }),
  fc.record({ op: fc.constant('restore' as const), org }),
  fc.record({ op: fc.constant('delete' as const), org }),
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;

/** Up to three of the organisation's shifts, the ones a statement below changes. */
async function someIds(organizationId: string) {
  const rows = await t.db
    .select({ id: shifts.id })
    .from(shifts)
    .where(eq(shifts.organizationId, organizationId))
    .limit(3);
  return rows.map((r) => r.id);
}

async function run(o: Operation) {
  const target = orgs[o.org] as OrgFixture;
  const organizationId = target.organization.id;
  const ids = await someIds(organizationId);
  const these = and(eq(shifts.organizationId, organizationId), inArray(shifts.id, ids));
  switch (o.op) {
    case 'insert': {
      const from = new Date(t.clock.now().getTime() - 50 * HOUR);
      await t.db.insert(shifts).values(
        Array.from({ length: o.n }, () => ({
          organizationId,
          workerId: target.worker.id,
          name: 'Laskettava',
          from,
          to: new Date(from.getTime() + 8 * HOUR),
          stampRequired: true,
          stamped: o.stamped,
          stampApproved: o.approved as ApprovalState,
        })),
      );
      return;
    }
    case 'stamp':
      if (ids.length) await t.db.update(shifts).set({ stampRequired: true, stamped: true }).where(these);
      return;
    case 'decide':
      if (ids.length)
        await t.db
          .update(shifts)
          .set({ stampApproved: o.approved as ApprovalState })
          .where(these);
      return;
    case 'softDelete':
      if (ids.length) await t.db.update(shifts).set({ deletedAt: t.clock.now() }).where(these);
      return;
    case 'restore':
      if (ids.length) await t.db.update(shifts).set({ deletedAt: null }).where(these);
      return;
    case 'delete':
      if (ids.length) await t.db.delete(shifts).where(these);
      return;
  }
}

it('keeps the count of waiting stamps equal to counting them, statement after statement', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
      for (const o of operations) await run(o);
      for (const o of orgs) expect(await kept(o.organization.id)).toBe(await counted(o.organization.id));
    }),
    { numRuns: 25 },
  );
});
