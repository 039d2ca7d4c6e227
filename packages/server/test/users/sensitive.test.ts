// Sensitive fields at rest (decision 103): AES-256-GCM under a configured key, the key id in the
// stored text, rotation by putting a new key first, legacy plaintext read and rewritten, a key
// file generated into DATA_DIR when none is configured, and the log redaction of the fields.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { isValidIban } from '@tuura/domain/rules/iban';
import { isValidFinnishNationalId } from '@tuura/domain/rules/nationalId';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_REDACT } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPglite } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { users } from '../../src/db/schema/index.ts';
import {
  decryptField,
  encryptField,
  KEY_FILE_NAME,
  keyringFrom,
  keyringOf,
  parseKeyList,
} from '../../src/lib/dataEncryption.ts';
import { openSensitive, reencryptSensitiveFields } from '../../src/modules/users/sensitive.ts';
import { DEMO_ACCOUNTS, seedDemoIfWanted } from '../../src/seed/demo.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';

const OLD = `old:${Buffer.alloc(32, 1).toString('base64')}`;
const NEW = `new:${Buffer.alloc(32, 2).toString('base64')}`;

describe('field encryption', () => {
  const keyring = keyringFrom(parseKeyList(OLD));

  it('round-trips, with a fresh IV each time and the key id in the text', () => {
    const a = encryptField(keyring, 'users.national_id', '131052-308T');
    const b = encryptField(keyring, 'users.national_id', '131052-308T');
    expect(a).toMatch(/^enc:v1:old:/);
    expect(a).not.toBe(b);
    expect(decryptField(keyring, 'users.national_id', a)).toBe('131052-308T');
    expect(encryptField(keyring, 'users.national_id', '')).toBe('');
  });

  it('refuses a tampered value, another column’s value and an unknown key', () => {
    const sealed = encryptField(keyring, 'users.national_id', '131052-308T');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => decryptField(keyring, 'users.national_id', tampered)).toThrow();
    expect(() => decryptField(keyring, 'users.bank_account', sealed)).toThrow();
    const other = keyringFrom(parseKeyList(NEW));
    expect(() => decryptField(other, 'users.national_id', sealed)).toThrow(/"old" is not configured/);
  });

  it('reads legacy plaintext as is', () => {
    expect(decryptField(keyring, 'users.national_id', '131052-308T')).toBe('131052-308T');
  });

  it('refuses malformed key lists', () => {
    expect(() => parseKeyList('')).toThrow();
    expect(() => parseKeyList('k1:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseKeyList(`bad id:${Buffer.alloc(32).toString('base64')}`)).toThrow(/key id/);
    expect(() => parseKeyList(`${OLD},${OLD}`)).toThrow(/repeats/);
  });

  it('generates an owner-only key file into DATA_DIR once when none is configured', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tuura-keys-'));
    const first = keyringOf({ dataDir, dataEncryptionKeys: undefined });
    const again = keyringOf({ dataDir, dataEncryptionKeys: undefined });
    expect(again.current.key.equals(first.current.key)).toBe(true);
    const file = join(dataDir, KEY_FILE_NAME);
    expect(readFileSync(file, 'utf8')).toMatch(/^k\d{8}:/);
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});

describe('rotation and legacy values in the database', () => {
  let t: TestApp;
  let o: OrgFixture;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_ENCRYPTION_KEYS: OLD } });
    o = await makeOrganization(t, 'avaimet');
  });
  afterAll(() => t.close());

  it('rewrites plaintext and old-key values under the new key, and the API reads them', async () => {
    const plain = await makeUser(t, o.organization.id, { email: 'selko@avaimet.test' });
    await t.db
      .update(users)
      .set({ nationalId: '131052-308T', bankAccount: 'FI2112345600000785' })
      .where(eq(users.id, plain.id));
    const admin = await o.sessionFor('admin');
    const created = await call(t, 'POST', '/api/users/admin', {
      cookie: admin,
      payload: {
        user: {
          email: 'vanha-avain@avaimet.test',
          personal: { firstName: 'A', lastName: 'B', nationalId: '010594Y9021' },
        },
      },
    });
    const id = created.json().user._id as string;
    expect((await t.db.select().from(users).where(eq(users.id, id)))[0]?.nationalId).toMatch(/^enc:v1:old:/);

    const rotated = keyringFrom(parseKeyList(`${NEW},${OLD}`));
    expect(await reencryptSensitiveFields(t.db, rotated)).toBeGreaterThanOrEqual(2);
    const rows = await t.db.select().from(users).where(eq(users.organizationId, o.organization.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const rowId of [plain.id, id]) {
      const row = byId.get(rowId);
      expect(row?.nationalId).toMatch(/^enc:v1:new:/);
    }
    expect(openSensitive(rotated, byId.get(plain.id) as { nationalId: string; bankAccount: string })).toEqual(
      {
        nationalId: '131052-308T',
        bankAccount: 'FI2112345600000785',
      },
    );
    expect(
      openSensitive(rotated, byId.get(id) as { nationalId: string; bankAccount: string }).nationalId,
    ).toBe('010594Y9021');
    // Nothing left to rewrite: the old key can leave the list.
    expect(await reencryptSensitiveFields(t.db, rotated)).toBe(0);
  });
});

describe('the demo seed', () => {
  it('writes valid national ids and bank accounts through the encryption', async () => {
    const database = openPglite();
    try {
      await migrate(database);
      // Its own DATA_DIR: the seed stores demo files' contents there.
      const config = loadConfig({
        DATA_ENCRYPTION_KEYS: NEW,
        DEMO_DATA: '1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tuura-seed-')),
      });
      await seedDemoIfWanted(database, config);
      const [row] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.worker));
      expect(row?.nationalId).toMatch(/^enc:v1:new:/);
      const plain = openSensitive(keyringOf(config), row as { nationalId: string; bankAccount: string });
      expect(isValidFinnishNationalId(plain.nationalId)).toBe(true);
      expect(isValidIban(plain.bankAccount)).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('logs', () => {
  it('redact the sensitive fields wherever a logged object carries them', () => {
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const log = pino({ redact: LOG_REDACT }, sink);
    log.info({
      user: { personal: { nationalId: '131052-308T', bankAccount: 'FI21' }, work: { salaryValue: '3200' } },
    });
    log.info({ body: { user: { personal: { nationalId: '131052-308T' } } } });
    expect(out).not.toContain('131052-308T');
    expect(out).not.toContain('3200');
    expect(out).toContain('[redacted]');
  });
});
