// The demo seed's files: each demo worker's certificates, the organisation's shared
// instructions and public form, stored as valid files that pass the upload's own type check,
// with the buckets' counters matching what is stored.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { uploadTypeOfName } from '@tuura/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type Database, openPglite } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { fileQuotas, files, users } from '../../src/db/schema/index.ts';
import { createStorage } from '../../src/lib/storage/index.ts';
import { contentMatches, SNIFF_BYTES } from '../../src/modules/files/contentType.ts';
import { DEMO_ACCOUNTS, seedDemoIfWanted } from '../../src/seed/demo.ts';

let database: Database;
const config = loadConfig({ DEMO_DATA: '1', DATA_DIR: mkdtempSync(join(tmpdir(), 'tuura-seed-files-')) });
beforeAll(async () => {
  database = openPglite();
  await migrate(database);
  await seedDemoIfWanted(database, config);
}, 120_000);
afterAll(() => database?.close());

describe('the demo seed', () => {
  it('gives the demo worker a licence and a first-aid card in a directory of certificates', async () => {
    const [worker] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.worker));
    const own = await database.db
      .select()
      .from(files)
      .where(eq(files.ownerId, worker?.id ?? ''));
    const directory = own.find((f) => f.kind === 'directory');
    expect(directory?.filename).toBe('Todistukset');
    expect(
      own
        .filter((f) => f.parentId === directory?.id)
        .map((f) => f.filename)
        .sort(),
    ).toEqual(['Ensiapukortti.png', 'Laillistamispäätös.pdf']);
  });

  it('shares instructions with all and publishes a form in the organisation space', async () => {
    const space = await database.db.select().from(files).where(eq(files.kind, 'directory'));
    const instructions = space.find((f) => f.filename === 'Perehdytysohjeet');
    expect(instructions).toMatchObject({ ownerId: null, isSharedWithAll: true });
    const [form] = await database.db.select().from(files).where(eq(files.filename, 'Lomahakemus.pdf'));
    expect(form).toMatchObject({ ownerId: null, isPublic: true, parentId: null });
  });

  it('stores each content as a valid file of its type, and counts every byte', async () => {
    const storage = createStorage(config);
    const stored = await database.db.select().from(files).where(eq(files.kind, 'file'));
    expect(stored.length).toBeGreaterThanOrEqual(5);
    const perBucket = new Map<string, number>();
    for (const file of stored) {
      const bytes = await buffer(await storage.get(file.storageKey ?? ''));
      expect(bytes.length, file.filename).toBe(file.size);
      const type = uploadTypeOfName(file.filename);
      expect(type, file.filename).toBe(file.mimeType);
      expect(
        await contentMatches(
          type ?? 'text/plain',
          bytes.subarray(0, SNIFF_BYTES),
          bytes.length <= SNIFF_BYTES,
        ),
      ).toBe(true);
      const bucket = file.ownerId ?? file.organizationId;
      perBucket.set(bucket, (perBucket.get(bucket) ?? 0) + file.size);
    }
    const quotas = await database.db.select().from(fileQuotas);
    expect(new Map(quotas.map((q) => [q.bucketId, q.used]))).toEqual(perBucket);
  });
});
