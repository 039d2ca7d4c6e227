// What the per-address limit counts and where (docs/decisions/130): only API requests, never the
// web app's files; and with the counters in the database two server instances on one database
// give a client the same allowance as one (on PostgreSQL each instance has its own pool, as two
// processes would; test/process/twoServers.test.ts starts real processes).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { secondInstance } from '../support/secondInstance.ts';

const LIMIT = 8;
const CREDENTIAL_LIMIT = 3;
const STATIC = [
  '/',
  '/index.html',
  '/sw.js',
  '/manifest.webmanifest',
  '/assets/app-1a2b3c4d.js',
  '/shifts',
  '/login',
];
let dist: string;
let t: TestApp;
let second: FastifyInstance;
let other: Awaited<ReturnType<typeof secondInstance>> | undefined;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tuura-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tuura</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});\n');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Tuura"}');
  writeFileSync(join(dist, 'assets/app-1a2b3c4d.js'), 'export {};\n');
  const env = {
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    CREDENTIAL_RATE_LIMIT_PER_MINUTE: String(CREDENTIAL_LIMIT),
    WEB_DIST: dist,
  };
  // Counters in the database on both drivers: the statement is what is tested here.
  t = await createTestApp({ env, sharedRateLimit: true });
  other = await secondInstance(t, env);
  second = other.app;
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const api = (app: FastifyInstance, from: string) =>
  app.inject({ url: '/api/organization', remoteAddress: from });

async function allowance(apps: FastifyInstance[], from: string) {
  let served = 0;
  for (let i = 0; i < LIMIT * 3; i++) {
    const res = await api(apps[i % apps.length] as FastifyInstance, from);
    if (res.statusCode === 429) return served;
    served++;
  }
  return served;
}

describe('what the per-address limit counts', () => {
  it('never counts the web app: after many file requests the full API allowance is left', async () => {
    for (let round = 0; round < 5; round++)
      for (const url of STATIC) {
        const res = await t.app.inject({ url, remoteAddress: '192.0.2.50' });
        expect(res.statusCode, url).toBe(200);
      }
    expect(await allowance([t.app], '192.0.2.50')).toBe(LIMIT);
  });

  it('counts API requests to unknown paths and answers 429 in the error shape with Retry-After', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect(
        (await t.app.inject({ url: '/api/no-such-thing', remoteAddress: '192.0.2.51' })).statusCode,
      ).toBe(404);
    const limited = await api(t.app, '192.0.2.51');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_TRIES' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The web app is still served to that address.
    expect((await t.app.inject({ url: '/', remoteAddress: '192.0.2.51' })).statusCode).toBe(200);
  });
});

describe('the tighter allowance on credential routes', () => {
  it('refuses password resets from an address beyond its allowance while other calls go on', async () => {
    const reset = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/init-reset',
        remoteAddress: '192.0.2.70',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: 'nobody@nowhere.test' },
      });
    for (let i = 0; i < CREDENTIAL_LIMIT; i++)
      expect((await reset(i % 2 ? second : t.app)).statusCode).toBe(200);
    const refused = await reset(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ key: 'request.tooManyTries' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api(t.app, '192.0.2.70')).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.70',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'nobody@nowhere.test', password: 'whatever' },
    });
    expect(login.statusCode).toBe(429);
  });

  it("counts guesses of an OpenID client's secret at the token endpoint in the same allowance", async () => {
    const token = () =>
      t.app.inject({
        method: 'POST',
        url: '/oidc/token',
        remoteAddress: '192.0.2.71',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials&client_id=guess&client_secret=guess',
      });
    for (let i = 0; i < CREDENTIAL_LIMIT; i++) expect((await token()).statusCode).not.toBe(429);
    expect((await token()).statusCode).toBe(429);
    // The provider's public endpoints are not credential routes.
    expect((await t.app.inject({ url: '/oidc/jwks', remoteAddress: '192.0.2.71' })).statusCode).toBe(200);
  });
});

describe('two server instances on one database', () => {
  it("give a client the same allowance as one: the instances share the address's counter", async () => {
    expect(await allowance([t.app], '192.0.2.60')).toBe(LIMIT);
    expect(await allowance([t.app, second], '192.0.2.61')).toBe(LIMIT);
    // Locked out through one instance is locked out through the other.
    expect((await api(second, '192.0.2.60')).statusCode).toBe(429);
    expect((await api(t.app, '192.0.2.62')).statusCode).toBe(200);
  });

  it('count requests sent to both at the same moment once each', async () => {
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) => api(i % 2 ? second : t.app, '192.0.2.63')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(LIMIT);
  });
});
