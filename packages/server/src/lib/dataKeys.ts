// The data encryption keys against what the database holds (docs/decisions/128). At start, one
// stored value per key id is decrypted, so a missing or wrong key stops the server with one line
// naming DATA_ENCRYPTION_KEYS and the key id before anything reads or writes under it; and the
// provider's keys in server_keys move to the current key, as the users' fields do.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { serverKeys } from '../db/schema/index.ts';
import {
  DataKeyError,
  decryptField,
  encryptField,
  isCurrent,
  type Keyring,
  keyIdOf,
  MAKE_A_KEY,
} from './dataEncryption.ts';

type Sample = { keyId: string; field: string; value: string };

/** One encrypted value per key id: from server_keys and the users' encrypted columns. */
async function samplesByKey(db: DbOrTx): Promise<Sample[]> {
  const result = await db.execute(sql`
    select distinct on (key_id) key_id, field, value from (
      select split_part(value, ':', 3) as key_id, 'server_keys.' || name as field, value
        from server_keys where value like 'enc:v1:%'
      union all
      select split_part(national_id, ':', 3), 'users.national_id', national_id
        from users where national_id like 'enc:v1:%'
      union all
      select split_part(bank_account, ':', 3), 'users.bank_account', bank_account
        from users where bank_account like 'enc:v1:%'
    ) stored
    order by key_id, field`);
  const { rows } = result as unknown as { rows: { key_id: string; field: string; value: string }[] };
  return rows.map((r) => ({ keyId: r.key_id, field: r.field, value: r.value }));
}

/** Throws a DataKeyError when a key id the database uses is missing or does not decrypt. */
export async function verifyDataKeys(db: DbOrTx, keyring: Keyring): Promise<void> {
  for (const sample of await samplesByKey(db)) {
    if (!keyring.byId.has(sample.keyId))
      throw new DataKeyError(
        `DATA_ENCRYPTION_KEYS has no key "${sample.keyId}", which encrypted values in the database (${sample.field}): add that key back (or restore the key file of the server that made it); rotating needs the old key until re-encrypted`,
      );
    try {
      decryptField(keyring, sample.field, sample.value);
    } catch {
      throw new DataKeyError(
        `DATA_ENCRYPTION_KEYS key "${sample.keyId}" does not decrypt the database's values (${sample.field}): it is not the key they were encrypted with; give the original key under that id (${MAKE_A_KEY} only for a new id)`,
      );
    }
  }
}

/** Moves every server_keys value not under the current key to it; answers how many changed. */
export async function reencryptServerKeys(db: DbOrTx, keyring: Keyring): Promise<number> {
  let changed = 0;
  for (const row of await db.select().from(serverKeys)) {
    if (isCurrent(keyring, row.value) || keyIdOf(row.value) === undefined) continue;
    const field = `server_keys.${row.name}`;
    const value = encryptField(keyring, field, decryptField(keyring, field, row.value));
    await db.update(serverKeys).set({ value }).where(eq(serverKeys.name, row.name));
    changed += 1;
  }
  return changed;
}
