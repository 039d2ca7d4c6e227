// Hostile input on every route that takes input: wrong types, missing fields, over-long strings,
// unicode, prototype keys and broken JSON. Always a 4xx in the error shape, never a 500, and
// nothing stored is lost.
import { allAreasAt, checkAccess, isErrorMessageKey } from '@tuura/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const LONG = 'x'.repeat(300_000);
const UNICODE = '\u0000\u202e😀 Ääkkönen 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \ud800';

type Case = { name: string; payload: string; expect4xx: boolean };

function bodyCases(schema: z.ZodType | undefined): Case[] {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const hasRequired = schema ? !schema.safeParse({}).success : false;
  const json = (v: unknown) => JSON.stringify(v);
  return [
    { name: 'array body', payload: '[]', expect4xx: !!schema },
    { name: 'number body', payload: '123', expect4xx: !!schema },
    { name: 'null body', payload: 'null', expect4xx: !!schema },
    { name: 'empty object', payload: '{}', expect4xx: hasRequired },
    { name: 'broken JSON', payload: '{"email":', expect4xx: true },
    { name: '__proto__ key', payload: '{"__proto__":{"isAdmin":true}}', expect4xx: true },
    {
      name: 'constructor.prototype',
      payload: '{"constructor":{"prototype":{"isAdmin":true}}}',
      expect4xx: true,
    },
    ...keys.flatMap((key) => [
      { name: `${key}: wrong type`, payload: json({ [key]: [12345] }), expect4xx: true },
      { name: `${key}: over-long`, payload: json({ [key]: LONG }), expect4xx: true },
      { name: `${key}: unicode`, payload: json({ [key]: UNICODE }), expect4xx: false },
      { name: `${key}: nested object`, payload: json({ [key]: { $gt: '' } }), expect4xx: true },
    ]),
  ];
}

function assertErrorShape(label: string, status: number, body: Record<string, unknown>) {
  expect(body.statusCode, label).toBe(status);
  expect(typeof body.message, label).toBe('string');
  // What a person reads is the web's text of this key, never the English `message`; Fastify's own
  // early answers (a malformed or too long URL) go through frameworkError and carry keys too.
  expect(isErrorMessageKey(body.key), `${label}: key ${String(body.key)}`).toBe(true);
  expect(JSON.stringify(body), label).not.toMatch(/at .*\.ts:\d+|stack/i);
  if (body.code === 'VALIDATION') expect(Object.keys(body.fields ?? {}).length, label).toBeGreaterThan(0);
}

describe('hostile input', () => {
  // Every route with every hostile body: 7 s alone on the embedded database, 12 s on PostgreSQL
  // beside the checks, so more than the default's 20 s on a busy machine.
  it('never answers 500 and always explains a 4xx', async () => {
    const admin = await t.sessionFor('admin');
    const guest = await t.sessionFor('guest');
    const before = await t.app.inject({ url: '/api/auth/refresh', headers: { cookie: admin } });
    const notificationsBefore = await t.app.inject({ url: '/api/notifications', headers: { cookie: admin } });
    let checked = 0;

    for (const route of t.app.routeTable) {
      const { contract } = route;
      if (!contract.body && !contract.params && !contract.query) continue;
      if (contract.path === '/api/auth/logout') continue;
      const adminOk = checkAccess(contract.access, { kind: 'user', permissions: allAreasAt('all') }) === 'ok';
      const cookie = adminOk ? admin : guest;
      const url = route.url.replace(/:[A-Za-z]+/g, SAMPLE_ID);
      const cases = route.method === 'GET' ? [] : bodyCases(contract.body);
      for (const c of cases) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { cookie, 'content-type': 'application/json' },
          payload: c.payload,
        });
        const label = `${route.method} ${route.url} [${c.name}] → ${res.statusCode}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (c.expect4xx) expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        if (res.statusCode >= 400) assertErrorShape(label, res.statusCode, res.json());
        checked++;
      }
      if (contract.params) {
        for (const bad of ['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000), "1' or '1'='1"]) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: route.url.replace(/:[A-Za-z]+/g, bad),
            headers: { cookie },
            ...(route.method !== 'GET' && { payload: {} }),
          });
          const label = `${route.method} ${route.url} [param ${bad.slice(0, 20)}] → ${res.statusCode}`;
          expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, label).toBeLessThan(500);
          assertErrorShape(label, res.statusCode, res.json());
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);

    // Nothing already stored was lost or changed by the barrage.
    const after = await t.app.inject({ url: '/api/auth/refresh', headers: { cookie: admin } });
    expect(after.json()).toEqual(before.json());
    const notificationsAfter = await t.app.inject({ url: '/api/notifications', headers: { cookie: admin } });
    expect(notificationsAfter.json()).toEqual(notificationsBefore.json());
  }, 60_000);

  it('names the field and the rule in the message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toEqual({ key: 'type', params: { field: 'email', expected: 'string' } });
    const long = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: { cookie: await t.sessionFor('worker') },
      payload: { settings: { locale: 'sv' } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields['settings.locale'].key).toBe('enum');
  });
});
