// The provider's keys are made once per database and shared: two app instances on the same
// database (two server processes) publish the same JWKS, and the private key is encrypted at rest.
// Also: what the provider stores expires, and the job deletes expired rows.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { oidcEntries, serverKeys } from '../../src/db/schema/index.ts';
import { deleteExpiredEntries } from '../../src/modules/oidc/adapter.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({ config: t.config, db: t.db, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const jwksOf = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/oidc/jwks' });
  expect(res.statusCode).toBe(200);
  return res.json() as { keys: Record<string, string>[] };
};

describe('provider keys', () => {
  it('two instances starting together on one database publish the same public key', async () => {
    const [a, b] = await Promise.all([jwksOf(t.app), jwksOf(second)]);
    expect(a.keys).toHaveLength(1);
    expect(a).toEqual(b);
    expect(a.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    // Public parts only.
    expect(a.keys[0]).not.toHaveProperty('d');
  });

  it('keeps the private key encrypted in server_keys', async () => {
    const rows = await t.db.select().from(serverKeys);
    expect(rows.map((r) => r.name).sort()).toEqual(['oidc.cookies', 'oidc.signing.rs256']);
    for (const row of rows) expect(row.value).toMatch(/^enc:v1:/);
    const [signing] = rows.filter((r) => r.name === 'oidc.signing.rs256');
    expect(signing?.value).not.toContain('"d"');
  });
});

describe('provider storage', () => {
  it('the job deletes expired entries and keeps live ones', async () => {
    const now = t.clock.now();
    const entry = (id: string, expiresAt: Date) => ({ model: 'Session', id, payload: { id }, expiresAt });
    await t.db
      .insert(oidcEntries)
      .values([
        entry('gone', new Date(now.getTime() - 1000)),
        entry('kept', new Date(now.getTime() + 60_000)),
      ]);
    await deleteExpiredEntries(t.app.deps);
    const left = await t.db
      .select({ id: oidcEntries.id })
      .from(oidcEntries)
      .where(eq(oidcEntries.model, 'Session'));
    expect(left.map((r) => r.id)).toContain('kept');
    expect(left.map((r) => r.id)).not.toContain('gone');
  });
});
