// The demo data a worker sees — places and templates, and for every demo worker
// shifts over the past and coming 8 weeks, some needing stamps, one running for worker@example.com.

import { BillingStatus } from '@tuura/domain/enums';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { and, count, eq, isNotNull, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  departments,
  guestUsers,
  savedFilters,
  shifts,
  templates,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_PAY_WORKER } from '../../src/seed/demo.ts';
import { billingStatusOf } from '../../src/seed/shifts.ts';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import { DAY, userByEmail } from '../support/shifts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEEKS_MS = 8 * 7 * DAY;

/** Demo workers: everyone but the admin and the reader. */
async function demoWorkerIds() {
  const rows = await t.db
    .select({ id: users.id })
    .from(users)
    .where(notInArray(users.email, [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.reader]));
  return rows.map((r) => r.id);
}

/** A shift's time range; the running shift counts as lasting until now. */
const range = (s: { from: AnyPgColumn; to: AnyPgColumn }) =>
  sql`tstzrange(${s.from}, coalesce(${s.to}, now()), '[)')`;

describe('demo seed: guest users', () => {
  it('gives the demo guests their place by id: one department, and one whole customer', async () => {
    const rows = await t.db
      .select({
        email: guestUsers.email,
        department: departments.name,
        customer: customers.name,
        days: guestUsers.filterDays,
      })
      .from(guestUsers)
      .leftJoin(departments, eq(departments.id, guestUsers.filterDepartmentId))
      .leftJoin(customers, eq(customers.id, guestUsers.filterCustomerId))
      .where(notInArray(guestUsers.email, ['guest@example.com']))
      .orderBy(guestUsers.email);
    expect(rows).toEqual([
      { email: 'kamppi@example.com', department: 'Kampin lääkäriasema', customer: null, days: 14 },
      {
        email: 'tays@example.com',
        department: null,
        customer: 'Tampereen yliopistollinen sairaala',
        days: -1,
      },
    ]);
  });
});

describe('demo seed: places', () => {
  it('has three customers, each with departments, each with templates', async () => {
    const [c] = await t.db.select({ n: count() }).from(customers);
    expect(c?.n).toBe(3);
    const perCustomer = await t.db
      .select({ customer: departments.customerId, n: count() })
      .from(departments)
      .groupBy(departments.customerId);
    expect(perCustomer).toHaveLength(3);
    const perDepartment = await t.db
      .select({ department: templates.departmentId, n: count() })
      .from(templates)
      .groupBy(templates.departmentId);
    const [d] = await t.db.select({ n: count() }).from(departments);
    expect(perDepartment).toHaveLength(d?.n ?? -1);
  });
});

describe('demo seed: shifts', () => {
  it('gives every demo worker past and coming shifts within 8 weeks, some needing a stamp', async () => {
    const ids = await demoWorkerIds();
    // The pay journey's worker alone has no stamps to give (see seed/demo.ts).
    const [payWorker] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_PAY_WORKER));
    expect(ids.length).toBeGreaterThan(3);
    const now = Date.now();
    for (const id of ids) {
      const rows = await t.db
        .select()
        .from(shifts)
        .where(and(eq(shifts.workerId, id), isNull(shifts.deletedAt)));
      const past = rows.filter((r) => r.to !== null && r.to.getTime() < now);
      const coming = rows.filter((r) => r.from.getTime() > now);
      expect(past.length, id).toBeGreaterThan(0);
      expect(coming.length, id).toBeGreaterThan(0);
      expect(
        rows.some((r) => r.stampRequired),
        id,
      ).toBe(id !== payWorker?.id);
      // The data spans 8 weeks each way (plus a day for the zone and the seed's own moment).
      for (const r of rows) {
        expect(r.from.getTime()).toBeGreaterThan(now - WEEKS_MS - 2 * DAY);
        expect(r.from.getTime()).toBeLessThan(now + WEEKS_MS + DAY);
      }
    }
  });

  it('has stamped and unstamped required shifts, pending and approved stamps, and billing states', async () => {
    const rows = await t.db
      .select({
        stamped: shifts.stamped,
        approved: shifts.stampApproved,
        billing: shifts.billingStatus,
        n: count(),
      })
      .from(shifts)
      .where(eq(shifts.stampRequired, true))
      .groupBy(shifts.stamped, shifts.stampApproved, shifts.billingStatus);
    const total = (ok: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(ok).reduce((sum, r) => sum + r.n, 0);
    expect(total((r) => r.stamped)).toBeGreaterThan(0);
    expect(total((r) => !r.stamped)).toBeGreaterThan(0);
    expect(total((r) => r.stamped && r.approved === 0)).toBeGreaterThan(0);
    expect(total((r) => r.approved === 1)).toBeGreaterThan(0);
    for (const status of [0, 1, 2])
      expect(
        total((r) => r.billing === status),
        `billing ${status}`,
      ).toBeGreaterThan(0);
  });

  it('prices shifts: every department bills a rate, some shifts pay their own sum, some are days off', async () => {
    const rows = await t.db
      .select({ billing: shifts.billing, salary: shifts.salary, type: shifts.type, n: count() })
      .from(shifts)
      .groupBy(shifts.billing, shifts.salary, shifts.type);
    const total = (ok: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(ok).reduce((sum, r) => sum + r.n, 0);
    expect(total((r) => r.billing === '')).toBe(0);
    expect(total((r) => r.billing.endsWith('€/vuoro'))).toBeGreaterThan(0);
    expect(total((r) => r.salary !== '')).toBeGreaterThan(0);
    for (const type of [1, 2, 3])
      expect(
        total((r) => r.type === type),
        `type ${type}`,
      ).toBeGreaterThan(0);
  });

  it("bills by calendar month: last month is billed except one customer's, older months paid", async () => {
    const rows = await t.db
      .select({
        customer: customers.name,
        month: sql<string>`to_char(${shifts.from} at time zone 'Europe/Helsinki', 'YYYY-MM')`,
        status: shifts.billingStatus,
      })
      .from(shifts)
      .innerJoin(departments, eq(departments.id, shifts.departmentId))
      .innerJoin(customers, eq(customers.id, departments.customerId))
      .groupBy(customers.name, sql`2`, shifts.billingStatus);
    const months = [...new Set(rows.map((r) => r.month))].sort();
    // The seed bills by Helsinki month: in the first hours of a month UTC is still in the last one.
    const thisMonth = zonedDate(new Date()).slice(0, 7);
    const lastMonth = months.filter((m) => m < thisMonth).at(-1);
    const statuses = (customer: string, month: string | undefined) =>
      rows.filter((r) => r.customer === customer && r.month === month).map((r) => r.status);
    expect(statuses('Terveystalo', lastMonth)).toEqual([0]);
    // Billed; its part older than six weeks already paid.
    expect(statuses('Tampereen yliopistollinen sairaala', lastMonth)).toContain(1);
    expect(statuses('Tampereen yliopistollinen sairaala', lastMonth)).not.toContain(0);
    expect(rows.filter((r) => r.month < (lastMonth ?? '')).every((r) => r.status === 2)).toBe(true);
  });

  it('at 0.30 on the first of a month in Helsinki (still the last month in UTC) bills the month just ended', () => {
    // 30.11.2026 22.30 UTC is 1.12.2026 0.30 in Helsinki (UTC+2): November is last month.
    const today = zonedDate(new Date('2026-11-30T22:30:00Z'));
    expect(today).toBe('2026-12-01');
    const anyCustomer = 0;
    expect(billingStatusOf('2026-11-30', today, anyCustomer)).toBe(BillingStatus.billed);
    expect(billingStatusOf('2026-12-01', today, anyCustomer)).toBe(BillingStatus.notBilled);
    expect(billingStatusOf('2026-10-31', today, anyCustomer)).toBe(BillingStatus.received);
    // November's part older than six weeks is paid already: none of November is that old on 1.12.
    expect(billingStatusOf('2026-11-01', today, anyCustomer)).toBe(BillingStatus.billed);
  });

  it('has waiting stamps from several workers, some with a message, some not completed', async () => {
    const waiting = await t.db
      .select({
        worker: shifts.workerId,
        message: shifts.stampMessage,
        notCompleted: shifts.stampNotCompleted,
      })
      .from(shifts)
      .where(and(eq(shifts.stamped, true), eq(shifts.stampApproved, 0), isNull(shifts.deletedAt)));
    expect(new Set(waiting.map((r) => r.worker)).size).toBeGreaterThan(3);
    expect(waiting.filter((r) => r.message !== '').length).toBeGreaterThan(0);
    expect(waiting.filter((r) => r.message === '').length).toBeGreaterThan(0);
    expect(waiting.filter((r) => r.notCompleted).length).toBeGreaterThan(0);
  });

  it('has exactly one running shift, for worker@example.com', async () => {
    const worker = await userByEmail(t, DEMO_ACCOUNTS.worker);
    const running = await t.db.select().from(shifts).where(eq(shifts.submitted, false));
    expect(running).toHaveLength(1);
    expect(running[0]).toMatchObject({ workerId: worker.id, to: null });
    expect(running[0]?.from.getTime()).toBeLessThan(Date.now());
  });

  it('never lets two shifts of one worker overlap (self-join count 0)', async () => {
    const b = alias(shifts, 'b');
    const [pairs] = await t.db
      .select({ n: count() })
      .from(shifts)
      .innerJoin(
        b,
        and(eq(shifts.workerId, b.workerId), lt(shifts.id, b.id), sql`${range(shifts)} && ${range(b)}`),
      )
      .where(and(isNull(shifts.deletedAt), isNull(b.deletedAt)));
    expect(pairs?.n).toBe(0);
  });

  it('ends every finished shift after it starts', async () => {
    const [bad] = await t.db
      .select({ n: count() })
      .from(shifts)
      .where(and(isNotNull(shifts.to), lte(shifts.to, shifts.from)));
    expect(bad?.n).toBe(0);
  });
});

describe('demo seed: planning', () => {
  it('has open shifts on every day of next week, some with a name pencilled in', async () => {
    const now = t.clock.now().getTime();
    const open = await t.db
      .select({ from: shifts.from, tentative: shifts.tentativeWorker })
      .from(shifts)
      // Planning's open shifts: not the marketplace's, which the demo also has (every other day).
      .where(and(isNull(shifts.workerId), isNull(shifts.deletedAt), isNull(shifts.marketPublishedAt)));
    const days = new Set(
      open
        .filter((s) => s.from.getTime() > now && s.from.getTime() < now + 14 * DAY)
        .map((s) => s.from.toLocaleDateString('en-CA', { timeZone: 'Europe/Helsinki' })),
    );
    expect(days.size).toBe(7);
    expect(open.some((s) => s.tentative !== '')).toBe(true);
  });

  it('gives the admin saved filters of the shift table, none of them the default', async () => {
    const admin = await userByEmail(t, DEMO_ACCOUNTS.admin);
    const rows = await t.db.select().from(savedFilters).where(eq(savedFilters.userId, admin.id));
    expect(rows.map((f) => [f.context, f.name, f.isDefault])).toEqual([
      ['adminShifts', 'Avoimet vuorot', false],
      ['adminShifts', 'Odottavat leimaukset', false],
    ]);
  });
});
