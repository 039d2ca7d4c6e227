// The overlap rule exists once in the domain (shiftMeets) and once in SQL (db/ranges.ts, used by
// every overlap query). This property test stores random shifts, including running ones and
// touching edges, and checks that the database picks exactly the shifts the domain rule picks.
import { findOverlaps, shiftMeets, type Window } from '@tuura/domain/rules/overlap';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeMeets } from '../../src/db/ranges.ts';
import { shifts, suggestions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, makeUser } from '../support/factories.ts';

let t: TestApp;
let organizationId: string;
let workerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const org = await makeOrganization(t, 'overlap');
  organizationId = org.organization.id;
  workerId = (await makeUser(t, organizationId)).id;
});
afterAll(() => t.close());

// A small grid of quarter hours makes touching edges and equal instants common.
const BASE = Date.parse('2026-03-29T00:00:00Z');
const at = (quarter: number) => new Date(BASE + quarter * 15 * 60_000);
const quarter = fc.integer({ min: 0, max: 40 });
const finished = fc.tuple(quarter, fc.integer({ min: 0, max: 12 })).map(([q, len]) => ({
  from: at(q),
  to: at(q + len),
}));
const running = quarter.map((q) => ({ from: at(q), to: null }));
// At most one running shift: the database allows one per worker.
const stored = fc
  .tuple(fc.array(finished, { maxLength: 6 }), fc.option(running, { nil: undefined }))
  .map(([done, run]) => (run ? [...done, run] : done));
const window: fc.Arbitrary<Window> = fc.oneof(
  fc.tuple(quarter, fc.integer({ min: 0, max: 12 })).map(([q, len]) => ({ from: at(q), to: at(q + len) })),
  fc.tuple(quarter, fc.integer({ min: 0, max: 12 })).map(([q, len]) => ({
    from: at(q),
    to: at(q + len),
    closed: true,
  })),
  quarter.map((q) => ({ from: at(q), to: null })),
);

describe('one overlap rule', () => {
  it('SQL and the domain pick the same shifts (property)', async () => {
    await fc.assert(
      fc.asyncProperty(stored, window, quarter, async (spans, w, nowQuarter) => {
        const now = at(nowQuarter);
        await t.db.delete(shifts).where(eq(shifts.workerId, workerId));
        const rows = spans.length
          ? await t.db
              .insert(shifts)
              .values(
                spans.map((s, i) => ({
                  organizationId,
                  workerId,
                  name: `v${i}`,
                  from: s.from,
                  to: s.to,
                  submitted: s.to !== null,
                })),
              )
              .returning({ id: shifts.id, from: shifts.from, to: shifts.to })
          : [];
        const picked = await t.db
          .select({ id: shifts.id })
          .from(shifts)
          .where(and(eq(shifts.workerId, workerId), rangeMeets(shifts, w, now)));
        const expected = findOverlaps(w, rows, now).map((r) => r.id);
        expect(picked.map((r) => r.id).sort()).toEqual(expected.sort());
      }),
      { numRuns: 150 },
    );
  });

  it('shift requests follow the same rule (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(finished, { maxLength: 6 }), window, async (spans, w) => {
        await t.db.delete(suggestions).where(eq(suggestions.workerId, workerId));
        const rows = spans.length
          ? await t.db
              .insert(suggestions)
              .values(
                spans.map((s, i) => ({ organizationId, workerId, name: `p${i}`, from: s.from, to: s.to })),
              )
              .returning({ id: suggestions.id, from: suggestions.from, to: suggestions.to })
          : [];
        const picked = await t.db
          .select({ id: suggestions.id })
          .from(suggestions)
          .where(and(eq(suggestions.workerId, workerId), rangeMeets(suggestions, w, at(0))));
        const expected = rows.filter((r) => shiftMeets(r, w, at(0))).map((r) => r.id);
        expect(picked.map((r) => r.id).sort()).toEqual(expected.sort());
      }),
      { numRuns: 80 },
    );
  });
});
