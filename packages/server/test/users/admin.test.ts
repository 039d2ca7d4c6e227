// Users admin (spec §7 Users, decisions 103/104): list, filter, one user, create with the emailed
// set-password link, edit, permissions, removal, reset password and credentials, per role, with
// the second organisation's ids answering 404 and bad input 400 with per-field messages.
import { USER } from '@tuura/domain/limits';
import { allAreasAt } from '@tuura/domain/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, shifts, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { call, refresh } from '../support/requests.ts';
import { resetTokenIn, type SmtpCapture, startSmtpCapture } from '../support/smtp.ts';

let t: TestApp;
let smtp: SmtpCapture;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
let worker: string;
/** An admin with `all` on users only. */
let usersAdmin: string;

const NATIONAL_ID = '131052-308T';
const IBAN = 'FI21 1234 5600 0007 85';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  o = await makeOrganization(t, 'kayttajat');
  other = await makeOrganization(t, 'toinen');
  admin = await o.sessionFor('admin');
  reader = await o.sessionFor('reader');
  worker = await o.sessionFor('worker');
  const narrow = await makeUser(t, o.organization.id, {
    email: 'users-only@kayttajat.test',
    permissions: { users: 'all' },
    firstName: 'Ulla',
    lastName: 'Käyttäjävastaava',
  });
  usersAdmin = await t.sessionAs({ organizationId: o.organization.id, userId: narrow.id });
  await makeUser(t, o.organization.id, { email: 'aino@kayttajat.test', firstName: 'Aino', lastName: 'Ässä' });
  await makeUser(t, o.organization.id, {
    email: 'olli@kayttajat.test',
    firstName: 'Olli',
    lastName: 'Öljymäki',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  personal: {
    firstName: 'Uusi',
    lastName: 'Työntekijä',
    phone: '040 123 4567',
    nationalId: NATIONAL_ID,
    bankAccount: IBAN,
    gender: 'female',
    address: { street: 'Katu 1', zip: '00100', city: 'Helsinki' },
  },
  work: { jobTitle: 'Sairaanhoitaja', salaryValue: '3200', payType: 'monthly', userGroup: 'user-hr' },
  education: [
    { validFrom: '2020-01-01', value: 'lk4' },
    { validFrom: '2024-01-01', value: 'licensed' },
  ],
  ...extra,
});

async function create(email: string, cookie = admin, permissions: Record<string, string> = {}) {
  const res = await call(t, 'POST', '/api/users/admin', {
    cookie,
    payload: { user: newUser(email), permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().user as { _id: string; personal: { nationalId: string; bankAccount: string } };
}

const SENSITIVE = ['nationalId', 'bankAccount', 'salaryValue'];
const hasSensitive = (body: string) => SENSITIVE.some((k) => body.includes(k)) || body.includes(NATIONAL_ID);

describe('GET /api/users/admin and POST /api/users/filter/admin', () => {
  it('answers a page by name with the total and never the sensitive fields', async () => {
    await create('listattava@kayttajat.test');
    for (const cookie of [admin, reader]) {
      const res = await call(t, 'GET', '/api/users/admin?limit=2', { cookie });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.users).toHaveLength(2);
      expect(page.total).toBeGreaterThanOrEqual(7);
      expect(hasSensitive(res.body)).toBe(false);
    }
    const all = (await call(t, 'GET', '/api/users/admin', { cookie: admin })).json();
    expect(all.users.map((u: { lastName: string }) => u.lastName)).toEqual(
      [...all.users.map((u: { lastName: string }) => u.lastName)].sort((a, b) => a.localeCompare(b, 'fi')),
    );
    expect(all.users.some((u: { email: string }) => u.email.endsWith('@toinen.test'))).toBe(false);
  });

  it('a worker reads no list', async () => {
    expect((await call(t, 'GET', '/api/users/admin', { cookie: worker })).statusCode).toBe(403);
    const filter = await call(t, 'POST', '/api/users/filter/admin', { cookie: worker, payload: {} });
    expect(filter.statusCode).toBe(403);
  });

  async function filter(payload: object, cookie = admin) {
    const res = await call(t, 'POST', '/api/users/filter/admin', { cookie, payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(hasSensitive(res.body)).toBe(false);
    return res.json() as {
      users: { email: string; education: string | null; isAdmin: boolean }[];
      total: number;
    };
  }

  it('matches name words case-insensitively, ä and ö included, in any order', async () => {
    expect((await filter({ q: 'ÄSS' })).users.map((u) => u.email)).toEqual(['aino@kayttajat.test']);
    expect((await filter({ q: 'ässä aino' })).users.map((u) => u.email)).toEqual(['aino@kayttajat.test']);
    expect((await filter({ q: 'öljy' })).users.map((u) => u.email)).toEqual(['olli@kayttajat.test']);
    expect((await filter({ q: 'ÖLJYMÄKI' })).users.map((u) => u.email)).toEqual(['olli@kayttajat.test']);
    expect((await filter({ q: 'aino' }, reader)).users).toHaveLength(1);
    expect((await filter({ q: 'vieras-ei-ole' })).total).toBe(0);
  });

  it('filters by email, current education, user group, pay type and role', async () => {
    await create('suodatettava@kayttajat.test');
    const byEmail = await filter({ email: 'suodatettava@' });
    expect(byEmail.users.map((u) => u.email)).toEqual(['suodatettava@kayttajat.test']);
    // The education in effect today is 'licensed' (from 2024), not the earlier 'lk4'.
    const licensed = await filter({ education: ['licensed'], email: 'suodatettava@' });
    expect(licensed.users).toHaveLength(1);
    expect(licensed.users[0]?.education).toBe('licensed');
    expect((await filter({ education: ['lk4'], email: 'suodatettava@' })).total).toBe(0);
    expect(
      (await filter({ userGroup: ['user-hr'], payType: ['monthly'], email: 'suodatettava@' })).total,
    ).toBe(1);
    expect((await filter({ userGroup: ['user-general'], email: 'suodatettava@' })).total).toBe(0);
    expect((await filter({ gender: ['female'], email: 'suodatettava@' })).total).toBe(1);
    const admins = await filter({ role: 'admin' });
    expect(admins.users.every((u) => u.isAdmin)).toBe(true);
    expect(admins.users.map((u) => u.email)).toContain('admin-kayttajat@factory.test');
    const workers = await filter({ role: 'worker' });
    expect(workers.users.some((u) => u.isAdmin)).toBe(false);
    expect(workers.users.map((u) => u.email)).toContain('worker-kayttajat@factory.test');
  });

  it('pages with limit and offset', async () => {
    const first = await filter({ limit: 1 });
    const second = await filter({ limit: 1, offset: 1 });
    expect(first.users).toHaveLength(1);
    expect(second.users[0]?.email).not.toBe(first.users[0]?.email);
  });

  it('refuses too long, wrong type and unknown values with per-field messages', async () => {
    const cases: [object, string][] = [
      [{ q: 'a'.repeat(101) }, 'q'],
      [{ limit: 'kaikki' }, 'limit'],
      [{ limit: 10_000 }, 'limit'],
      [{ education: ['doctor'] }, 'education.0'],
      [{ role: 'root' }, 'role'],
      [{ email: 42 }, 'email'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(t, 'POST', '/api/users/filter/admin', { cookie: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });
});

describe('GET /api/users/:id/admin', () => {
  it('gives admins with users access the sensitive fields, decrypted', async () => {
    const created = await create('luettava@kayttajat.test');
    for (const cookie of [admin, reader, usersAdmin]) {
      const res = await call(t, 'GET', `/api/users/${created._id}/admin`, { cookie });
      expect(res.statusCode).toBe(200);
      const user = res.json().user;
      expect(user.personal.nationalId).toBe(NATIONAL_ID);
      expect(user.personal.bankAccount).toBe('FI2112345600000785');
      // Pay is the compensation area's (decision 120): an admin of users alone does not see it.
      expect(user.work.salaryValue).toBe(cookie === usersAdmin ? '' : '3200');
      expect(user.education).toHaveLength(2);
    }
  });

  it("a worker reads no other user's sensitive fields anywhere", async () => {
    const created = await create('salainen@kayttajat.test');
    expect((await call(t, 'GET', `/api/users/${created._id}/admin`, { cookie: worker })).statusCode).toBe(
      403,
    );
    for (const url of ['/api/users', '/api/users/search?q=uusi', '/api/auth/refresh']) {
      const res = await call(t, 'GET', url, { cookie: worker });
      expect(res.statusCode, url).toBe(200);
      expect(hasSensitive(res.body), url).toBe(false);
    }
  });

  it('an admin without the users area reads no user, however much else they may do', async () => {
    const planner = await makeUser(t, o.organization.id, {
      permissions: { ...allAreasAt('all'), users: 'none' },
    });
    const cookie = await t.sessionAs({ organizationId: o.organization.id, userId: planner.id });
    expect((await call(t, 'GET', `/api/users/${o.worker.id}/admin`, { cookie })).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/users/filter/admin', { cookie, payload: {} })).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's user or a removed one", async () => {
    const res = await call(t, 'GET', `/api/users/${other.worker.id}/admin`, { cookie: admin });
    expect(res.statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/users/not-an-id/admin', { cookie: admin })).statusCode).toBe(400);
  });
});

describe('POST /api/users/admin', () => {
  it('stores the national id and bank account encrypted, and mails a link that sets the password', async () => {
    const email = 'tervetuloa@kayttajat.test';
    const before = smtp.mails.length;
    const created = await create(email);
    const [row] = await t.db.select().from(users).where(eq(users.id, created._id));
    expect(row?.nationalId).toMatch(/^enc:v1:/);
    expect(row?.bankAccount).toMatch(/^enc:v1:/);
    expect(row?.nationalId).not.toContain('131052');
    expect(row?.passwordHash).toBeNull();

    const mail = await smtp.waitForMail(email, before);
    const token = resetTokenIn(mail);
    const set = await call(t, 'POST', '/api/auth/reset-password', {
      payload: { token, password: 'first-own-password' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { res } = await t.login(email, 'first-own-password');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.personal.firstName).toBe('Uusi');
  });

  it('applies the permissions given, within the creator’s own', async () => {
    const created = await create('esihenkilo@kayttajat.test', admin, { shifts: 'all', users: 'read' });
    const [row] = await t.db.select().from(users).where(eq(users.id, created._id));
    expect(row?.permissions).toEqual({ shifts: 'all', users: 'read' });
    const above = await call(t, 'POST', '/api/users/admin', {
      cookie: usersAdmin,
      payload: { user: newUser('liikaa@kayttajat.test'), permissions: { shifts: 'read' } },
    });
    expect(above.statusCode).toBe(403);
    expect(above.json().fields['permissions.shifts'].key).toBe('maxValue');
  });

  it('a reader or worker cannot create', async () => {
    for (const cookie of [reader, worker]) {
      const res = await call(t, 'POST', '/api/users/admin', {
        cookie,
        payload: { user: newUser('ei@kayttajat.test') },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses an email that already has an account, in any organisation', async () => {
    for (const email of ['aino@kayttajat.test', 'WORKER-toinen@factory.test']) {
      const res = await call(t, 'POST', '/api/users/admin', {
        cookie: admin,
        payload: { user: newUser(email) },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().fields['user.email'].key).toBe('duplicate');
    }
  });

  it('refuses bad input with per-field messages', async () => {
    const base = newUser('virhe@kayttajat.test');
    const cases: [unknown, string, string][] = [
      [
        { ...base, personal: { ...base.personal, nationalId: '131052-308U' } },
        'personal.nationalId',
        'format',
      ],
      [
        { ...base, personal: { ...base.personal, bankAccount: 'FI22 1234 5600 0007 85' } },
        'personal.bankAccount',
        'format',
      ],
      [
        { ...base, personal: { ...base.personal, firstName: 'a'.repeat(USER.firstName + 1) } },
        'personal.firstName',
        'maxLength',
      ],
      [{ ...base, personal: { ...base.personal, lastName: '' } }, 'personal.lastName', 'required'],
      [{ ...base, meta: 'm'.repeat(USER.meta + 1) }, 'meta', 'maxLength'],
      [{ ...base, work: { salaryValue: 's'.repeat(USER.salaryValue + 1) } }, 'work.salaryValue', 'maxLength'],
      [{ ...base, work: { payType: 'daily' } }, 'work.payType', 'enum'],
      [{ ...base, email: 'not an email' }, 'email', 'format'],
      [
        {
          ...base,
          education: [
            { validFrom: '2024-01-01', value: 'lk4' },
            { validFrom: '2024-01-01', value: 'lk5' },
          ],
        },
        'education.1.validFrom',
        'duplicate',
      ],
      [{ ...base, personal: { ...base.personal, firstName: 7 } }, 'personal.firstName', 'type'],
      [
        { ...base, personal: { ...base.personal, firstName: '<script>alert(1)</script>'.repeat(3) } },
        'personal.firstName',
        'maxLength',
      ],
    ];
    for (const [user, field, key] of cases) {
      const res = await call(t, 'POST', '/api/users/admin', { cookie: admin, payload: { user } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[`user.${field}`]?.key, field).toBe(key);
    }
  });
});

describe('PUT /api/users/:id/admin', () => {
  it('changes only the fields given and audits them old → new, the bank account and pay masked', async () => {
    const created = await create('muokattava@kayttajat.test');
    const res = await call(t, 'PUT', `/api/users/${created._id}/admin`, {
      cookie: admin,
      payload: {
        user: {
          personal: { phone: '050 999', bankAccount: 'DE89 3704 0044 0532 0130 00' },
          work: { salaryValue: '4100' },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().user;
    expect(user.personal.phone).toBe('050 999');
    expect(user.personal.firstName).toBe('Uusi');
    expect(user.personal.nationalId).toBe(NATIONAL_ID);
    expect(user.personal.bankAccount).toBe('DE89370400440532013000');
    expect(user.work).toMatchObject({ salaryValue: '4100', jobTitle: 'Sairaanhoitaja', payType: 'monthly' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.adminUpdate'), eq(auditLog.targetId, created._id)));
    expect(entry?.actorUserId).toBe(o.admin.id);
    expect(entry?.data).toEqual({ fields: ['personal.phone', 'personal.bankAccount', 'work.salaryValue'] });
    expect(JSON.stringify(entry)).not.toMatch(/4100|DE89|3704/);
    expect(entry?.before).toMatchObject({ phone: '040 123 4567', bankAccount: '***', salaryValue: '***' });
    expect(entry?.after).toMatchObject({ phone: '050 999', bankAccount: '***', salaryValue: '***' });
  });

  it('ignores permissions, credentials and ids smuggled into the user body', async () => {
    const created = await create('salakuljetus@kayttajat.test');
    const res = await call(t, 'PUT', `/api/users/${created._id}/admin`, {
      cookie: usersAdmin,
      payload: {
        user: {
          meta: 'ok',
          permissions: allAreasAt('all'),
          tfaEnabled: true,
          passwordHash: 'x',
          organizationId: other.organization.id,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, created._id));
    expect(row).toMatchObject({
      meta: 'ok',
      permissions: {},
      tfaEnabled: false,
      passwordHash: null,
      organizationId: o.organization.id,
    });
  });

  it('edits education as time-effective values and refuses duplicates', async () => {
    const created = await create('koulutus@kayttajat.test');
    const education = [{ validFrom: '2025-06-01', value: 'specialist' }];
    const ok = await call(t, 'PUT', `/api/users/${created._id}/admin`, {
      cookie: admin,
      payload: { user: { education } },
    });
    expect(ok.json().user.education).toEqual(education);
    const dup = await call(t, 'PUT', `/api/users/${created._id}/admin`, {
      cookie: admin,
      payload: { user: { education: [...education, ...education] } },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields['user.education.1.validFrom'].key).toBe('duplicate');
  });

  it('moves the login email and refuses a taken one', async () => {
    const created = await create('vanha@kayttajat.test');
    const moved = await call(t, 'PUT', `/api/users/${created._id}/admin`, {
      cookie: admin,
      payload: { user: { email: 'Uusi.Osoite@kayttajat.test' } },
    });
    expect(moved.json().user.email).toBe('uusi.osoite@kayttajat.test');
    const taken = await call(t, 'PUT', `/api/users/${created._id}/admin`, {
      cookie: admin,
      payload: { user: { email: 'aino@kayttajat.test' } },
    });
    expect(taken.statusCode).toBe(409);
    // The freed address can be used again.
    await create('vanha@kayttajat.test');
  });

  it("refuses readers, workers and another organisation's user", async () => {
    const payload = { user: { meta: 'x' } };
    expect(
      (await call(t, 'PUT', `/api/users/${o.worker.id}/admin`, { cookie: reader, payload })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PUT', `/api/users/${o.worker.id}/admin`, { cookie: worker, payload })).statusCode,
    ).toBe(403);
    const foreign = await call(t, 'PUT', `/api/users/${other.worker.id}/admin`, { cookie: admin, payload });
    expect(foreign.statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.worker.id));
    expect(row?.meta).toBe('');
  });
});

describe('PUT /api/users/:id/permissions/admin', () => {
  it('sets every area, audited', async () => {
    const created = await create('oikeudet@kayttajat.test');
    const permissions = { ...allAreasAt('read'), shifts: 'all', developer: 'none' };
    const res = await call(t, 'PUT', `/api/users/${created._id}/permissions/admin`, {
      cookie: admin,
      payload: { permissions },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.permissions).toEqual(permissions);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.adminPermissions'), eq(auditLog.targetId, created._id)));
    expect(entry?.data).toMatchObject({ from: {}, to: permissions });
  });

  it('a reader cannot change permissions', async () => {
    const res = await call(t, 'PUT', `/api/users/${o.worker.id}/permissions/admin`, {
      cookie: reader,
      payload: { permissions: { users: 'all' } },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, o.worker.id));
    expect(row?.permissions).toEqual({});
  });

  it('nobody gives, nor takes away, a level above their own; their own areas they may', async () => {
    const created = await create('rajattu@kayttajat.test', admin, { users: 'read' });
    const url = `/api/users/${created._id}/permissions/admin`;
    const raise = await call(t, 'PUT', url, {
      cookie: usersAdmin,
      payload: { permissions: { users: 'read', billing: 'read' } },
    });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().key).toBe('user.grantAboveOwn');
    expect(Object.keys(raise.json().fields)).toEqual(['permissions.billing']);
    const own = await call(t, 'PUT', url, { cookie: usersAdmin, payload: { permissions: { users: 'all' } } });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('nobody changes the permissions of someone above them in any area, even in their own areas (decision 132)', async () => {
    const created = await create('ylempi@kayttajat.test', admin, { shifts: 'all' });
    const url = `/api/users/${created._id}/permissions/admin`;
    for (const permissions of [{}, { shifts: 'all', users: 'read' }]) {
      const res = await call(t, 'PUT', url, { cookie: usersAdmin, payload: { permissions } });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().key).toBe('user.outranked');
    }
    const [kept] = await t.db.select().from(users).where(eq(users.id, created._id));
    expect(kept?.permissions).toEqual({ shifts: 'all' });
  });

  it('refuses unknown areas and levels, and another organisation’s user', async () => {
    const url = `/api/users/${o.worker.id}/permissions/admin`;
    const level = await call(t, 'PUT', url, { cookie: admin, payload: { permissions: { shifts: 'owner' } } });
    expect(level.statusCode).toBe(400);
    expect(Object.keys(level.json().fields)).toEqual(['permissions.shifts']);
    const area = await call(t, 'PUT', url, { cookie: admin, payload: { permissions: { root: 'all' } } });
    expect(area.statusCode).toBe(400);
    const foreign = await call(t, 'PUT', `/api/users/${other.worker.id}/permissions/admin`, {
      cookie: admin,
      payload: { permissions: { users: 'all' } },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('DELETE /api/users/:id/admin', () => {
  it('ends the sessions at once, keeps their past shifts, frees the email', async () => {
    const person = await makeUser(t, o.organization.id, { email: 'lahtija@kayttajat.test' });
    const cookie = await t.sessionAs({ organizationId: o.organization.id, userId: person.id });
    expect((await refresh(t, cookie)).statusCode).toBe(200);
    const now = t.clock.now().getTime();
    const [shift] = await t.db
      .insert(shifts)
      .values({
        organizationId: o.organization.id,
        workerId: person.id,
        departmentId: o.department.id,
        name: 'Mennyt vuoro',
        from: new Date(now - 48 * 3_600_000),
        to: new Date(now - 40 * 3_600_000),
      })
      .returning();
    const res = await call(t, 'DELETE', `/api/users/${person.id}/admin`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect((await refresh(t, cookie)).statusCode).toBe(401);
    const [kept] = await t.db
      .select()
      .from(shifts)
      .where(eq(shifts.id, shift?.id ?? ''));
    expect(kept?.workerId).toBe(person.id);
    expect((await call(t, 'GET', `/api/users/${person.id}/admin`, { cookie: admin })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/users/${person.id}/admin`, { cookie: admin })).statusCode).toBe(
      404,
    );
    await create('lahtija@kayttajat.test');
  });

  it('nobody removes someone who outranks them in any area, with a session or a token', async () => {
    const usersAdmin = await makeUser(t, o.organization.id, { permissions: { users: 'all' } });
    const boss = await makeUser(t, o.organization.id, { permissions: { users: 'all', developer: 'all' } });
    const cookie = await t.sessionAs({ organizationId: o.organization.id, userId: usersAdmin.id });
    const refused = await call(t, 'DELETE', `/api/users/${boss.id}/admin`, { cookie });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().key).toBe('user.outranked');
    const token = await call(t, 'POST', '/api/organization/tokens/admin', {
      cookie: admin,
      payload: { name: 'Käyttäjät', permissions: { users: 'all' } },
    });
    const bearer = { authorization: `Bearer ${token.json().secret}` };
    const byToken = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${boss.id}/admin`,
      headers: bearer,
    });
    expect(byToken.statusCode, byToken.body).toBe(403);
    const [kept] = await t.db.select().from(users).where(eq(users.id, boss.id));
    expect(kept?.deletedAt).toBeNull();
    // Their equal or below: removed as before.
    const peer = await makeUser(t, o.organization.id, { permissions: { users: 'read' } });
    expect((await call(t, 'DELETE', `/api/users/${peer.id}/admin`, { cookie })).statusCode).toBe(200);
  });

  it('an admin cannot remove themselves; readers, workers and other organisations get nothing', async () => {
    const self = await call(t, 'DELETE', `/api/users/${o.admin.id}/admin`, { cookie: admin });
    expect(self.statusCode).toBe(409);
    expect(self.json().key).toBe('user.removeSelf');
    expect((await call(t, 'DELETE', `/api/users/${o.worker.id}/admin`, { cookie: reader })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'DELETE', `/api/users/${o.reader.id}/admin`, { cookie: worker })).statusCode).toBe(
      403,
    );
    expect(
      (await call(t, 'DELETE', `/api/users/${other.worker.id}/admin`, { cookie: admin })).statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.worker.id));
    expect(row?.deletedAt).toBeNull();
  });
});

describe('POST /api/users/:id/reset-password/admin and reset-credentials/admin', () => {
  it('mails a reset link that works', async () => {
    const person = await makeUser(t, o.organization.id, { email: 'unohtaja@kayttajat.test' });
    const before = smtp.mails.length;
    const res = await call(t, 'POST', `/api/users/${person.id}/reset-password/admin`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    const token = resetTokenIn(await smtp.waitForMail('unohtaja@kayttajat.test', before));
    const set = await call(t, 'POST', '/api/auth/reset-password', {
      payload: { token, password: 'reset-by-admin-1' },
    });
    expect(set.statusCode).toBe(200);
    expect((await t.login('unohtaja@kayttajat.test', 'reset-by-admin-1')).res.statusCode).toBe(200);
  });

  it('clears two-factor and the recovery codes', async () => {
    const person = await makeUser(t, o.organization.id, { email: 'kaksivaihe@kayttajat.test' });
    await t.db
      .update(users)
      .set({ tfaEnabled: true, tfaSecret: 'JBSWY3DPEHPK3PXP' })
      .where(eq(users.id, person.id));
    await t.db
      .insert(recoveryCodes)
      .values({ organizationId: o.organization.id, userId: person.id, codeHash: 'x' });
    const res = await call(t, 'POST', `/api/users/${person.id}/reset-credentials/admin`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ tfaEnabled: false, tfaSecret: null });
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.id))).toEqual([]);
  });

  it('refuses readers and workers, and another organisation’s user', async () => {
    for (const path of ['reset-password', 'reset-credentials']) {
      expect(
        (await call(t, 'POST', `/api/users/${o.worker.id}/${path}/admin`, { cookie: reader })).statusCode,
      ).toBe(403);
      expect(
        (await call(t, 'POST', `/api/users/${o.reader.id}/${path}/admin`, { cookie: worker })).statusCode,
      ).toBe(403);
      expect(
        (await call(t, 'POST', `/api/users/${other.worker.id}/${path}/admin`, { cookie: admin })).statusCode,
      ).toBe(404);
    }
  });
});

describe('GET /api/users/search (the picker) with Finnish letters', () => {
  it('matches ä and ö in either case, on this engine', async () => {
    for (const [q, name] of [
      ['%C3%A4ss%C3%A4', 'Aino Ässä'], // 'ässä'
      ['%C3%84SS', 'Aino Ässä'], // 'ÄSS'
      ['%C3%B6LJYM', 'Olli Öljymäki'], // 'öLJYM'
      ['M%C3%84KI', 'Olli Öljymäki'], // 'MÄKI'
    ]) {
      const res = await call(t, 'GET', `/api/users/search?q=${q}`, { cookie: worker });
      expect(
        res.json().users.map((u: { name: string }) => u.name),
        q,
      ).toContain(name);
    }
  });
});

describe('GET /api/users', () => {
  it('gives any worker the colleagues’ ids and names only, own organisation only', async () => {
    const res = await call(t, 'GET', '/api/users', { cookie: worker });
    expect(res.statusCode).toBe(200);
    const list = res.json().users as { _id: string; name: string }[];
    expect(list.every((u) => Object.keys(u).sort().join() === '_id,name')).toBe(true);
    expect(list.map((u) => u.name)).toContain('Aino Ässä');
    expect(list.some((u) => u._id === other.worker.id)).toBe(false);
    expect((await call(t, 'GET', '/api/users', { cookie: await o.sessionFor('guest') })).statusCode).toBe(
      403,
    );
  });

  it('pages by name: the pages join up without repeats, and the last says no more follow', async () => {
    const all = (await call(t, 'GET', '/api/users?limit=500', { cookie: worker })).json();
    expect(all.more).toBe(false);
    const names: string[] = [];
    for (let offset = 0; ; offset += 2) {
      const page = (await call(t, 'GET', `/api/users?limit=2&offset=${offset}`, { cookie: worker })).json();
      names.push(...page.users.map((u: { _id: string }) => u._id));
      if (!page.more) break;
    }
    expect(names).toEqual(all.users.map((u: { _id: string }) => u._id));
    expect(names.length).toBeGreaterThan(2);
    expect((await call(t, 'GET', '/api/users?limit=501', { cookie: worker })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/settings (mass assignment)', () => {
  it('a worker sending permissions or salary changes nothing', async () => {
    const strict = await call(t, 'PUT', '/api/users/settings', {
      cookie: worker,
      payload: { settings: { locale: 'en', permissions: allAreasAt('all'), salaryValue: '9999' } },
    });
    expect(strict.statusCode).toBe(400);
    const outside = await call(t, 'PUT', '/api/users/settings', {
      cookie: worker,
      payload: { settings: { locale: 'en' }, permissions: allAreasAt('all'), work: { salaryValue: '9999' } },
    });
    expect(outside.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, o.worker.id));
    expect(row?.permissions).toEqual({});
    expect(row?.salaryValue).toBe('');
    expect(row?.locale).toBe('en');
    expect((await call(t, 'GET', '/api/users/admin', { cookie: worker })).statusCode).toBe(403);
  });
});
