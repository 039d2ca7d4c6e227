// February 2025 of a factory organisation with hand-priced shifts for the bills tests: two
// customers, three departments, a shift without a department, and shifts that a February bill
// must leave out (another month in Helsinki, removed, another organisation's). The sums each
// test expects are worked out in bills.test.ts.
import { customers, departments, shifts } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture } from '../support/factories.ts';

/** Helsinki wall time in February (UTC+2) as an instant. */
const hki = (local: string) => new Date(`${local}+02:00`);

export const FEBRUARY = { from: '2025-02-01', to: '2025-03-01' };

export async function makeFebruary(t: TestApp, o: OrgFixture, other: OrgFixture) {
  const organizationId = o.organization.id;
  const [icu] = await t.db
    .insert(departments)
    .values({ organizationId, customerId: o.customer.id, name: 'Teho' })
    .returning();
  const [clinic] = await t.db.insert(customers).values({ organizationId, name: 'Terveyskeskus' }).returning();
  if (!icu || !clinic) throw new Error('place insert failed');
  const [ward] = await t.db
    .insert(departments)
    .values({ organizationId, customerId: clinic.id, name: 'Vuodeosasto' })
    .returning();
  if (!ward) throw new Error('department insert failed');
  // A second worker: the factory worker already has a running shift, and one is all a worker may have.
  const runner = await makeUser(t, organizationId, { firstName: 'Juoksu', lastName: 'Vuoro' });

  const er = o.department.id;
  const base = { organizationId, workerId: o.worker.id };
  const row = (
    name: string,
    departmentId: string | null,
    from: string,
    to: string | null,
    billing: string,
    more: Partial<typeof shifts.$inferInsert> = {},
  ) => ({ ...base, name, departmentId, from: hki(from), to: to ? hki(to) : null, billing, ...more });

  const inserted = await t.db
    .insert(shifts)
    .values([
      // 00:30 in Helsinki on 1 February is still 31 January in UTC: it belongs to February.
      row('Yö 1', er, '2025-02-01T00:30', '2025-02-01T08:30', '45,50 €/h'),
      row('Yö 2', er, '2025-02-04T22:00', '2025-02-05T06:30', '52,05'),
      row('Leimattu', er, '2025-02-05T08:00', '2025-02-05T16:00', '40', {
        stampRequired: true,
        stamped: true,
        stampFrom: hki('2025-02-05T08:00'),
        stampTo: hki('2025-02-05T17:15'),
      }),
      row('Ei hintaa', er, '2025-02-06T08:00', '2025-02-06T16:00', '', { workerId: runner.id }),
      row('Sairas', er, '2025-02-07T08:00', '2025-02-07T16:00', '45', { type: 1 }),
      row('Vuorohinta', icu.id, '2025-02-10T08:00', '2025-02-10T14:00', '300 €/vuoro'),
      row('Jo laskutettu', icu.id, '2025-02-11T08:00', '2025-02-11T12:00', '50', { billingStatus: 1 }),
      row('Terveyskeskus', ward.id, '2025-02-12T08:00', '2025-02-12T18:00', '60'),
      row('Ei osastoa', null, '2025-02-13T08:00', '2025-02-13T10:00', '35'),
      // Running since 14 February: no money until it ends, and never billed meanwhile.
      row('Käynnissä', er, '2025-02-14T08:00', null, '45', { workerId: runner.id, submitted: false }),
      // Left out: 1 March in Helsinki (28 February in UTC), removed, another organisation's.
      row('Maaliskuu', er, '2025-03-01T00:30', '2025-03-01T08:30', '45'),
      row('Poistettu', er, '2025-02-18T08:00', '2025-02-18T16:00', '45', { deletedAt: new Date() }),
      {
        ...row('Vieras', other.department.id, '2025-02-18T08:00', '2025-02-18T16:00', '45'),
        organizationId: other.organization.id,
        workerId: other.worker.id,
      },
    ])
    .returning();
  const byName = Object.fromEntries(inserted.map((s) => [s.name, s])) as Record<string, (typeof inserted)[0]>;
  return { icu, clinic, ward, shifts: byName };
}
