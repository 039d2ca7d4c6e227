import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestApp } from '../support/app.ts';
import { call, refresh } from '../support/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const NEW_PASSWORD = 'changed-password-1';

describe('session lifetimes', () => {
  it('ends a session left idle for longer than 30 minutes', async () => {
    const cookie = await t.sessionFor('worker');
    t.clock.advance(29 * MINUTE);
    const alive = await t.sessionFor('worker');
    t.clock.advance(MINUTE + 1_000);
    expect((await refresh(t, cookie)).statusCode).toBe(401);
    expect((await refresh(t, alive)).statusCode).toBe(200);
  });

  it('keeps a session in use alive past the idle limit', async () => {
    const cookie = await t.sessionFor('worker');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(20 * MINUTE);
      expect((await refresh(t, cookie)).statusCode).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    expect((await refresh(t, cookie)).statusCode).toBe(200);
  });

  it('ends a session 12 hours after login however busy it is', async () => {
    const cookie = await t.sessionFor('reader');
    for (let i = 0; i < 35; i++) {
      t.clock.advance(20 * MINUTE);
      expect((await refresh(t, cookie)).statusCode).toBe(200);
    }
    t.clock.advance(20 * MINUTE + 1_000);
    const res = await refresh(t, cookie);
    expect(res.statusCode).toBe(401);
    // Ended for good: it does not come back.
    expect((await refresh(t, cookie)).statusCode).toBe(401);
  });

  it('gives the login cookie a Max-Age of the absolute lifetime', async () => {
    const { res } = await t.login(DEMO_ACCOUNTS.reader);
    const set = res.cookies.find((c) => c.name === 'tuura_sid');
    expect(set?.maxAge).toBe(12 * 60 * 60);
  });
});

describe('configured lifetimes', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ env: { SESSION_IDLE_MINUTES: '5', SESSION_ABSOLUTE_MINUTES: '60' } });
  });
  afterAll(() => short.close());

  it('follow SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_MINUTES', async () => {
    const idle = await short.sessionFor('worker');
    const busy = await short.sessionFor('worker');
    for (let i = 0; i < 14; i++) {
      short.clock.advance(4 * MINUTE);
      expect((await refresh(short, busy)).statusCode).toBe(200);
    }
    expect((await refresh(short, idle)).statusCode).toBe(401);
    short.clock.advance(4 * MINUTE + 1_000);
    expect((await refresh(short, busy)).statusCode).toBe(401);
  });
});

describe('PUT /api/auth/change-password', () => {
  const change = (cookie: string, currentPassword: string, password: string) =>
    call(t, 'PUT', '/api/auth/change-password', { cookie, payload: { currentPassword, password } });

  it('needs a session', async () => {
    const res = await call(t, 'PUT', '/api/auth/change-password', {
      payload: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password with a field message', async () => {
    const cookie = await t.sessionFor('worker');
    const res = await change(cookie, 'not-my-password', NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { currentPassword: { key: 'wrongPassword' } },
    });
    expect((await t.login(DEMO_ACCOUNTS.worker)).res.statusCode).toBe(200);
  });

  it('refuses a too-short new password', async () => {
    const cookie = await t.sessionFor('worker');
    const res = await change(cookie, DEMO_PASSWORD, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password.key).toBe('minLength');
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { cookie } = await t.login(DEMO_ACCOUNTS.worker);
    const other = await t.sessionFor('worker');
    const someoneElse = await t.sessionFor('reader');
    const res = await change(cookie as string, DEMO_PASSWORD, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await refresh(t, cookie)).statusCode).toBe(200);
    expect((await refresh(t, other)).statusCode).toBe(401);
    expect((await refresh(t, someoneElse)).statusCode).toBe(200);
    expect((await t.login(DEMO_ACCOUNTS.worker)).res.statusCode).toBe(401);
    expect((await t.login(DEMO_ACCOUNTS.worker, NEW_PASSWORD)).res.statusCode).toBe(200);
  });
});

describe('guest user sessions', () => {
  const guestLogin = (password = DEMO_PASSWORD) =>
    call(t, 'POST', '/api/auth/guest-user/login', { payload: { email: DEMO_ACCOUNTS.guest, password } });
  const guestRefresh = (cookie?: string) => call(t, 'GET', '/api/auth/guest-user/refresh', { cookie });
  const cookieOf = cookieFrom;

  it('logs the guest in and refreshes', async () => {
    const res = await guestLogin();
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ email: DEMO_ACCOUNTS.guest, name: 'Osastonhoitaja Vieras' });
    expect(user._id).toBeTypeOf('string');
    expect(user.filters).toMatchObject({ days: expect.any(Number) });
    expect(user).not.toHaveProperty('meta');
    const cookie = cookieOf(res);
    expect(res.cookies.find((x) => x.name === 'tuura_sid')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    const again = await guestRefresh(cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ user });
    expect((await guestRefresh()).statusCode).toBe(401);
  });

  it('refuses a wrong guest password with 401', async () => {
    const res = await guestLogin('wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('keeps guests and workers on their own refresh calls', async () => {
    const guest = await t.sessionFor('guest');
    const onWorkerRefresh = await refresh(t, guest);
    expect(onWorkerRefresh.statusCode).toBe(403);
    expect(onWorkerRefresh.json()).toMatchObject({ message: 'Not authorized!', code: 'NOT_AUTHORIZED' });
    const worker = await t.sessionFor('worker');
    expect((await guestRefresh(worker)).statusCode).toBe(403);
  });

  it('changes the guest password with the current one', async () => {
    const cookie = cookieOf(await guestLogin()) as string;
    const other = await t.sessionFor('guest');
    const change = (currentPassword: string) =>
      call(t, 'PUT', '/api/auth/guest-user/change-password', {
        cookie,
        payload: { currentPassword, password: NEW_PASSWORD },
      });
    const wrong = await change('not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword.key).toBe('wrongPassword');
    const res = await change(DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect((await guestRefresh(cookie)).statusCode).toBe(200);
    expect((await guestRefresh(other)).statusCode).toBe(401);
    expect((await guestLogin()).statusCode).toBe(401);
    expect((await guestLogin(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the guest session on logout', async () => {
    const cookie = cookieOf(await guestLogin(NEW_PASSWORD));
    expect((await call(t, 'POST', '/api/auth/logout', { cookie })).statusCode).toBe(200);
    expect((await guestRefresh(cookie)).statusCode).toBe(401);
  });
});
