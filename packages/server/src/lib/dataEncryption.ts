// Encryption at rest of sensitive fields (docs/decisions/103): AES-256-GCM with a random 96-bit
// IV per value; the stored text names its key, so keys rotate without a flag day. The first key
// encrypts, every listed key decrypts. A value without the prefix is legacy plaintext (read as
// is, rewritten encrypted by `reencryptSensitiveFields` at start).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';

const PREFIX = 'enc:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** The key file the embedded setup generates when no keys are configured. */
export const KEY_FILE_NAME = 'data-encryption-keys';

export type DataKey = { id: string; key: Buffer };

/**
 * A key problem the server cannot start with (docs/decisions/128): its message is the one line
 * the process prints before it exits, naming DATA_ENCRYPTION_KEYS and the key id, never a value.
 */
export class DataKeyError extends Error {}

/** How to make a key, said wherever one is missing. */
export const MAKE_A_KEY = 'make one with `npm run data-key -w @tuura/server`';
export type Keyring = { current: DataKey; byId: ReadonlyMap<string, Buffer> };

/** Parses `id:base64key,id2:base64key`; throws on a malformed entry (the server must not start). */
export function parseKeyList(list: string): DataKey[] {
  const keys = list
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      const id = entry.slice(0, at);
      const key = Buffer.from(entry.slice(at + 1), 'base64');
      if (at < 1 || !KEY_ID.test(id))
        throw new DataKeyError(`DATA_ENCRYPTION_KEYS: bad key id in "${id || entry.slice(0, 8)}…"`);
      if (key.length !== KEY_BYTES)
        throw new DataKeyError(`DATA_ENCRYPTION_KEYS: key ${id} is not ${KEY_BYTES} bytes`);
      return { id, key };
    });
  if (keys.length === 0) throw new DataKeyError(`DATA_ENCRYPTION_KEYS names no key: ${MAKE_A_KEY}`);
  if (new Set(keys.map((k) => k.id)).size !== keys.length)
    throw new DataKeyError('DATA_ENCRYPTION_KEYS repeats a key id');
  return keys;
}

/** A new key list entry: `k<yyyymmdd>:<32 random bytes, base64>`. */
export const newKeyEntry = (now = new Date()) =>
  `k${now.toISOString().slice(0, 10).replaceAll('-', '')}:${randomBytes(KEY_BYTES).toString('base64')}`;

/** The key file in `dataDir`, created (owner-only) on first use; a racing creator's file wins. */
function keyListFromDataDir(dataDir: string): string {
  const file = join(dataDir, KEY_FILE_NAME);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${newKeyEntry()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8');
}

export function keyringFrom(keys: DataKey[]): Keyring {
  const [current] = keys;
  if (!current) throw new Error('no data encryption key');
  return { current, byId: new Map(keys.map((k) => [k.id, k.key])) };
}

const keyrings = new WeakMap<Config, Keyring>();

/**
 * The configuration's keyring, read once per configuration. Only the embedded database (no
 * DATABASE_URL) may make its own key into DATA_DIR: a PostgreSQL database outlives a server's
 * directory and is shared by every process on it, so its keys must be given (decision 128).
 */
export function keyringOf(
  config: Pick<Config, 'dataEncryptionKeys' | 'dataDir'> & { databaseUrl?: string | undefined },
): Keyring {
  const cached = keyrings.get(config as Config);
  if (cached) return cached;
  if (!config.dataEncryptionKeys && config.databaseUrl)
    throw new DataKeyError(
      `DATA_ENCRYPTION_KEYS is not set, and with DATABASE_URL none is generated: ${MAKE_A_KEY}, set it on every server of this database and keep it with the database's backups (README: Data encryption keys)`,
    );
  const keyring = keyringFrom(parseKeyList(config.dataEncryptionKeys ?? keyListFromDataDir(config.dataDir)));
  keyrings.set(config as Config, keyring);
  return keyring;
}

/** Whether `stored` is encrypted with the keyring's current key (nothing to rewrite). */
export const isCurrent = (keyring: Keyring, stored: string) =>
  stored === '' || stored.startsWith(`${PREFIX}${keyring.current.id}:`);

/**
 * Encrypts `plaintext` for the column `field` (its name is authenticated data, so a value
 * copied into another column does not decrypt). '' stays '' (no value to hide).
 */
export function encryptField(keyring: Keyring, field: string, plaintext: string): string {
  if (plaintext === '') return '';
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  cipher.setAAD(Buffer.from(field));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${keyring.current.id}:${iv.toString('base64url')}:${body.toString('base64url')}`;
}

/** The id of the key a stored value is encrypted with; undefined for plaintext. */
export const keyIdOf = (stored: string) =>
  stored.startsWith(PREFIX) ? stored.slice(PREFIX.length).split(':')[0] : undefined;

/** Decrypts a stored value; plaintext without the prefix (from before encryption) is returned as is. */
export function decryptField(keyring: Keyring, field: string, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const [keyId, iv, body] = stored.slice(PREFIX.length).split(':');
  const key = keyId ? keyring.byId.get(keyId) : undefined;
  // The message names the key, never the value: a missing key is a configuration error.
  if (!key || !iv || !body) throw new Error(`data encryption key "${keyId}" is not configured`);
  const data = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(field));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
