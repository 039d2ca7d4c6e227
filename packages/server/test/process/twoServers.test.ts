// Two server processes on one PostgreSQL (docs/decisions/130): the login lockout and the
// per-address rate limit hold across them. With TEST_DATABASE_URL two real `node src/main.ts`
// processes are started on the test file's database; on PGlite (one process by nature) two app
// instances on the one database stand in for them.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH } from '@tuura/domain/limits';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { newKeyEntry } from '../../src/lib/dataEncryption.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { FACTORY_PASSWORD, makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { freePort } from '../support/freePort.ts';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const LIMIT = 20;
const ENV = {
  RATE_LIMIT_PER_MINUTE: String(LIMIT),
  // Each test below names its client by X-Forwarded-For, so their allowances stay apart.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'error',
};

let t: TestApp;
let o: OrgFixture;
let bases: string[] = [];
const children: ChildProcess[] = [];
const instances: FastifyInstance[] = [];
const workDir = mkdtempSync(join(tmpdir(), 'tuura-two-servers-'));

async function startProcess(databaseUrl: string, keys: string) {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_ENCRYPTION_KEYS: keys,
      DATA_DIR: join(workDir, `data-${port}`),
      WEB_DIST: join(workDir, 'no-web'),
      DEMO_DATA: '0',
    },
  });
  children.push(child);
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return base;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no health answer within 60 s:\n${output}`);
}

async function startInstance() {
  const app = await buildApp({
    config: loadConfig({ PUBLIC_URL: 'http://localhost:3000', ...ENV, LOG_LEVEL: 'silent' }),
    db: t.db,
    logger: false,
    sharedRateLimit: true,
  });
  instances.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  t = await createTestApp();
  o = await makeOrganization(t);
  const databaseUrl = t.databaseUrl;
  if (databaseUrl) {
    const keys = newKeyEntry();
    // One after the other: the first start makes the OpenID provider's keys, the second reads them.
    bases.push(await startProcess(databaseUrl, keys));
    bases.push(await startProcess(databaseUrl, keys));
  } else {
    bases = [await startInstance(), await startInstance()];
  }
}, 120_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined)),
  );
  for (const app of instances) await app.close();
  await t?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const post = (base: string, path: string, body: object, client: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });

describe.each([30, 100])('%i wrong passwords for one email spread over two servers at once', (n) => {
  it(`verifies at most ${AUTH.failedLoginMax} (401), answers the rest 429, then refuses the right one`, async () => {
    const user = await makeUser(t, o.organization.id);
    // Each guess from its own address: the per-address limit is not what stops them.
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        post(
          bases[i % 2] as string,
          '/api/auth/login',
          { email: user.email, password: `wrong-${i}` },
          `198.51.${n}.${i}`,
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    const verified = statuses.filter((s) => s === 401).length;
    expect(verified, String(statuses)).toBeLessThanOrEqual(AUTH.failedLoginMax);
    expect(statuses.filter((s) => s === 429).length, String(statuses)).toBe(n - verified);
    for (const base of bases) {
      const right = await post(
        base,
        '/api/auth/login',
        { email: user.email, password: FACTORY_PASSWORD },
        '203.0.113.7',
      );
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});

describe('the per-address rate limit over two servers', () => {
  const served = async (targets: string[], client: string) => {
    let count = 0;
    for (let i = 0; i < LIMIT * 2; i++) {
      const res = await fetch(`${targets[i % targets.length]}/api/organization`, {
        headers: { 'x-forwarded-for': client },
      });
      if (res.status === 429) break;
      expect(res.status).toBe(200);
      count++;
    }
    return count;
  };

  it('gives a client the same allowance through one server or two', async () => {
    expect(await served([bases[0] as string], '192.0.2.201')).toBe(LIMIT);
    expect(await served(bases, '192.0.2.202')).toBe(LIMIT);
    // Spent through both, refused by either.
    for (const base of bases)
      expect(
        (await fetch(`${base}/api/organization`, { headers: { 'x-forwarded-for': '192.0.2.202' } })).status,
      ).toBe(429);
  });

  it('counts requests sent to both at the same moment once each', async () => {
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) =>
        fetch(`${bases[i % 2]}/api/organization`, { headers: { 'x-forwarded-for': '192.0.2.203' } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT);
  });
});
