import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TFA } from '../../src/seed/demo.ts';
import { createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestApp } from '../support/app.ts';
import { call, refresh } from '../support/requests.ts';
import { otpAt, wrongOtpAt } from '../support/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const partial = (email: string) => ({ user: { email, settings: { tfa: { enabled: true } } } });

describe('login of the demo two-factor account', () => {
  it('answers the password alone with a partial user and no session', async () => {
    const { res, cookie } = await t.login(DEMO_TFA.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(partial(DEMO_TFA.email));
    expect(res.json().user).not.toHaveProperty('_id');
    expect(cookie).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('logs in fully with a valid one-time code', async () => {
    const { res, cookie } = await t.login(DEMO_TFA.email, DEMO_PASSWORD, {
      otp: otpAt(DEMO_TFA.secret, t.clock.now()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: DEMO_TFA.email, settings: { tfa: { enabled: true } } });
    expect(res.json().user._id).toBeTypeOf('string');
    expect((await refresh(t, cookie)).statusCode).toBe(200);
  });

  it('refuses a code the second time it is used (no replay)', async () => {
    t.clock.advance(60_000);
    const otp = otpAt(DEMO_TFA.secret, t.clock.now());
    const first = await t.login(DEMO_TFA.email, DEMO_PASSWORD, { otp });
    expect(first.cookie).toBeDefined();
    const replay = await t.login(DEMO_TFA.email, DEMO_PASSWORD, { otp });
    expect(replay.res.json()).toEqual(partial(DEMO_TFA.email));
    expect(replay.cookie).toBeUndefined();
  });

  it('answers a wrong code with the partial user again', async () => {
    const otp = wrongOtpAt(DEMO_TFA.secret, t.clock.now());
    const { res, cookie } = await t.login(DEMO_TFA.email, DEMO_PASSWORD, { otp });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(partial(DEMO_TFA.email));
    expect(cookie).toBeUndefined();
  });

  it('does not let a right code stand in for a wrong password', async () => {
    const { res } = await t.login(DEMO_TFA.email, 'wrong-password', {
      otp: otpAt(DEMO_TFA.secret, t.clock.now()),
    });
    expect(res.statusCode).toBe(401);
  });

  it('accepts a recovery code once', async () => {
    const [code] = DEMO_TFA.recoveryCodes as [string];
    const first = await t.login(DEMO_TFA.email, DEMO_PASSWORD, { recoveryPassword: code });
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json().user._id).toBeTypeOf('string');
    expect(first.cookie).toBeDefined();

    const again = await t.login(DEMO_TFA.email, DEMO_PASSWORD, { recoveryPassword: code });
    expect(again.res.statusCode).toBe(200);
    expect(again.res.json()).toEqual(partial(DEMO_TFA.email));
    expect(again.cookie).toBeUndefined();
  });

  it('reads a recovery code as typed, in any case and with spaces around it', async () => {
    const code = DEMO_TFA.recoveryCodes[1] as string;
    const { res, cookie } = await t.login(DEMO_TFA.email, DEMO_PASSWORD, {
      recoveryPassword: ` ${code.toUpperCase()} `,
    });
    expect(res.json().user._id).toBeTypeOf('string');
    expect(cookie).toBeDefined();
  });
});

describe('enabling and disabling two-factor for the worker', () => {
  let cookie: string;
  let secret: string;
  let recovery: string[] = [];
  beforeAll(async () => {
    cookie = await t.sessionFor('worker');
  });

  it('starts with a new secret and its otpauth URI', async () => {
    const res = await call(t, 'POST', '/api/auth/tfa/setup', { cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(body.uri).toContain(`secret=${body.secret}`);
    secret = body.secret;
  });

  it('refuses a wrong code with a field message for otp', async () => {
    const otp = wrongOtpAt(secret, t.clock.now());
    const res = await call(t, 'POST', '/api/auth/tfa/enable', { cookie, payload: { otp } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      fields: { otp: { key: 'invalidOtp' } },
    });
    expect((await refresh(t, cookie)).json().user.settings.tfa.enabled).toBe(false);
  });

  it('enables with a right code and shows ten recovery codes once', async () => {
    const res = await call(t, 'POST', '/api/auth/tfa/enable', {
      cookie,
      payload: { otp: otpAt(secret, t.clock.now()) },
    });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    recovery = recoveryCodes;
    expect((await refresh(t, cookie)).json().user.settings.tfa.enabled).toBe(true);
  });

  it('then asks for the code at login', async () => {
    const bare = await t.login(DEMO_ACCOUNTS.worker);
    expect(bare.res.json()).toEqual(partial(DEMO_ACCOUNTS.worker));
    expect(bare.cookie).toBeUndefined();
    const full = await t.login(DEMO_ACCOUNTS.worker, DEMO_PASSWORD, { otp: otpAt(secret, t.clock.now()) });
    expect(full.res.json().user._id).toBeTypeOf('string');
    expect(full.cookie).toBeDefined();
    const byRecovery = await t.login(DEMO_ACCOUNTS.worker, DEMO_PASSWORD, {
      recoveryPassword: recovery[0] ?? '',
    });
    expect(byRecovery.cookie).toBeDefined();
  });

  it('refuses to disable with a wrong password', async () => {
    const res = await call(t, 'POST', '/api/auth/tfa/disable', {
      cookie,
      payload: { password: 'wrong-password', otp: otpAt(secret, t.clock.now()) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password.key).toBe('wrongPassword');
  });

  it('refuses to disable with the password alone or with a wrong code', async () => {
    const bare = await call(t, 'POST', '/api/auth/tfa/disable', {
      cookie,
      payload: { password: DEMO_PASSWORD },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields.otp).toBeDefined();
    const wrong = await call(t, 'POST', '/api/auth/tfa/disable', {
      cookie,
      payload: { password: DEMO_PASSWORD, otp: wrongOtpAt(secret, t.clock.now()) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.otp.key).toBe('invalidOtp');
    expect((await t.login(DEMO_ACCOUNTS.worker)).cookie).toBeUndefined();
  });

  it('disables with the password and a recovery code; login needs no code afterwards', async () => {
    const res = await call(t, 'POST', '/api/auth/tfa/disable', {
      cookie,
      payload: { password: DEMO_PASSWORD, otp: recovery[1] ?? '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.settings.tfa.enabled).toBe(false);
    const { res: login, cookie: fresh } = await t.login(DEMO_ACCOUNTS.worker);
    expect(login.json().user._id).toBeTypeOf('string');
    expect(fresh).toBeDefined();
  });

  it('keeps the setup calls for signed-in workers', async () => {
    expect((await call(t, 'POST', '/api/auth/tfa/setup')).statusCode).toBe(401);
    const guest = await t.sessionFor('guest');
    expect((await call(t, 'POST', '/api/auth/tfa/setup', { cookie: guest })).statusCode).toBe(403);
  });
});
