import { allAreasAt } from '@tuura/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import { makeOrganization, makeUser } from '../support/factories.ts';
import { call, refresh } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';
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
const FORCE_2FA = '/api/organization/settings/force2fa/admin';

/** Enables two-factor for the session's user through the API, as the profile page does. */
async function enableTfa(cookie: string) {
  const setup = await call(t, 'POST', '/api/auth/tfa/setup', { cookie });
  expect(setup.statusCode).toBe(200);
  const enable = await call(t, 'POST', '/api/auth/tfa/enable', {
    cookie,
    payload: { otp: otpAt(setup.json().secret, t.clock.now()) },
  });
  expect(enable.statusCode).toBe(200);
}

/** Live users of the demo organisation without two-factor, counted here independently. */
async function demoUsersWithoutTfa() {
  const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin));
  const rows = await t.db
    .select()
    .from(users)
    .where(eq(users.organizationId, admin?.organizationId ?? ''));
  return rows.filter((u) => !u.deletedAt && !u.tfaEnabled).length;
}

describe('organisation-wide two-factor requirement', () => {
  it('lets the worker read notifications before it is on', async () => {
    expect((await call(t, 'GET', '/api/notifications', { cookie: worker })).statusCode).toBe(200);
    expect((await refresh(t, worker)).json().user.tfaRequired).toBe(false);
  });

  it('tells the admin how many users turning it on sends to their profile', async () => {
    const res = await call(t, 'GET', '/api/organization/admin', { cookie: admin });
    expect(res.statusCode).toBe(200);
    const before = res.json().organization.usersWithoutTfa;
    expect(before).toBe(await demoUsersWithoutTfa());
    expect(before).toBeGreaterThan(2);
    // Another organisation's users are not counted; a removed user is not either.
    const other = await makeOrganization(t);
    await makeUser(t, other.organization.id);
    const gone = await makeUser(t, other.organization.id);
    await t.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, gone.id));
    const again = await call(t, 'GET', '/api/organization/admin', { cookie: admin });
    expect(again.json().organization.usersWithoutTfa).toBe(before);
    const theirs = await call(t, 'GET', '/api/organization/admin', {
      cookie: await other.sessionFor('admin'),
    });
    // The factory's admin, reader and worker and the user made here; not the removed one.
    expect(theirs.json().organization.usersWithoutTfa).toBe(4);
  });

  it('is refused to an admin who has no two-factor himself, with a message key', async () => {
    const res = await call(t, 'PUT', FORCE_2FA, { cookie: admin, payload: { force2fa: true } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', key: 'organization.force2faNeedsOwnTfa' });
    const org = await call(t, 'GET', '/api/organization/admin', { cookie: admin });
    expect(org.json().organization.settings.force2fa).toBe(false);
  });

  it('is turned on by an admin with organization all and two-factor', async () => {
    const reader = await t.sessionFor('reader');
    const payload = { force2fa: true };
    expect((await call(t, 'PUT', FORCE_2FA, { cookie: reader, payload })).statusCode).toBe(403);
    const before = (await call(t, 'GET', '/api/organization/admin', { cookie: admin })).json().organization;
    await enableTfa(admin);
    const res = await call(t, 'PUT', FORCE_2FA, { cookie: admin, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().organization.settings.force2fa).toBe(true);
    // The admin's own two-factor leaves one user fewer to send to the profile.
    expect(res.json().organization.usersWithoutTfa).toBe(before.usersWithoutTfa - 1);
    // He keeps working: the requirement does not send him anywhere.
    expect((await refresh(t, admin)).json().user.tfaRequired).toBe(false);
    expect((await call(t, 'GET', '/api/notifications', { cookie: admin })).statusCode).toBe(200);
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
    // The reader may read the organisation but not change force-2FA: no exemption for him.
    const res = await call(t, 'GET', '/api/organization/admin', { cookie: await t.sessionFor('reader') });
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
      payload: { password: 'demo-password', otp: '123456' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', key: 'auth.tfaForced' });
    expect((await refresh(t, worker)).json().user.settings.tfa.enabled).toBe(true);
  });

  it('keeps the setting reachable to an editor without two-factor, who may only turn it off', async () => {
    const [demoAdmin] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin));
    const editor = await sessionForUser(
      t,
      await makeUser(t, demoAdmin?.organizationId ?? '', { permissions: allAreasAt('all') }),
    );
    expect((await refresh(t, editor)).json().user.tfaRequired).toBe(true);
    // Everything else of the admin API refuses him as it refuses everyone without two-factor.
    expect((await call(t, 'GET', '/api/shifts/count/admin', { cookie: editor })).json()).toMatchObject(
      tfaRequired,
    );
    const org = await call(t, 'GET', '/api/organization/admin', { cookie: editor });
    expect(org.statusCode).toBe(200);
    expect(org.json().organization.settings.force2fa).toBe(true);
    const on = await call(t, 'PUT', FORCE_2FA, { cookie: editor, payload: { force2fa: true } });
    expect(on.json()).toMatchObject({ statusCode: 409, key: 'organization.force2faNeedsOwnTfa' });
    const off = await call(t, 'PUT', FORCE_2FA, { cookie: editor, payload: { force2fa: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().organization.settings.force2fa).toBe(false);
    expect((await refresh(t, editor)).json().user.tfaRequired).toBe(false);
  });
});
