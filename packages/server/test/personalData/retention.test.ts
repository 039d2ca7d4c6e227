// The nightly retention purge (decision 135): what is past its period goes, what is not stays,
// worked out by hand at the Helsinki year boundaries; the pass runs once a day across processes
// and tells the organisation's users admins what it removed.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../src/context.ts';
import {
  auditLog,
  notifications,
  shiftHistory,
  shifts,
  suggestions,
  users,
} from '../../src/db/schema/index.ts';
import { purgeExpired, runRetentionPurge } from '../../src/modules/personalData/retention.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { HOUR } from '../support/shifts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const at = (iso: string) => new Date(iso);
/** 1 March 2026, 12:00 in Helsinki: working time kept from 2024 on, accounting material from 2020. */
const NOW = at('2026-03-01T10:00:00Z');
// 31.12. 23:30 and 1.1. 00:30 in Helsinki (UTC+2).
const LAST_OF_2023 = '2023-12-31T21:30:00Z';
const FIRST_OF_2024 = '2023-12-31T22:30:00Z';
const LAST_OF_2019 = '2019-12-31T21:30:00Z';
const FIRST_OF_2020 = '2019-12-31T22:30:00Z';

async function shiftAt(o: OrgFixture, from: string, extra: Partial<typeof shifts.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(shifts)
    .values({
      organizationId: o.organization.id,
      workerId: o.worker.id,
      departmentId: o.department.id,
      name: `Vuoro ${from}`,
      from: at(from),
      to: new Date(at(from).getTime() + 8 * HOUR),
      ...extra,
    })
    .returning();
  if (!row) throw new Error('shift insert failed');
  return row.id;
}

const liveIds = async (ids: string[]) =>
  (await t.db.select({ id: shifts.id }).from(shifts).where(inArray(shifts.id, ids))).map((r) => r.id).sort();

describe('the purge at the year boundaries', () => {
  it('removes what is past its period and keeps what is not', async () => {
    const o = await makeOrganization(t, `ret-${randomUUID().slice(0, 6)}`);
    const org = o.organization.id;
    const removedOld = await shiftAt(o, LAST_OF_2023, { deletedAt: at('2024-02-01T10:00:00Z') });
    const removedNew = await shiftAt(o, FIRST_OF_2024, { deletedAt: at('2024-02-01T10:00:00Z') });
    const openOld = await shiftAt(o, LAST_OF_2023, { workerId: null });
    const workedIn2023 = await shiftAt(o, LAST_OF_2023);
    const workedOld = await shiftAt(o, LAST_OF_2019);
    const workedNew = await shiftAt(o, FIRST_OF_2020);
    const erasedGone = await makeUser(t, org);
    const erasedKept = await makeUser(t, org);
    await t.db
      .update(users)
      .set({ deletedAt: NOW, erasedAt: NOW })
      .where(inArray(users.id, [erasedGone.id, erasedKept.id]));
    const erasedShift = await shiftAt(o, FIRST_OF_2020, { workerId: erasedKept.id });
    const [oldRequest, newRequest] = await t.db
      .insert(suggestions)
      .values(
        [LAST_OF_2023, FIRST_OF_2024].map((from) => ({
          organizationId: org,
          workerId: o.worker.id,
          name: 'Toive',
          from: at(from),
          to: new Date(at(from).getTime() + 8 * HOUR),
        })),
      )
      .returning();
    const [oldEntry, newEntry] = await t.db
      .insert(auditLog)
      .values(
        [LAST_OF_2019, FIRST_OF_2020].map((createdAt) => ({
          organizationId: org,
          action: 'test.entry',
          createdAt: at(createdAt),
        })),
      )
      .returning();

    const counts = await t.db.transaction((tx) => purgeExpired(tx, NOW));

    expect(
      await liveIds([removedOld, removedNew, openOld, workedIn2023, workedOld, workedNew, erasedShift]),
    ).toEqual([removedNew, workedIn2023, workedNew, erasedShift].sort());
    expect(
      await t.db
        .select()
        .from(shiftHistory)
        .where(and(eq(shiftHistory.organizationId, org), eq(shiftHistory.shiftId, workedOld))),
    ).toEqual([]);
    const requests = await t.db
      .select({ id: suggestions.id })
      .from(suggestions)
      .where(inArray(suggestions.id, [oldRequest?.id ?? '', newRequest?.id ?? '']));
    expect(requests.map((r) => r.id)).toEqual([newRequest?.id]);
    const entries = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.id, [oldEntry?.id ?? 0, newEntry?.id ?? 0]));
    expect(entries.map((e) => e.id)).toEqual([newEntry?.id]);
    const people = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [erasedGone.id, erasedKept.id]));
    expect(people.map((p) => p.id)).toEqual([erasedKept.id]);
    expect(counts.get(org)).toEqual({
      shifts: 3,
      shiftRequests: 1,
      cancellations: 0,
      auditEntries: 1,
      users: 1,
    });
  });

  it('keeps a 2023 working-time record until the last minute of 2025, Helsinki time', async () => {
    const o = await makeOrganization(t, `ret-${randomUUID().slice(0, 6)}`);
    const removed = await shiftAt(o, LAST_OF_2023, { deletedAt: at('2024-02-01T10:00:00Z') });
    await t.db.transaction((tx) => purgeExpired(tx, at('2025-12-31T21:59:00Z')));
    expect(await liveIds([removed])).toEqual([removed]);
    await t.db.transaction((tx) => purgeExpired(tx, at('2025-12-31T22:00:00Z')));
    expect(await liveIds([removed])).toEqual([]);
  });
});

describe('the nightly job', () => {
  const depsAt = (iso: string): Deps => ({ ...t.app.deps, clock: () => at(iso) });

  it('runs once a Helsinki day from 03:00, and tells the users admins what it removed', async () => {
    const o = await makeOrganization(t, `ret-${randomUUID().slice(0, 6)}`);
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, o.admin.id));
    const gone = await shiftAt(o, '2010-05-01T08:00:00Z');
    // 2 March 2026, 02:59 Helsinki: not yet.
    expect(await runRetentionPurge(depsAt('2026-03-02T00:59:00Z'))).toBeNull();
    expect(await liveIds([gone])).toEqual([gone]);
    const counts = await runRetentionPurge(depsAt('2026-03-02T01:00:00Z'));
    expect(counts?.get(o.organization.id)?.shifts).toBe(1);
    expect(await liveIds([gone])).toEqual([]);
    // Later the same day: done already.
    expect(await runRetentionPurge(depsAt('2026-03-02T20:00:00Z'))).toBeNull();

    const told = await t.db
      .select({ userId: notifications.userId, title: notifications.title, text: notifications.text })
      .from(notifications)
      .where(
        and(
          eq(notifications.organizationId, o.organization.id),
          sql`${notifications.title} like 'Records past%'`,
        ),
      );
    expect(told.map((n) => n.userId)).toEqual([o.admin.id]);
    expect(told[0]?.text).toContain('shifts: 1');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, o.organization.id), eq(auditLog.action, 'retention.purge')));
    expect(entry?.data).toMatchObject({ job: 'retention', removed: { shifts: 1 } });
  });

  it('runs in one process only when two ask at once', async () => {
    const both = await Promise.all([
      runRetentionPurge(depsAt('2026-03-03T02:00:00Z')),
      runRetentionPurge(depsAt('2026-03-03T02:00:00Z')),
    ]);
    expect(both.filter((r) => r !== null)).toHaveLength(1);
  });
});
