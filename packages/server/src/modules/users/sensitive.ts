// The users' sensitive fields (decision 103): national id and bank account are stored encrypted;
// salary stays plain but, like them, is only answered in one user's admin read, never in a list
// or a log. Everything that writes or reads those columns goes through here.
import { and, asc, gt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { decryptField, encryptField, isCurrent, type Keyring } from '../../lib/dataEncryption.ts';
import { byKey } from '../../lib/scope.ts';

/** Authenticated data of each encrypted column: its table and column name. */
const FIELD = { nationalId: 'users.national_id', bankAccount: 'users.bank_account' } as const;
type Sensitive = { nationalId: string; bankAccount: string };

/** The stored form of the encrypted fields that are given. */
export function sealSensitive(keyring: Keyring, values: Partial<Sensitive>): Partial<Sensitive> {
  const out: Partial<Sensitive> = {};
  if (values.nationalId !== undefined)
    out.nationalId = encryptField(keyring, FIELD.nationalId, values.nationalId);
  if (values.bankAccount !== undefined)
    out.bankAccount = encryptField(keyring, FIELD.bankAccount, values.bankAccount);
  return out;
}

/** The plaintext of a row's encrypted fields. */
export const openSensitive = (keyring: Keyring, row: Sensitive): Sensitive => ({
  nationalId: decryptField(keyring, FIELD.nationalId, row.nationalId),
  bankAccount: decryptField(keyring, FIELD.bankAccount, row.bankAccount),
});

const BATCH = 500;

/**
 * Rewrites every value not under the current key (legacy plaintext, or an older key after a
 * rotation) under the current key, in batches; run at start. Answers how many rows changed.
 */
export async function reencryptSensitiveFields(db: DbOrTx, keyring: Keyring): Promise<number> {
  const current = `enc:v1:${keyring.current.id}:%`;
  const stale = (column: typeof users.nationalId | typeof users.bankAccount) =>
    and(ne(column, ''), sql`${column} not like ${current}`);
  let changed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        organizationId: users.organizationId,
        id: users.id,
        nationalId: users.nationalId,
        bankAccount: users.bankAccount,
      })
      .from(users)
      .where(and(gt(users.id, after), or(stale(users.nationalId), stale(users.bankAccount))))
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const row of rows) {
      const plain = openSensitive(keyring, row);
      await db
        .update(users)
        .set(
          sealSensitive(keyring, {
            nationalId: isCurrent(keyring, row.nationalId) ? undefined : plain.nationalId,
            bankAccount: isCurrent(keyring, row.bankAccount) ? undefined : plain.bankAccount,
          }),
        )
        .where(byKey(users, row));
      changed += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return changed;
    after = last.id;
  }
}
