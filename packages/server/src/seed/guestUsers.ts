// Demo guest users with filters (docs/decisions/106, 126): a department's nurse who sees that
// department's shifts two weeks either side of today, and a hospital's coordinator who sees every
// shift of its departments. Both log in with the demo password (README, demo accounts). The
// places are the seed's own (seed/places.ts), found by name here once and stored by id.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { accountEmails, customers, departments, guestUsers } from '../db/schema/index.ts';

export const DEMO_GUESTS = [
  {
    name: 'Kampin lääkäriaseman vastaanotto',
    email: 'kamppi@example.com',
    meta: 'Näkee Kampin lääkäriaseman vuorot kaksi viikkoa kumpaankin suuntaan.',
    department: 'Kampin lääkäriasema',
    filterDays: 14,
  },
  {
    name: 'Tays vuorokoordinaattori',
    email: 'tays@example.com',
    meta: 'Näkee kaikkien Taysin osastojen vuorot.',
    customer: 'Tampereen yliopistollinen sairaala',
    filterDays: -1,
  },
] as const;

export async function seedGuestUsers(tx: DbOrTx, organizationId: string, passwordHash: string) {
  const customerIds = new Map(
    (
      await tx
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(eq(customers.organizationId, organizationId))
    ).map((c) => [c.name, c.id]),
  );
  const departmentIds = new Map(
    (
      await tx
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(eq(departments.organizationId, organizationId))
    ).map((d) => [d.name, d.id]),
  );
  const rows = await tx
    .insert(guestUsers)
    .values(
      DEMO_GUESTS.map((g) => ({
        name: g.name,
        email: g.email,
        meta: g.meta,
        filterDays: g.filterDays,
        filterCustomerId: 'customer' in g ? (customerIds.get(g.customer) ?? null) : null,
        filterDepartmentId: 'department' in g ? (departmentIds.get(g.department) ?? null) : null,
        organizationId,
        passwordHash,
      })),
    )
    .returning({ id: guestUsers.id, email: guestUsers.email });
  // The login directory: each email logs in to this organisation.
  await tx.insert(accountEmails).values(
    rows.map((g) => ({
      kind: 'guest' as const,
      email: g.email.toLowerCase(),
      organizationId,
      accountId: g.id,
    })),
  );
}
