// Guest users as admins manage them (spec §7 Guest users, §5 limits): list and search with users
// read; add, change, remove and reset with users all; a new or reset guest gets a set-password
// link by email (read here from a real SMTP server) that then logs in; another organisation's ids
// are 404s that change nothing.
import { GUEST_USER } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, guestUsers } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { FACTORY_PASSWORD, makeOrganization, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { resetTokenIn, type SmtpCapture, startSmtpCapture } from '../support/smtp.ts';

let t: TestApp;
let smtp: SmtpCapture;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  o = await makeOrganization(t, 'alfa');
  other = await makeOrganization(t, 'beta');
  admin = await o.sessionFor('admin');
  reader = await o.sessionFor('reader');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const NEW_PASSWORD = 'vieraan-uusi-salasana';
const input = (over: Record<string, unknown> = {}) => ({
  name: 'Päivystyksen vieras',
  email: `vieras-${Math.random().toString(36).slice(2, 8)}@example.com`,
  meta: 'Osastonhoitajan tunnus',
  filters: { customerId: null, departmentId: o.department.id, days: 14 },
  ...over,
});
/** The filters as the API shows those of `input()`: the department with its customer and names. */
const shownFilters = () => ({
  customerId: o.customer.id,
  customerName: o.customer.name,
  departmentId: o.department.id,
  departmentName: o.department.name,
  days: 14,
  unresolvedName: '',
});

const create = (payload: unknown, cookie = admin) =>
  call(t, 'POST', '/api/guest-users/admin', { cookie, payload });
const guestLogin = (email: string, password: string) =>
  call(t, 'POST', '/api/auth/guest-user/login', { payload: { email, password } });

/** Sets a password through the link of the next mail to `email` (from index `after`). */
async function setPasswordByMail(email: string, after: number) {
  const mail = await smtp.waitForMail(email, after);
  const token = resetTokenIn(mail);
  const who = await call(t, 'GET', `/api/auth/user/${token}`);
  expect(who.statusCode, who.body).toBe(200);
  expect(who.json().user.email).toBe(email);
  const set = await call(t, 'POST', '/api/auth/reset-password', {
    payload: { token, password: NEW_PASSWORD },
  });
  expect(set.statusCode, set.body).toBe(200);
  return mail;
}

describe('GET /api/guest-users/admin', () => {
  it("lists the organisation's guest users for a reader, nobody else's", async () => {
    const res = await call(t, 'GET', '/api/guest-users/admin', { cookie: reader });
    expect(res.statusCode, res.body).toBe(200);
    const { guestUsers: listed, total } = res.json();
    expect(listed.map((g: { _id: string }) => g._id)).toContain(o.guest.id);
    expect(listed.map((g: { _id: string }) => g._id)).not.toContain(other.guest.id);
    expect(total).toBe(listed.length);
    expect(listed[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      meta: expect.any(String),
      filters: {
        customerId: null,
        customerName: null,
        departmentId: null,
        departmentName: null,
        days: expect.any(Number),
        unresolvedName: '',
      },
    });
  });

  it('searches by name or email, case aside, and pages', async () => {
    await create(input({ name: 'Hakutesti Ääkkönen', email: 'hakutesti@example.com' }));
    await create(input({ name: 'Toinen', email: 'toinen-hakutesti@example.com' }));
    const byName = await call(t, 'GET', '/api/guest-users/admin?search=HAKUTESTI', { cookie: reader });
    expect(
      byName
        .json()
        .guestUsers.map((g: { email: string }) => g.email)
        .sort(),
    ).toEqual(['hakutesti@example.com', 'toinen-hakutesti@example.com']);
    const page = await call(t, 'GET', '/api/guest-users/admin?search=hakutesti&limit=1&offset=1', {
      cookie: reader,
    });
    expect(page.json().guestUsers).toHaveLength(1);
    expect(page.json().total).toBe(2);
    const none = await call(t, 'GET', `/api/guest-users/admin?search=${encodeURIComponent('100%_')}`, {
      cookie: reader,
    });
    expect(none.json()).toEqual({ guestUsers: [], total: 0 });
  });

  it('sorts by name or email either way, one page after another without a repeat', async () => {
    await create(input({ name: 'Lajittelu Aaltonen', email: 'zz-lajittelu@example.com' }));
    await create(input({ name: 'Lajittelu Öhman', email: 'aa-lajittelu@example.com' }));
    await create(input({ name: 'Lajittelu Mäki', email: 'mm-lajittelu@example.com' }));
    const listed = async (query: string) => {
      const res = await call(t, 'GET', `/api/guest-users/admin?search=lajittelu&${query}`, {
        cookie: reader,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().guestUsers.map((g: { email: string }) => g.email);
    };
    expect(await listed('')).toEqual([
      'zz-lajittelu@example.com',
      'mm-lajittelu@example.com',
      'aa-lajittelu@example.com',
    ]);
    expect(await listed('sort=email')).toEqual([
      'aa-lajittelu@example.com',
      'mm-lajittelu@example.com',
      'zz-lajittelu@example.com',
    ]);
    const pages = [
      ...(await listed('sort=email&order=desc&limit=2&offset=0')),
      ...(await listed('sort=email&order=desc&limit=2&offset=2')),
    ];
    expect(pages).toEqual([
      'zz-lajittelu@example.com',
      'mm-lajittelu@example.com',
      'aa-lajittelu@example.com',
    ]);
    const bad = await call(t, 'GET', '/api/guest-users/admin?sort=password', { cookie: reader });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['querystring.sort']).toBeDefined();
  });

  it('refuses an over-long search and a bad page', async () => {
    const long = await call(t, 'GET', `/api/guest-users/admin?search=${'x'.repeat(101)}`, { cookie: reader });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields['querystring.search'].key).toBe('maxLength');
    const bad = await call(t, 'GET', '/api/guest-users/admin?limit=0', { cookie: reader });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/guest-users/places/admin', () => {
  it("offers a reader the organisation's customers with their departments, nobody else's", async () => {
    const res = await call(t, 'GET', '/api/guest-users/places/admin', { cookie: reader });
    expect(res.statusCode, res.body).toBe(200);
    const { customers } = res.json();
    expect(customers).toContainEqual({
      _id: o.customer.id,
      name: o.customer.name,
      departments: expect.arrayContaining([{ _id: o.department.id, name: o.department.name }]),
    });
    expect(res.body).not.toContain(other.customer.id);
    expect(res.body).not.toContain(other.department.id);
  });
});

describe('POST /api/guest-users/admin', () => {
  it('adds a guest user and mails a set-password link that then logs in', async () => {
    const before = smtp.mails.length;
    const payload = input({ email: '  Uusi.Vieras@Example.com ' });
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(201);
    const { guestUser } = res.json();
    expect(guestUser).toMatchObject({
      name: payload.name,
      email: 'uusi.vieras@example.com',
      meta: payload.meta,
      filters: shownFilters(),
    });
    // No password yet: nothing logs in until the link sets one.
    expect((await guestLogin('uusi.vieras@example.com', FACTORY_PASSWORD)).statusCode).toBe(401);
    const mail = await setPasswordByMail('uusi.vieras@example.com', before);
    expect(mail.text).toContain('vieraskäyttäjän tunnus');
    const login = await guestLogin('uusi.vieras@example.com', NEW_PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toEqual({
      _id: guestUser._id,
      name: payload.name,
      email: 'uusi.vieras@example.com',
      filters: shownFilters(),
    });
  });

  it('takes defaults for notes and filters (which then show nothing)', async () => {
    const res = await create({ name: 'Oletus', email: 'oletus@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().guestUser).toMatchObject({
      meta: '',
      filters: { customerId: null, departmentId: null, days: -1, unresolvedName: '' },
    });
  });

  it('is refused to a reader and creates nothing', async () => {
    const res = await create(input({ email: 'lukija-yritti@example.com' }), reader);
    expect(res.statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(guestUsers)
      .where(eq(guestUsers.email, 'lukija-yritti@example.com'));
    expect(rows).toEqual([]);
  });

  it.each([
    ['name', { name: 'x'.repeat(GUEST_USER.name + 1) }, 'maxLength'],
    ['name', { name: '   ' }, 'required'],
    ['name', { name: 42 }, 'type'],
    ['email', { email: `${'x'.repeat(GUEST_USER.email)}@example.com` }, 'maxLength'],
    ['email', { email: 'ei-sahkoposti' }, 'format'],
    ['email', { email: undefined }, 'required'],
    ['meta', { meta: 'x'.repeat(GUEST_USER.meta + 1) }, 'maxLength'],
    ['filters.departmentId', { filters: { departmentId: 'Päivystys', days: 1 } }, 'format'],
    ['filters.customerId', { filters: { customerId: 42, days: 1 } }, 'type'],
    ['filters.days', { filters: { days: GUEST_USER.filterDaysMin - 1 } }, 'minValue'],
    ['filters.days', { filters: { days: GUEST_USER.filterDaysMax + 1 } }, 'maxValue'],
    ['filters.days', { filters: { days: 1.5 } }, 'type'],
    ['filters.days', { filters: { days: '3' } }, 'type'],
  ])('answers 400 on %s (%j) with message %s', async (field, over, key) => {
    const res = await create(input(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]?.key, res.body).toBe(key);
  });

  it("refuses another organisation's place, a removed one and a customer that is not the department's", async () => {
    const refused = async (filters: object, status: number, field: string) => {
      const res = await create(input({ filters: { days: 1, ...filters } }));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().fields[field]?.key, res.body).toBe('invalid');
    };
    await refused({ departmentId: other.department.id }, 404, 'filters.departmentId');
    await refused({ customerId: other.customer.id }, 404, 'filters.customerId');
    await refused(
      { customerId: other.customer.id, departmentId: o.department.id },
      400,
      'filters.customerId',
    );
    const [gone] = await t.db
      .insert(departments)
      .values({
        organizationId: o.organization.id,
        customerId: o.customer.id,
        name: 'Suljettu',
        deletedAt: new Date(),
      })
      .returning();
    await refused({ departmentId: gone?.id }, 404, 'filters.departmentId');
    // The department's own customer may be sent with it; the whole customer alone shows its name.
    const both = await create(
      input({ filters: { customerId: o.customer.id, departmentId: o.department.id, days: 14 } }),
    );
    expect(both.json().guestUser.filters).toEqual(shownFilters());
    const whole = await create(input({ filters: { customerId: o.customer.id, days: 3 } }));
    expect(whole.json().guestUser.filters).toEqual({
      ...shownFilters(),
      departmentId: null,
      departmentName: null,
      days: 3,
    });
  });

  it('refuses an email another guest user has (any spelling, any organisation) with a 409 on email', async () => {
    for (const email of [o.guest.email, o.guest.email.toUpperCase(), other.guest.email]) {
      const res = await create(input({ email }));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'Conflict',
        fields: { email: { key: 'taken' } },
      });
    }
    // A user's email is another kind of login: a guest may share it.
    expect((await create(input({ email: o.worker.email }))).statusCode).toBe(201);
  });
});

describe('PUT /api/guest-users/:id/admin', () => {
  it('changes fields and filters, leaving out what is not sent', async () => {
    const { guestUser } = (await create(input())).json();
    const res = await call(t, 'PUT', `/api/guest-users/${guestUser._id}/admin`, {
      cookie: admin,
      payload: { filters: { customerId: o.customer.id, days: -1 }, meta: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().guestUser).toEqual({
      ...guestUser,
      meta: '',
      filters: { ...shownFilters(), departmentId: null, departmentName: null, days: -1 },
    });
  });

  it('moves the login to a new email and frees the old one', async () => {
    const before = smtp.mails.length;
    const { guestUser } = (await create(input({ email: 'vanha@example.com' }))).json();
    await setPasswordByMail('vanha@example.com', before);
    const res = await call(t, 'PUT', `/api/guest-users/${guestUser._id}/admin`, {
      cookie: admin,
      payload: { email: 'uusi-osoite@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await guestLogin('uusi-osoite@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await guestLogin('vanha@example.com', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await create(input({ email: 'vanha@example.com' }))).statusCode).toBe(201);
  });

  it("refuses another guest's email with a 409 and changes nothing", async () => {
    const { guestUser } = (await create(input())).json();
    const res = await call(t, 'PUT', `/api/guest-users/${guestUser._id}/admin`, {
      cookie: admin,
      payload: { email: o.guest.email, name: 'Ei muutu' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields.email.key).toBe('taken');
    const [row] = await t.db.select().from(guestUsers).where(eq(guestUsers.id, guestUser._id));
    expect(row).toMatchObject({ email: guestUser.email, name: guestUser.name });
  });

  it("answers 404 for another organisation's guest and changes nothing; 400 on bad input", async () => {
    const res = await call(t, 'PUT', `/api/guest-users/${other.guest.id}/admin`, {
      cookie: admin,
      payload: { name: 'Kaapattu' },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(guestUsers).where(eq(guestUsers.id, other.guest.id));
    expect(row?.name).toBe(other.guest.name);
    const bad = await call(t, 'PUT', `/api/guest-users/${o.guest.id}/admin`, {
      cookie: admin,
      payload: { filters: { days: -5 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['filters.days'].key).toBe('minValue');
    const reads = await call(t, 'PUT', `/api/guest-users/${o.guest.id}/admin`, {
      cookie: reader,
      payload: {},
    });
    expect(reads.statusCode).toBe(403);
  });
});

describe('DELETE /api/guest-users/:id/admin', () => {
  it("ends the guest's sessions at once and frees the email", async () => {
    const before = smtp.mails.length;
    const { guestUser } = (await create(input({ email: 'poistuva@example.com' }))).json();
    await setPasswordByMail('poistuva@example.com', before);
    const cookie = await t.sessionAs({ organizationId: o.organization.id, guestUserId: guestUser._id });
    expect((await call(t, 'GET', '/api/guest-users', { cookie })).statusCode).toBe(200);

    const res = await call(t, 'DELETE', `/api/guest-users/${guestUser._id}/admin`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().guestUser._id).toBe(guestUser._id);
    expect((await call(t, 'GET', '/api/guest-users', { cookie })).statusCode).toBe(401);
    expect(
      (
        await call(t, 'GET', '/api/guest-users/shifts?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z', {
          cookie,
        })
      ).statusCode,
    ).toBe(401);
    expect((await guestLogin('poistuva@example.com', NEW_PASSWORD)).statusCode).toBe(401);
    const listed = await call(t, 'GET', '/api/guest-users/admin?search=poistuva', { cookie: admin });
    expect(listed.json().total).toBe(0);
    expect(
      (await call(t, 'DELETE', `/api/guest-users/${guestUser._id}/admin`, { cookie: admin })).statusCode,
    ).toBe(404);
    expect((await create(input({ email: 'poistuva@example.com' }))).statusCode).toBe(201);
  });

  it("answers 404 for another organisation's guest and leaves it", async () => {
    const res = await call(t, 'DELETE', `/api/guest-users/${other.guest.id}/admin`, { cookie: admin });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(guestUsers).where(eq(guestUsers.id, other.guest.id));
    expect(row?.deletedAt).toBeNull();
    expect(
      (await call(t, 'GET', '/api/guest-users', { cookie: await other.sessionFor('guest') })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/guest-users/:id/reset-credentials/admin', () => {
  it('ends the sessions, clears the password and mails a link that sets a new one', async () => {
    const cookie = await o.sessionFor('guest');
    expect((await guestLogin(o.guest.email, FACTORY_PASSWORD)).statusCode).toBe(200);
    const before = smtp.mails.length;
    const res = await call(t, 'POST', `/api/guest-users/${o.guest.id}/reset-credentials/admin`, {
      cookie: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await call(t, 'GET', '/api/guest-users', { cookie })).statusCode).toBe(401);
    expect((await guestLogin(o.guest.email, FACTORY_PASSWORD)).statusCode).toBe(401);
    await setPasswordByMail(o.guest.email, before);
    expect((await guestLogin(o.guest.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's guest, sends nothing and keeps its password", async () => {
    const before = smtp.mails.length;
    const res = await call(t, 'POST', `/api/guest-users/${other.guest.id}/reset-credentials/admin`, {
      cookie: admin,
    });
    expect(res.statusCode).toBe(404);
    expect((await guestLogin(other.guest.email, FACTORY_PASSWORD)).statusCode).toBe(200);
    expect(smtp.mails.slice(before).filter((m) => m.to.includes(other.guest.email))).toEqual([]);
    const reads = await call(t, 'POST', `/api/guest-users/${o.guest.id}/reset-credentials/admin`, {
      cookie: reader,
    });
    expect(reads.statusCode).toBe(403);
  });
});
