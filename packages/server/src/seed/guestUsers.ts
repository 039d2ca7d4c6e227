// Demo guest users with filters (docs/decisions/106): a department's nurse who sees that
// department's shifts two weeks either side of today, and a hospital's coordinator who sees every
// shift of its departments. Both log in with the demo password (README, demo accounts).
import type { DbOrTx } from '../db/client.ts';
import { accountEmails, guestUsers } from '../db/schema/index.ts';

export const DEMO_GUESTS = [
  {
    name: 'Kampin lääkäriaseman vastaanotto',
    email: 'kamppi@example.com',
    meta: 'Näkee Kampin lääkäriaseman vuorot kaksi viikkoa kumpaankin suuntaan.',
    filterName: 'Kampin lääkäriasema',
    filterDays: 14,
  },
  {
    name: 'Tays vuorokoordinaattori',
    email: 'tays@example.com',
    meta: 'Näkee kaikkien Taysin osastojen vuorot.',
    filterName: 'Tampereen yliopistollinen sairaala',
    filterDays: -1,
  },
] as const;

export async function seedGuestUsers(tx: DbOrTx, organizationId: string, passwordHash: string) {
  const rows = await tx
    .insert(guestUsers)
    .values(DEMO_GUESTS.map((g) => ({ ...g, organizationId, passwordHash })))
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
