// Varied shifts for the money aggregate's tests: every input that decides a line (stamp states
// with stamped times left empty and half-minute ends, all shift types, billing and salary texts
// per hour, per shift, empty and unreadable, workers of every pay type whose salary value and
// scheme change mid-period, open, running and removed shifts, the autumn and spring clock changes).
import { ShiftType } from '@tuura/domain/enums';
import { zonedTime } from '@tuura/domain/rules/zonedTime';
import { customers, departments, shifts, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture } from '../support/factories.ts';

const MINUTE = 60_000;
/** The range the shifts fall in: both of the zone's clock changes and a salary change. */
export const MONEY_RANGE = { from: '2025-10-01', to: '2026-04-06' };

const BILLINGS = ['45,50', '300 €/vuoro', '', 'kallis', '58,00 €/h', '71,2'];
const SALARIES = ['', '', '', '280 €/vuoro', 'paljon', '33,3'];

/** A small deterministic generator (the same shifts on both databases). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function seedMoneyShifts(t: TestApp, o: OrgFixture) {
  const organizationId = o.organization.id;
  const [customer] = await t.db
    .insert(customers)
    .values({ organizationId, name: 'Toinen asiakas' })
    .returning();
  if (!customer) throw new Error('customer insert failed');
  const [second] = await t.db
    .insert(departments)
    .values({ organizationId, customerId: customer.id, name: 'Vuodeosasto' })
    .returning();
  if (!second) throw new Error('department insert failed');
  const [removed] = await t.db
    .insert(departments)
    .values({ organizationId, customerId: customer.id, name: 'Suljettu', deletedAt: new Date() })
    .returning();
  if (!removed) throw new Error('department insert failed');

  const person = (lastName: string) => makeUser(t, organizationId, { firstName: 'Raha', lastName });
  const hourly = await person('Tunti');
  const monthly = await person('Kuukausi');
  const subcontractor = await person('Alihankkija');
  const plain = await person('Tyhjä');
  const { eq } = await import('drizzle-orm');
  const salaries = (entries: [string, string, string][]) =>
    entries.map(([validFrom, rate, scheme]) => ({ validFrom, value: { rate, scheme } })) as never;
  await t.db
    .update(users)
    .set({
      payType: 'hourly',
      // Listed out of order, and a change on the day the spring clock changes.
      salaries: salaries([
        ['2026-03-29', '36,40', 'lapland'],
        ['2020-01-01', '33,80', 'el15'],
        ['2025-12-15', '35,30', 'regular'],
      ]),
    })
    .where(eq(users.id, hourly.id));
  await t.db
    .update(users)
    .set({ payType: 'monthly', salaries: salaries([['2020-01-01', '3200 €/vuoro', 'regular']]) })
    .where(eq(users.id, monthly.id));
  await t.db
    .update(users)
    .set({
      payType: 'billingSubcontractor',
      salaries: salaries([
        ['2020-01-01', '40', 'el20'],
        ['2026-01-20', '42,5', 'archipelago'],
      ]),
    })
    .where(eq(users.id, subcontractor.id));
  const workers = [hourly.id, monthly.id, subcontractor.id, plain.id, o.worker.id, null];
  const places = [o.department.id, second.id, removed.id, null];

  const next = random(16);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const start = zonedTime(MONEY_RANGE.from, 0).getTime();
  const span = zonedTime(MONEY_RANGE.to, 0).getTime() - start;
  const rows: (typeof shifts.$inferInsert)[] = [];
  for (let i = 0; i < 400; i++) {
    const from = start + Math.floor((next() * span) / (15 * MINUTE)) * 15 * MINUTE;
    const length = (4 * 60 + Math.floor(next() * 9 * 4) * 15) * MINUTE;
    const stampKind = pick(['none', 'none', 'pending', 'pending', 'approved', 'notCompleted', 'rejected']);
    const offset = () => Math.round((next() - 0.5) * 90) * 30_000;
    rows.push({
      organizationId,
      workerId: pick(workers),
      departmentId: pick(places),
      name: `Vuoro ${i}`,
      type: pick([0, 0, 0, 1, 2, 3]) as ShiftType,
      from: new Date(from),
      to: new Date(from + length),
      stampRequired: stampKind !== 'none' || next() < 0.3,
      stamped: stampKind !== 'none',
      // Stamped times on half minutes (rounding ties) and some left empty.
      stampFrom: stampKind === 'none' || next() < 0.15 ? null : new Date(from + offset()),
      stampTo: stampKind === 'none' || next() < 0.15 ? null : new Date(from + length + offset()),
      stampNotCompleted: stampKind === 'notCompleted',
      stampApproved: stampKind === 'approved' ? 1 : stampKind === 'rejected' ? 2 : 0,
      billing: pick(BILLINGS),
      salary: pick(SALARIES),
    });
  }
  // The autumn night (25–26 Oct 2025: 22:00–07:00 is ten hours) and the spring one (nine hours).
  for (const [date, worker] of [
    ['2025-10-25', hourly.id],
    ['2026-03-28', subcontractor.id],
  ] as const) {
    rows.push({
      organizationId,
      workerId: worker,
      departmentId: o.department.id,
      name: 'Yövuoro',
      type: ShiftType.shift,
      from: zonedTime(date, 22),
      to: new Date(zonedTime(date, 22).getTime() + (date === '2025-10-25' ? 10 : 9) * 60 * MINUTE),
      billing: '45,50',
    });
  }
  // A running shift (no end: planned and filled, no money) and a removed one (not counted).
  rows.push({
    organizationId,
    workerId: plain.id,
    departmentId: second.id,
    name: 'Käynnissä',
    from: zonedTime('2026-02-02', 8),
    to: null,
    submitted: false,
    billing: '45,50',
  });
  rows.push({
    organizationId,
    workerId: hourly.id,
    departmentId: second.id,
    name: 'Poistettu',
    from: zonedTime('2026-02-03', 8),
    to: zonedTime('2026-02-03', 16),
    billing: '45,50',
    deletedAt: new Date(),
  });
  await t.db.insert(shifts).values(rows);
  return { customer, second, removed, hourly, monthly, subcontractor, plain };
}
