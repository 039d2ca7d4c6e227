// Changing one's own email (decision 108): the current password, a free address, the login
// directory moved with it, and a notice to the old address over real SMTP.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmails, auditLog } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { FACTORY_PASSWORD, makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { call, refresh } from '../support/requests.ts';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp.ts';

let t: TestApp;
let smtp: SmtpCapture;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  a = await makeOrganization(t, 'email-a');
  b = await makeOrganization(t, 'email-b');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const change = (cookie: string | undefined, payload: unknown) =>
  call(t, 'PUT', '/api/users/email', { cookie, payload: payload as object });

describe('changing own email', () => {
  it('moves the login to the new address and tells the old one', async () => {
    const person = await makeUser(t, a.organization.id, { email: 'vanha.osoite@factory.test' });
    const cookie = await t.sessionAs({ organizationId: a.organization.id, userId: person.id });
    const before = smtp.mails.length;
    const res = await change(cookie, {
      email: ' Uusi.Osoite@Factory.test ',
      currentPassword: FACTORY_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('uusi.osoite@factory.test');
    expect((await refresh(t, cookie)).json().user.email).toBe('uusi.osoite@factory.test');
    expect((await t.login('uusi.osoite@factory.test', FACTORY_PASSWORD)).res.statusCode).toBe(200);
    expect((await t.login('vanha.osoite@factory.test', FACTORY_PASSWORD)).res.statusCode).toBe(401);
    const directory = await t.db.select().from(accountEmails).where(eq(accountEmails.accountId, person.id));
    expect(directory.map((d) => d.email)).toEqual(['uusi.osoite@factory.test']);
    const mail = await smtp.waitForMail('vanha.osoite@factory.test', before);
    expect(mail.text).toContain('uusi.osoite@factory.test');
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.changeEmail'));
    expect(row).toMatchObject({ actorUserId: person.id, targetId: person.id });
  });

  it('refuses a wrong current password with a field message and changes nothing', async () => {
    const cookie = await a.sessionFor('worker');
    const res = await change(cookie, { email: 'other@factory.test', currentPassword: 'not-the-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.currentPassword).toEqual({
      key: 'wrongPassword',
      params: { field: 'currentPassword' },
    });
    expect((await refresh(t, cookie)).json().user.email).toBe(a.worker.email);
  });

  it("refuses a colleague's address, and another organisation's (logins are global), with 409 on email", async () => {
    const cookie = await a.sessionFor('worker');
    for (const taken of [a.reader.email, b.worker.email, a.reader.email.toUpperCase()]) {
      const res = await change(cookie, { email: taken, currentPassword: FACTORY_PASSWORD });
      expect(res.statusCode, taken).toBe(409);
      expect(res.json()).toMatchObject({
        key: 'user.emailTaken',
        fields: { email: { key: 'taken', params: { field: 'email' } } },
      });
    }
    expect((await refresh(t, cookie)).json().user.email).toBe(a.worker.email);
  });

  it('accepts its own address again as no change', async () => {
    const cookie = await a.sessionFor('worker');
    const res = await change(cookie, { email: a.worker.email, currentPassword: FACTORY_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(a.worker.email);
  });

  it('refuses bad input with per-field messages', async () => {
    const cookie = await a.sessionFor('worker');
    const cases = [
      [{ email: 'not-an-email', currentPassword: FACTORY_PASSWORD }, 'email'],
      [{ email: `${'x'.repeat(250)}@factory.test`, currentPassword: FACTORY_PASSWORD }, 'email'],
      [{ email: '', currentPassword: FACTORY_PASSWORD }, 'email'],
      [{ email: 'ok@factory.test' }, 'currentPassword'],
      [{ email: 'ok@factory.test', currentPassword: 5 }, 'currentPassword'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await change(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
  });

  it('is for signed-in users: no session 401, a guest 403', async () => {
    const payload = { email: 'x@factory.test', currentPassword: FACTORY_PASSWORD };
    expect((await change(undefined, payload)).statusCode).toBe(401);
    expect((await change(await a.sessionFor('guest'), payload)).statusCode).toBe(403);
  });
});
