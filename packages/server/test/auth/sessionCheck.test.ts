// GET /api/auth/session: the app's one question at start. Nobody signed in is an answer (200),
// so a signed-out page logs no failed request; a user and a guest user get what refresh gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import { call, refresh } from '../support/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionOf = async (cookie?: string) => {
  const res = await call(t, 'GET', '/api/auth/session', { cookie });
  expect(res.statusCode).toBe(200);
  return res.json().session;
};

describe('GET /api/auth/session', () => {
  it('answers nobody without a cookie', async () => {
    expect(await sessionOf()).toEqual({ kind: 'anonymous' });
  });

  it('answers nobody for an unknown or ended session, and keeps the cookie (decision 137)', async () => {
    const res = await call(t, 'GET', '/api/auth/session', { cookie: 'tuura_sid=not-a-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toEqual({ kind: 'anonymous' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const { cookie } = await t.login(DEMO_ACCOUNTS.worker);
    await call(t, 'POST', '/api/auth/logout', { cookie });
    expect(await sessionOf(cookie)).toEqual({ kind: 'anonymous' });
  });

  it.each(['worker', 'reader', 'admin'] as const)(
    'answers a %s with the same user refresh gives',
    async (role) => {
      const cookie = await t.sessionFor(role);
      const session = await sessionOf(cookie);
      expect(session.kind).toBe('user');
      expect(session.user).toEqual((await refresh(t, cookie)).json().user);
      expect(session.user.email).toBe(DEMO_ACCOUNTS[role]);
    },
  );

  it('answers a guest user with what the guest refresh gives', async () => {
    const cookie = await t.sessionFor('guest');
    const session = await sessionOf(cookie);
    expect(session.kind).toBe('guest');
    const guest = (await call(t, 'GET', '/api/auth/guest-user/refresh', { cookie })).json().user;
    expect(session.guest).toEqual(guest);
  });

  it('takes no input: a query string changes nothing, another method is 405', async () => {
    expect((await call(t, 'GET', '/api/auth/session?kind=user', {})).json().session).toEqual({
      kind: 'anonymous',
    });
    expect((await call(t, 'POST', '/api/auth/session', {})).statusCode).toBe(405);
  });
});
