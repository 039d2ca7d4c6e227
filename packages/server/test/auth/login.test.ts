import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import { call, refresh, sessionCookieOf } from '../support/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invalidCredentials = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Invalid email or password',
  code: 'INVALID_CREDENTIALS',
  key: 'auth.invalidCredentials',
};

describe('POST /api/auth/login', () => {
  it.each([DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.reader, DEMO_ACCOUNTS.worker])(
    '%s logs in with the demo password and gets a session cookie',
    async (email) => {
      const { res, cookie } = await t.login(email);
      expect(res.statusCode).toBe(200);
      const { user } = res.json();
      expect(user).toMatchObject({ email, oldSession: false, settings: { tfa: { enabled: false } } });
      expect(user._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(user.permissions).toBeTypeOf('object');
      expect(user.settings).toMatchObject({ darkMode: null, locale: expect.any(String) });
      expect(user).not.toHaveProperty('passwordHash');
      expect(cookie).toBeDefined();
      const set = sessionCookieOf(res);
      expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(set?.secure).toBeFalsy();
      expect(set?.value.length).toBeGreaterThanOrEqual(43);
    },
  );

  it('gives the admin every area and the worker none', async () => {
    const admin = (await t.login(DEMO_ACCOUNTS.admin)).res.json().user;
    const worker = (await t.login(DEMO_ACCOUNTS.worker)).res.json().user;
    expect(Object.values(admin.permissions).length).toBeGreaterThan(0);
    expect(Object.values(admin.permissions).every((level) => level === 'all')).toBe(true);
    expect(worker.permissions).toEqual({});
  });

  it('says who works shifts: the worker and the supervisor do, the admins paid as admins do not', async () => {
    const worksShifts = async (email: string) => (await t.login(email)).res.json().user.worksShifts;
    expect(await worksShifts(DEMO_ACCOUNTS.worker)).toBe(true);
    expect(await worksShifts(DEMO_ACCOUNTS.supervisor)).toBe(true);
    expect(await worksShifts(DEMO_ACCOUNTS.admin)).toBe(false);
    expect(await worksShifts(DEMO_ACCOUNTS.reader)).toBe(false);
  });

  it('accepts the email in another case and with spaces around it', async () => {
    const { res, cookie } = await t.login('  Worker@Example.COM ');
    expect(res.statusCode).toBe(200);
    expect(cookie).toBeDefined();
  });

  it('answers a wrong password with 401 in the error shape and no cookie', async () => {
    const { res, cookie } = await t.login(DEMO_ACCOUNTS.reader, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(invalidCredentials);
    expect(cookie).toBeUndefined();
  });

  it('answers an unknown email with the very same 401 body', async () => {
    const { res, cookie } = await t.login('nobody@example.com');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(invalidCredentials);
    expect(cookie).toBeUndefined();
  });

  it('refuses a number as email with a type message for the field', async () => {
    const res = await call(t, 'POST', '/api/auth/login', { payload: { email: 5, password: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION' });
    expect(body.fields.email.key).toBe('type');
  });

  it('names each missing field as required', async () => {
    const res = await call(t, 'POST', '/api/auth/login', { payload: {} });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(fields.email.key).toBe('required');
    expect(fields.password.key).toBe('required');
  });

  it('refuses an over-long email with maxLength', async () => {
    const email = `${'a'.repeat(300)}@example.com`;
    const res = await call(t, 'POST', '/api/auth/login', { payload: { email, password: 'demo-password' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toMatchObject({ key: 'maxLength', params: { length: 256 } });
  });
});

describe('GET /api/auth/refresh and POST /api/auth/logout', () => {
  it('answers an anonymous refresh with 401', async () => {
    const res = await refresh(t);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'NO_SESSION',
      key: 'auth.noSession',
    });
  });

  // Decision 137: an answer to a request sent with an old cookie must not clear the session
  // the browser got meanwhile (a take-over's release, a login in another tab).
  it('answers an unknown cookie with 401 and sets no cookie', async () => {
    const res = await refresh(t, 'tuura_sid=not-a-session');
    expect(res.statusCode).toBe(401);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('leaves alone the session a browser got while a request with the ended one was on its way', async () => {
    const { cookie: first } = await t.login(DEMO_ACCOUNTS.worker);
    const { cookie: second } = await t.login(DEMO_ACCOUNTS.worker);
    expect((await call(t, 'POST', '/api/auth/logout', { cookie: first })).statusCode).toBeLessThan(300);
    // The late answer for the ended session says nothing about cookies: the browser keeps `second`.
    const late = await refresh(t, first);
    expect(late.statusCode).toBe(401);
    expect(late.headers['set-cookie']).toBeUndefined();
    expect((await refresh(t, second)).statusCode).toBe(200);
  });

  it('returns the user behind the login cookie', async () => {
    const { res: login, cookie } = await t.login(DEMO_ACCOUNTS.worker);
    const res = await refresh(t, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual(login.json().user);
  });

  it('replaces a stale cookie on a new login', async () => {
    const res = await call(t, 'POST', '/api/auth/login', {
      cookie: 'tuura_sid=expired-or-unknown',
      payload: { email: DEMO_ACCOUNTS.worker, password: 'demo-password' },
    });
    expect(res.statusCode).toBe(200);
    // The browser keeps the last Set-Cookie of a name: it must be the new session, not the clearing.
    const sessionCookies = res.cookies.filter((c) => c.name === 'tuura_sid');
    const last = sessionCookies.at(-1);
    expect(last?.value).not.toBe('');
    expect((await refresh(t, `tuura_sid=${last?.value}`)).statusCode).toBe(200);
  });

  it('ends the session on logout and clears the cookie', async () => {
    const { cookie } = await t.login(DEMO_ACCOUNTS.worker);
    const other = await t.login(DEMO_ACCOUNTS.worker);
    const res = await call(t, 'POST', '/api/auth/logout', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = sessionCookieOf(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await refresh(t, cookie)).statusCode).toBe(401);
    // Only this session ends: the same account's other login stays.
    expect((await refresh(t, other.cookie)).statusCode).toBe(200);
  });

  it('answers a logout without a session with ok', async () => {
    const res = await call(t, 'POST', '/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});

describe('with an https PUBLIC_URL', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ env: { PUBLIC_URL: 'https://tuura.example' } });
  });
  afterAll(() => https.close());

  it('marks the session cookie Secure', async () => {
    const { res } = await https.login(DEMO_ACCOUNTS.worker);
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
