// Workers with salaries and shifts of March 2025 whose pay is worked out by hand in the tests
// (decision 117: one rounding per line, totals are sums). Helsinki is UTC+2 all that month's
// days used here (the clocks change on the 30th).
import { zonedTime } from '@tuura/domain/rules/zonedTime';
import { shifts, users } from '../../src/db/schema/index.ts';
import { byKey } from '../../src/lib/scope.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture } from '../support/factories.ts';

type ShiftInput = Partial<typeof shifts.$inferInsert> & { day: string; start: number; end: number };

export async function addShift(t: TestApp, o: OrgFixture, workerId: string, s: ShiftInput) {
  const { day, start, end, ...rest } = s;
  const [row] = await t.db
    .insert(shifts)
    .values({
      organizationId: o.organization.id,
      departmentId: o.department.id,
      workerId,
      name: `Vuoro ${day}`,
      from: zonedTime(day, Math.floor(start), Math.round((start % 1) * 60)),
      to: zonedTime(day, Math.floor(end), Math.round((end % 1) * 60)),
      billing: '80 €/h',
      ...rest,
    })
    .returning();
  if (!row) throw new Error('shift insert failed');
  return row;
}

/**
 * Aada (hourly): 20 €/h regular until 14.3., 22,50 €/h with EL+15 % from 15.3.
 * Bertta (billing pay type: not on payroll), Cecilia (monthly: lines pay 0).
 */
export async function payrollFixture(t: TestApp, o: OrgFixture) {
  const organizationId = o.organization.id;
  const aada = await makeUser(t, organizationId, { firstName: 'Aada', lastName: 'Palkka' });
  const bertta = await makeUser(t, organizationId, { firstName: 'Bertta', lastName: 'Laskuttaja' });
  const cecilia = await makeUser(t, organizationId, { firstName: 'Cecilia', lastName: 'Kuukausi' });
  await t.db
    .update(users)
    .set({
      payType: 'hourly',
      accountingId: 'PR-001',
      salaries: [
        { validFrom: '2025-01-01', value: { rate: '20', scheme: 'regular' } },
        { validFrom: '2025-03-15', value: { rate: '22,50', scheme: 'el15' } },
      ],
    })
    .where(byKey(users, aada));
  await t.db
    .update(users)
    .set({
      payType: 'billing',
      salaries: [{ validFrom: '2025-01-01', value: { rate: '25', scheme: 'regular' } }],
    })
    .where(byKey(users, bertta));
  await t.db.update(users).set({ payType: 'monthly', accountingId: 'PR-003' }).where(byKey(users, cecilia));

  const a = (s: ShiftInput) => addShift(t, o, aada.id, s);
  // Outside the month: never in March's listing.
  await a({ day: '2025-02-28', start: 8, end: 16 });
  await a({ day: '2025-04-01', start: 8, end: 16 });
  // 1. Planned 8–16 = 480 min × 20 €/h = 160,00 €.
  await a({ day: '2025-03-03', start: 8, end: 16 });
  // 2. Stamped 8–13 waiting for approval: the stamped 300 min count × 20 €/h = 100,00 €.
  await a({
    day: '2025-03-10',
    start: 8,
    end: 12.5,
    stampRequired: true,
    stamped: true,
    stampFrom: zonedTime('2025-03-10', 8),
    stampTo: zonedTime('2025-03-10', 13),
  });
  // 3. Stamped 7:30–12:30 and approved: the planned 240 min count × 20 €/h = 80,00 €.
  await a({
    day: '2025-03-11',
    start: 8,
    end: 12,
    stampRequired: true,
    stamped: true,
    stampFrom: zonedTime('2025-03-11', 7, 30),
    stampTo: zonedTime('2025-03-11', 12, 30),
    stampApproved: 1,
  });
  // 4. After the change: 480 min × 22,50 €/h = 180,00 € × 1,15 = 207,00 €.
  await a({ day: '2025-03-17', start: 8, end: 16 });
  // 5. The shift's own salary, per shift: 150,00 € × 1,15 = 172,50 € (120 min).
  await a({ day: '2025-03-18', start: 8, end: 10, salary: '150 €/vuoro' });
  // 6. Sick (type 1) is paid: 480 min × 22,50 €/h × 1,15 = 207,00 €.
  await a({ day: '2025-03-19', start: 8, end: 16, type: 1 });
  // 7. No salary (type 3): 480 min shown, 0 €.
  await a({ day: '2025-03-20', start: 8, end: 16, type: 3 });
  // 8. Not completed: the planned 240 min count, not the stamp: 90,00 € × 1,15 = 103,50 €.
  await a({
    day: '2025-03-21',
    start: 8,
    end: 12,
    stampRequired: true,
    stamped: true,
    stampNotCompleted: true,
    stampFrom: zonedTime('2025-03-21', 8),
    stampTo: zonedTime('2025-03-21', 9),
  });
  // 9. An unreadable own salary: unpriced, counted, never guessed (60 min).
  await a({ day: '2025-03-25', start: 8, end: 9, salary: 'sopimuksen mukaan' });

  // Bertta: 480 min × 25 €/h = 200,00 € (her own invoice; not on payroll).
  await addShift(t, o, bertta.id, { day: '2025-03-12', start: 8, end: 16 });
  // Cecilia: 480 min, paid by her monthly salary (0 € on the line).
  await addShift(t, o, cecilia.id, { day: '2025-03-12', start: 8, end: 16 });
  return { aada, bertta, cecilia };
}

/** Aada's March 2025 by hand: 9 lines. */
export const AADA_MARCH = {
  shifts: 9,
  // 480 + 300 + 240 + 480 + 120 + 480 + 480 + 240 + 60
  minutes: 2_880,
  // 16 000 + 10 000 + 8 000 + 20 700 + 17 250 + 20 700 + 0 + 10 350 (+ the unpriced line)
  paid: 103_000,
  unpricedPay: 1,
};
