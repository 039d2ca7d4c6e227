// The provider's keys, made once and kept in server_keys (decision 122): every process on the
// database signs ID tokens and cookies with the same keys. Encrypted at rest like users'
// sensitive fields (decision 103), with the column name and key name as authenticated data.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Deps } from '../../context.ts';
import { serverKeys } from '../../db/schema/index.ts';
import { decryptField, encryptField, keyringOf } from '../../lib/dataEncryption.ts';

const SIGNING_KEY = 'oidc.signing.rs256';
const COOKIE_KEY = 'oidc.cookies';

/**
 * The value kept under `name`, made by `make` when there is none. Two processes starting
 * together both insert; `on conflict do nothing` keeps the first, and both read that one back.
 */
async function sharedSecret(deps: Pick<Deps, 'db' | 'config'>, name: string, make: () => Promise<string>) {
  const keyring = keyringOf(deps.config);
  const field = `server_keys.${name}`;
  const read = async () => {
    const [row] = await deps.db
      .select({ value: serverKeys.value })
      .from(serverKeys)
      .where(eq(serverKeys.name, name));
    return row && decryptField(keyring, field, row.value);
  };
  const existing = await read();
  if (existing) return existing;
  const value = encryptField(keyring, field, await make());
  await deps.db.insert(serverKeys).values({ name, value }).onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error(`server key ${name} was not kept`);
  return kept;
}

async function newSigningKey(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return JSON.stringify({ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' });
}

export type ProviderKeys = { jwks: { keys: JWK[] }; cookieKeys: string[] };

export async function providerKeys(deps: Pick<Deps, 'db' | 'config'>): Promise<ProviderKeys> {
  const signing = JSON.parse(await sharedSecret(deps, SIGNING_KEY, newSigningKey)) as JWK;
  const cookie = await sharedSecret(deps, COOKIE_KEY, async () => randomBytes(32).toString('base64url'));
  return { jwks: { keys: [signing] }, cookieKeys: [cookie] };
}
