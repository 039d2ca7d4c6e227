// Security headers on every response, no-store on API answers, 405 with Allow for a wrong
// method and the one error shape for a malformed URL.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectSecurityHeaders(label: string, headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("script-src 'self'");
  expect(csp, label).toContain("object-src 'none'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on API answers, errors, docs and the page', async () => {
    const worker = await t.sessionFor('worker');
    const cases = [
      { url: '/api/auth/refresh', cookie: worker, status: 200, noStore: true },
      { url: '/api/auth/refresh', status: 401, noStore: true },
      { url: '/api/health', status: 200, noStore: true },
      { url: '/api/nothing-here', status: 404, noStore: true },
      { url: '/api/openapi.json', status: 200, noStore: false },
      { url: '/api/docs/', status: 200, noStore: false },
      { url: '/', status: 200, noStore: false },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ url: c.url, headers: c.cookie ? { cookie: c.cookie } : {} });
      const label = `${c.url} → ${res.statusCode}`;
      expect(res.statusCode, label).toBe(c.status);
      expectSecurityHeaders(label, res.headers);
      if (c.noStore) expect(res.headers['cache-control'], label).toBe('no-store');
      else expect(res.headers['cache-control'] ?? '', label).not.toContain('no-store');
      expect(res.headers['strict-transport-security'], label).toBeUndefined();
    }
  });

  it('include HSTS when the public address is https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://tuura.example' } });
    try {
      const res = await https.app.inject('/api/health');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{6,}/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});

describe('methods and URLs', () => {
  it.each([
    ['TRACE', '/api/health', 'GET, HEAD'],
    ['DELETE', '/api/health', 'GET, HEAD'],
    ['PATCH', '/api/shifts/00000000-0000-4000-8000-000000000000/worker', 'GET, HEAD, PUT'],
    ['POST', '/api/auth/refresh', 'GET, HEAD'],
    ['GET', '/api/auth/login', 'POST'],
  ] as const)('%s %s is 405 with Allow: %s', async (method, url, allow) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toMatchObject({ statusCode: 405, error: 'Method Not Allowed' });
    expectSecurityHeaders(url, res.headers);
  });

  it.each([
    ['PUT', '/api/shifts/count/admin', 'GET, HEAD'],
    ['DELETE', '/api/polls/count/admin', 'GET, HEAD'],
    ['PATCH', '/api/customers/full/admin', 'GET, HEAD'],
    ['POST', '/api/cancellations/active/admin', 'GET, HEAD'],
  ] as const)(
    '%s %s, a path a parameter of another route would take, is 405 before any access check',
    async (method, url, allow) => {
      for (const role of ['anonymous', 'worker', 'reader', 'admin'] as const) {
        const cookie = role === 'anonymous' ? undefined : await t.sessionFor(role);
        const res = await t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, `${role} ${res.body}`).toBe(405);
        expect(res.headers.allow).toBe(allow);
        expect(res.json()).toMatchObject({
          statusCode: 405,
          key: 'request.methodNotAllowed',
          params: { method },
        });
      }
    },
  );

  it('an unknown path stays 404', async () => {
    const res = await t.app.inject({ method: 'TRACE', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('a malformed URL is a 400 in the one error shape', async () => {
    const res = await t.app.inject({ url: '/api/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The address is not a valid URL',
      code: 'BAD_REQUEST',
      key: 'request.badUrl',
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe("requests Node's HTTP parser refuses", () => {
  /** Writes raw bytes to a listening server and reads what it answers before closing. */
  async function raw(bytes: string) {
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = connect(address.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(bytes);
    await new Promise((resolve) => socket.once('close', resolve));
    const text = Buffer.concat(chunks).toString('utf8');
    const [head = '', body = ''] = text.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(body) };
  }

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it.each([
    ['a control character in a header value', 'X-Bad: a\u0001b\r\n', 400, 'request.malformed'],
    ['a space in a header name', 'Bad Header: x\r\n', 400, 'request.malformed'],
    ['a NUL in a header value', 'X-Bad: a\u0000b\r\n', 400, 'request.malformed'],
    ["headers over the parser's limit", `X-Big: ${'x'.repeat(20_000)}\r\n`, 431, 'request.headersTooLarge'],
  ])('%s is answered in the one error shape with a key', async (_, header, status, key) => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\n${header}\r\n`);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ statusCode: status, key, message: expect.any(String) });
    expect(res.head).toContain('content-type: application/json');
    expect(res.head).toContain('x-content-type-options: nosniff');
  });

  it('a request line that is not HTTP is answered the same way', async () => {
    const res = await raw('GET /api/health NOT-HTTP\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, key: 'request.malformed' });
  });
});
