import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import { call, refresh } from '../support/requests.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.sessionFor('worker');
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';
const crossOrigin = { statusCode: 403, error: 'Forbidden', code: 'CROSS_ORIGIN', key: 'request.crossOrigin' };

const setLocale = (locale: 'fi' | 'en', headers: Record<string, string>) =>
  call(t, 'PUT', '/api/users/settings', { cookie, headers, payload: { settings: { locale } } });
const localeNow = async () => (await refresh(t, cookie)).json().user.settings.locale;

describe('state-changing requests with a session cookie', () => {
  it('are refused from another origin and change nothing', async () => {
    expect(await localeNow()).toBe('fi');
    const res = await setLocale('en', { origin: EVIL });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(crossOrigin);
    expect(await localeNow()).toBe('fi');
  });

  it('are refused from an opaque origin', async () => {
    const res = await setLocale('en', { origin: 'null' });
    expect(res.statusCode).toBe(403);
    expect(await localeNow()).toBe('fi');
  });

  it('are refused when the browser says cross-site', async () => {
    const res = await setLocale('en', { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(crossOrigin);
    expect(await localeNow()).toBe('fi');
  });

  it("reach the OpenID provider's forms only when the browser does not say cross-site", async () => {
    // Its pages post with `Origin: null` (no-referrer); the provider's xsrf token answers those.
    const url = '/oidc/session/end/confirm';
    const crossSite = await call(t, 'POST', url, { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject(crossOrigin);
    const ownPage = await call(t, 'POST', url, {
      cookie,
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
    });
    expect(ownPage.statusCode).not.toBe(403);
  });

  it('cannot log the user out from another origin', async () => {
    const res = await call(t, 'POST', '/api/auth/logout', { cookie, headers: { origin: EVIL } });
    expect(res.statusCode).toBe(403);
    expect((await refresh(t, cookie)).statusCode).toBe(200);
  });

  it('go through from the public origin', async () => {
    const res = await setLocale('en', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.settings.locale).toBe('en');
    expect(await localeNow()).toBe('en');
  });

  it('go through without an Origin header (same-origin non-browser calls)', async () => {
    const res = await setLocale('fi', {});
    expect(res.statusCode).toBe(200);
    expect(await localeNow()).toBe('fi');
  });
});

describe('requests the rule leaves alone', () => {
  it('lets a cookie-less login come from another origin', async () => {
    const res = await call(t, 'POST', '/api/auth/login', {
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      payload: { email: DEMO_ACCOUNTS.worker, password: 'demo-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEMO_ACCOUNTS.worker);
  });

  it('lets safe methods with a cookie come from another origin', async () => {
    const res = await call(t, 'GET', '/api/auth/refresh', { cookie, headers: { origin: EVIL } });
    expect(res.statusCode).toBe(200);
  });
});
