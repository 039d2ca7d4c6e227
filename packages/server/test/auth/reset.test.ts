import { AUTH } from '@tuura/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestApp } from '../support/app.ts';
import { call, refresh } from '../support/requests.ts';
import { resetTokenIn, type SmtpCapture, startSmtpCapture } from '../support/smtp.ts';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const NEW_PASSWORD = 'a-brand-new-password';

/** Asks for a reset link and returns the token from the mail that arrives. */
async function resetLinkFor(email: string, path = '/api/auth/init-reset') {
  const before = smtp.mails.length;
  const res = await call(t, 'POST', path, { payload: { email } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });
  return resetTokenIn(await smtp.waitForMail(email, before));
}

describe('password reset by email', () => {
  let token: string;

  it('mails a link with a long token to a known address', async () => {
    const before = smtp.mails.length;
    token = await resetLinkFor(DEMO_ACCOUNTS.worker);
    const mail = smtp.mails[before];
    expect(mail?.to).toEqual([DEMO_ACCOUNTS.worker]);
    expect(mail?.text).toContain(`http://localhost:3000/auth/reset-password/${token}`);
    // At least 128 bits: 22 base64url characters.
    expect(token.length).toBeGreaterThanOrEqual(22);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await call(t, 'POST', '/api/auth/init-reset', { payload: { email: 'nobody@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    // A known address asked afterwards gets its mail; the unknown one never got any.
    await resetLinkFor(DEMO_ACCOUNTS.reader);
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([[DEMO_ACCOUNTS.reader]]);
  });

  it('shows who the link belongs to', async () => {
    const res = await call(t, 'GET', `/api/auth/user/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { email: DEMO_ACCOUNTS.worker, name: 'Väinö Työntekijä' } });
  });

  it('refuses a too-short new password with a field message', async () => {
    const res = await call(t, 'POST', '/api/auth/reset-password', { payload: { token, password: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toMatchObject({ key: 'minLength', params: { length: 10 } });
  });

  it('sets the new password and ends the sessions of the account', async () => {
    const earlier = await t.sessionFor('worker');
    const res = await call(t, 'POST', '/api/auth/reset-password', {
      payload: { token, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await refresh(t, earlier)).statusCode).toBe(401);
    expect((await t.login(DEMO_ACCOUNTS.worker)).res.statusCode).toBe(401);
    const { res: login, cookie } = await t.login(DEMO_ACCOUNTS.worker, NEW_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect((await refresh(t, cookie)).statusCode).toBe(200);
  });

  it('lets a link be used only once', async () => {
    const again = await call(t, 'POST', '/api/auth/reset-password', {
      payload: { token, password: 'yet-another-password' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ statusCode: 404, code: 'INVALID_TOKEN', key: 'auth.invalidToken' });
    expect((await call(t, 'GET', `/api/auth/user/${token}`)).statusCode).toBe(404);
    expect((await t.login(DEMO_ACCOUNTS.worker, NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  it('answers a made-up token with 404', async () => {
    const fake = 'A'.repeat(43);
    expect((await call(t, 'GET', `/api/auth/user/${fake}`)).statusCode).toBe(404);
    const res = await call(t, 'POST', '/api/auth/reset-password', {
      payload: { token: fake, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a reset of a locked account', () => {
  it('lifts the lockout', async () => {
    for (let i = 0; i < 10; i++) await t.login(DEMO_ACCOUNTS.reader, 'wrong-password');
    expect((await t.login(DEMO_ACCOUNTS.reader)).res.statusCode).toBe(429);
    const token = await resetLinkFor(DEMO_ACCOUNTS.reader);
    const res = await call(t, 'POST', '/api/auth/reset-password', {
      payload: { token, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.login(DEMO_ACCOUNTS.reader, NEW_PASSWORD)).res.statusCode).toBe(200);
  });
});

describe('guest user password reset', () => {
  it('mails the guest a link that resets the guest password', async () => {
    const token = await resetLinkFor(DEMO_ACCOUNTS.guest, '/api/auth/guest-user/init-reset');
    const who = await call(t, 'GET', `/api/auth/user/${token}`);
    expect(who.json()).toEqual({ user: { email: DEMO_ACCOUNTS.guest, name: 'Osastonhoitaja Vieras' } });
    const earlier = await t.sessionFor('guest');
    const res = await call(t, 'POST', '/api/auth/reset-password', {
      payload: { token, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/auth/guest-user/refresh', { cookie: earlier })).statusCode).toBe(401);
    const guestLogin = (password: string) =>
      call(t, 'POST', '/api/auth/guest-user/login', { payload: { email: DEMO_ACCOUNTS.guest, password } });
    expect((await guestLogin(DEMO_PASSWORD)).statusCode).toBe(401);
    const login = await guestLogin(NEW_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(DEMO_ACCOUNTS.guest);
  });

  it('does not mail a guest link to a worker address', async () => {
    const before = smtp.mails.length;
    const res = await call(t, 'POST', '/api/auth/guest-user/init-reset', {
      payload: { email: DEMO_ACCOUNTS.admin },
    });
    expect(res.json()).toEqual({ ok: true });
    await resetLinkFor(DEMO_ACCOUNTS.reader);
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([[DEMO_ACCOUNTS.reader]]);
  });
});

describe('an old link', () => {
  it('expires after 60 minutes', async () => {
    const token = await resetLinkFor(DEMO_ACCOUNTS.admin);
    t.clock.advance(59 * 60_000);
    expect((await call(t, 'GET', `/api/auth/user/${token}`)).statusCode).toBe(200);
    t.clock.advance(60_000 + 1_000);
    expect((await call(t, 'GET', `/api/auth/user/${token}`)).statusCode).toBe(404);
    const res = await call(t, 'POST', '/api/auth/reset-password', {
      payload: { token, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.login(DEMO_ACCOUNTS.admin)).res.statusCode).toBe(200);
  });
});

describe('the reset mail in the recipient’s language', () => {
  const subjectOf = (headers: string) => /^subject:\s*(.*)$/im.exec(headers)?.[1];
  const minutes = AUTH.resetTokenMinutes;

  it('is Finnish for a user whose locale is Finnish, with the minutes from the domain', async () => {
    const before = smtp.mails.length;
    const token = await resetLinkFor(DEMO_ACCOUNTS.worker);
    const mail = smtp.mails.slice(before).find((m) => m.to.includes(DEMO_ACCOUNTS.worker));
    expect(subjectOf(mail?.headers ?? '')).toBe('Tuura: salasanan vaihto');
    expect(mail?.text.trimEnd()).toBe(
      [
        `Vaihda salasanasi tästä linkistä. Linkki on voimassa ${minutes} minuuttia.`,
        '',
        `http://localhost:3000/auth/reset-password/${token}`,
        '',
        'Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta.',
      ].join('\r\n'),
    );
  });

  it('is English for a user who chose English', async () => {
    const reader = await t.sessionFor('reader');
    const setting = await call(t, 'PUT', '/api/users/settings', {
      cookie: reader,
      payload: { settings: { locale: 'en' } },
    });
    expect(setting.statusCode).toBe(200);
    const before = smtp.mails.length;
    const token = await resetLinkFor(DEMO_ACCOUNTS.reader);
    const mail = smtp.mails.slice(before).find((m) => m.to.includes(DEMO_ACCOUNTS.reader));
    expect(subjectOf(mail?.headers ?? '')).toBe('Tuura: password reset');
    expect(mail?.text.trimEnd()).toBe(
      [
        `Reset your password with this link. The link is valid for ${minutes} minutes.`,
        '',
        `http://localhost:3000/auth/reset-password/${token}`,
        '',
        'If you did not ask for a new password, you can ignore this email.',
      ].join('\r\n'),
    );
  });

  it('is in the organisation’s default, Finnish, for a guest user (who has no locale)', async () => {
    const before = smtp.mails.length;
    await resetLinkFor(DEMO_ACCOUNTS.guest, '/api/auth/guest-user/init-reset');
    const mail = smtp.mails.slice(before).find((m) => m.to.includes(DEMO_ACCOUNTS.guest));
    expect(subjectOf(mail?.headers ?? '')).toBe('Tuura: salasanan vaihto');
    expect(mail?.text).toContain(`Linkki on voimassa ${minutes} minuuttia.`);
    expect(mail?.text).not.toMatch(/Reset your|valid for|ignore/);
  });
});
