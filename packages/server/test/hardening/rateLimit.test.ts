// The rate limit runs before session lookup, origin check and guard (so refused requests count)
// and keys on the client address, which X-Forwarded-For changes only through a trusted proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

const LIMIT = 5;
const BAD_COOKIE = 'tuura_sid=not-a-session';
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  proxied = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' },
  });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

type Req = { from: string; forwardedFor?: string; method?: 'GET' | 'POST'; url?: string };
const send = (t: TestApp, r: Req) =>
  t.app.inject({
    method: r.method ?? 'GET',
    url: r.url ?? '/api/auth/refresh',
    remoteAddress: r.from,
    headers: {
      cookie: BAD_COOKIE,
      ...(r.forwardedFor && { 'x-forwarded-for': r.forwardedFor }),
      ...(r.method === 'POST' && { origin: 'https://evil.example', 'content-type': 'application/json' }),
    },
    ...(r.method === 'POST' && { payload: {} }),
  });

describe('rate limit', () => {
  it('counts requests refused with 401 and 403 and then answers 429 in the error shape', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      statuses.push(
        (await send(direct, { from: '192.0.2.1', ...(i % 2 && { method: 'POST', url: '/api/auth/logout' }) }))
          .statusCode,
      );
    expect(
      statuses.every((s) => s === 401 || s === 403),
      String(statuses),
    ).toBe(true);
    expect(statuses).toContain(403);
    const limited = await send(direct, { from: '192.0.2.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_TRIES' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    expect((await send(direct, { from: '192.0.2.2' })).statusCode).toBe(401);
  });

  it('a spoofed X-Forwarded-For buys no fresh allowance without a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push(
        (await send(direct, { from: '192.0.2.3', forwardedFor: `198.51.100.${i + 1}` })).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it('behind a trusted proxy each forwarded client has its own allowance', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect((await send(proxied, { from: '10.1.2.3', forwardedFor: '203.0.113.1' })).statusCode).toBe(401);
    expect((await send(proxied, { from: '10.1.2.3', forwardedFor: '203.0.113.1' })).statusCode).toBe(429);
    expect((await send(proxied, { from: '10.1.2.3', forwardedFor: '203.0.113.2' })).statusCode).toBe(401);
  });

  it('an untrusted sender cannot pose as a proxy', async () => {
    for (let i = 0; i <= LIMIT; i++) {
      const res = await send(proxied, { from: '192.0.2.9', forwardedFor: `203.0.113.${100 + i}` });
      if (i === LIMIT) expect(res.statusCode).toBe(429);
    }
  });
});
