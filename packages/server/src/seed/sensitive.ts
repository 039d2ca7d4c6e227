// Demo national ids and bank accounts for a few workers, written through the same encryption as
// the admin API (decision 103), so the demo shows them only in one user's admin view. Salaries are
// salary values over time (salaries.ts).
import { ibanMod97 } from '@tuura/domain/rules/iban';
import { nationalIdCheckCharacter } from '@tuura/domain/rules/nationalId';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Keyring } from '../lib/dataEncryption.ts';
import { byKey } from '../lib/scope.ts';
import { sealSensitive } from '../modules/users/sensitive.ts';

/** A valid henkilötunnus of someone born in the 1990s (2023 sign 'Y' for some). */
function demoNationalId(i: number) {
  const digits = `${String(1 + (i % 28)).padStart(2, '0')}${String(1 + (i % 12)).padStart(2, '0')}9${i % 10}`;
  const individual = String(200 + i * 7).padStart(3, '0');
  return `${digits}${i % 2 ? 'Y' : '-'}${individual}${nationalIdCheckCharacter(`${digits}${individual}`)}`;
}

/** A Finnish IBAN with correct check digits. */
function demoIban(i: number) {
  const account = `1234560${String(1000000 + i * 7919).slice(-7)}`;
  return `FI${String(98 - ibanMod97(`FI00${account}`)).padStart(2, '0')}${account}`;
}

export async function seedSensitive(
  db: DbOrTx,
  keyring: Keyring,
  people: { id: string; organizationId: string }[],
) {
  for (const [i, person] of people.entries()) {
    await db
      .update(users)
      .set(sealSensitive(keyring, { nationalId: demoNationalId(i), bankAccount: demoIban(i) }))
      .where(byKey(users, person));
  }
}

/** Ids of the organisation's first workers by email, for `seedSensitive`. */
export const firstWorkers = (db: DbOrTx, organizationId: string, emails: string[]) =>
  Promise.all(
    emails.map(async (email) => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return row ? { id: row.id, organizationId } : null;
    }),
  ).then((rows) => rows.filter((r): r is { id: string; organizationId: string } => r !== null));
