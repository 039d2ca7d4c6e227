// Security headers on every response, no-store on API answers, 405 with Allow for a wrong
// method and the one error shape for a malformed URL.
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
