import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import { call, refresh } from '../support/requests.ts';
import { otpAt } from '../support/totp.ts';

let t: TestApp;
let admin: string;
let worker: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.sessionFor('admin');
  worker = await t.sessionFor('worker');
});
afterAll(() => t.close());

const tfaRequired = { statusCode: 403, error: 'Forbidden', code: 'TFA_REQUIRED', key: 'auth.tfaRequired' };

describe('organisation-wide two-factor requirement', () => {
  it('lets the worker read notifications before it is on', async () => {
    expect((await call(t, 'GET', '/api/notifications', { cookie: worker })).statusCode).toBe(200);
    expect((await refresh(t, worker)).json().user.tfaRequired).toBe(false);
  });

  it('is turned on by an admin with organization all', async () => {
    const reader = await t.sessionFor('reader');
    const payload = { force2fa: true };
    const url = '/api/organization/settings/force2fa/admin';
    expect((await call(t, 'PUT', url, { cookie: reader, payload })).statusCode).toBe(403);
    const res = await call(t, 'PUT', url, { cookie: admin, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().organization.settings.force2fa).toBe(true);
  });

  it('refuses the worker other calls with TFA_REQUIRED', async () => {
    const res = await call(t, 'GET', '/api/notifications', { cookie: worker });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(tfaRequired);
    expect((await call(t, 'DELETE', '/api/notifications/mass', { cookie: worker })).json()).toMatchObject(
      tfaRequired,
    );
  });

  it('applies to admins without two-factor too', async () => {
    const res = await call(t, 'GET', '/api/organization/admin', { cookie: admin });
    expect(res.json()).toMatchObject(tfaRequired);
  });

  it('still lets the worker refresh, change settings and log in', async () => {
    const me = await refresh(t, worker);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.settings.tfa.enabled).toBe(false);
    // The client reads this flag to send the person to /profile.
    expect(me.json().user.tfaRequired).toBe(true);
    const settings = await call(t, 'PUT', '/api/users/settings', {
      cookie: worker,
      payload: { settings: { darkMode: true } },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().user.settings.darkMode).toBe(true);
    const { res, cookie } = await t.login(DEMO_ACCOUNTS.worker);
    expect(res.statusCode).toBe(200);
    expect(cookie).toBeDefined();
    expect(res.json().user.tfaRequired).toBe(true);
  });

  it('does not concern guest users', async () => {
    const guest = await t.sessionFor('guest');
    expect((await call(t, 'GET', '/api/auth/guest-user/refresh', { cookie: guest })).statusCode).toBe(200);
  });

  it('lets the worker enable two-factor, after which the rest opens', async () => {
    const setup = await call(t, 'POST', '/api/auth/tfa/setup', { cookie: worker });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const enable = await call(t, 'POST', '/api/auth/tfa/enable', {
      cookie: worker,
      payload: { otp: otpAt(secret, t.clock.now()) },
    });
    expect(enable.statusCode).toBe(200);
    const res = await call(t, 'GET', '/api/notifications', { cookie: worker });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().notifications)).toBe(true);
    expect((await refresh(t, worker)).json().user.tfaRequired).toBe(false);
  });

  it('does not let the worker turn two-factor off while it is required', async () => {
    const res = await call(t, 'POST', '/api/auth/tfa/disable', {
      cookie: worker,
      payload: { password: 'demo-password' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', key: 'auth.tfaForced' });
    expect((await refresh(t, worker)).json().user.settings.tfa.enabled).toBe(true);
  });
});
