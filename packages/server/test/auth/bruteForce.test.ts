import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TFA } from '../../src/seed/demo.ts';
import { createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestApp } from '../support/app.ts';
import { otpAt, wrongOtpAt } from '../support/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WINDOW_MS = 15 * 60_000;

describe('failed logins on one account', () => {
  it('answers ten wrong passwords with 401, then locks the account with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const { res } = await t.login(DEMO_ACCOUNTS.worker, `wrong-password-${i}`);
      expect(res.statusCode).toBe(401);
    }
    // The 11th try is refused even with the right password.
    const { res, cookie } = await t.login(DEMO_ACCOUNTS.worker);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TOO_MANY_TRIES',
      key: 'request.tooManyTries',
    });
    expect(cookie).toBeUndefined();
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('counts the email case-insensitively', async () => {
    const { res } = await t.login(DEMO_ACCOUNTS.worker.toUpperCase());
    expect(res.statusCode).toBe(429);
  });

  it('lets other accounts log in meanwhile', async () => {
    const { res, cookie } = await t.login(DEMO_ACCOUNTS.reader);
    expect(res.statusCode).toBe(200);
    expect(cookie).toBeDefined();
  });

  it('counts down Retry-After as time passes', async () => {
    t.clock.advance(10 * 60_000);
    const { res } = await t.login(DEMO_ACCOUNTS.worker);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(300);
  });

  it('lets the account in again once the window has passed', async () => {
    t.clock.advance(WINDOW_MS - 10 * 60_000 + 1_000);
    const { res, cookie } = await t.login(DEMO_ACCOUNTS.worker);
    expect(res.statusCode).toBe(200);
    expect(cookie).toBeDefined();
  });

  it('starts counting afresh after a successful login', async () => {
    for (let i = 0; i < 9; i++) {
      expect((await t.login(DEMO_ACCOUNTS.worker, 'wrong-password')).res.statusCode).toBe(401);
    }
    expect((await t.login(DEMO_ACCOUNTS.worker)).res.statusCode).toBe(200);
    expect((await t.login(DEMO_ACCOUNTS.worker, 'wrong-password')).res.statusCode).toBe(401);
    expect((await t.login(DEMO_ACCOUNTS.worker)).res.statusCode).toBe(200);
  });
});

describe('failed guest logins', () => {
  it('lock the guest account the same way', async () => {
    const guestLogin = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/guest-user/login',
        payload: { email: DEMO_ACCOUNTS.guest, password },
      });
    for (let i = 0; i < 10; i++) expect((await guestLogin('wrong-password')).statusCode).toBe(401);
    const locked = await guestLogin('demo-password');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('two-factor tries under the same count', () => {
  it('does not count asking for the code, counts wrong codes, and locks after ten of them', async () => {
    for (let i = 0; i < 12; i++) expect((await t.login(DEMO_TFA.email)).res.statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      const { res } = await t.login(DEMO_TFA.email, DEMO_PASSWORD, {
        otp: wrongOtpAt(DEMO_TFA.secret, t.clock.now()),
      });
      expect(res.json()).not.toHaveProperty('user._id');
      expect(res.statusCode).toBe(200);
    }
    const { res } = await t.login(DEMO_TFA.email, DEMO_PASSWORD, {
      otp: otpAt(DEMO_TFA.secret, t.clock.now()),
    });
    expect(res.statusCode).toBe(429);
  });
});
