import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { call } from './support/requests.ts';
import { otpAt } from './support/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('organisation', () => {
  it('shows its public name to anyone, without admin fields', async () => {
    const res = await t.app.inject('/api/organization');
    expect(res.statusCode).toBe(200);
    const { organization } = res.json();
    expect(organization.name).toBe('Lääkäripalvelu Tuura Oy');
    expect(organization).not.toHaveProperty('adminEmail');
    expect(organization).not.toHaveProperty('settings');
  });

  it('refuses a non-boolean force-2FA with a field message', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/settings/force2fa/admin',
      headers: { cookie: await t.sessionFor('admin') },
      payload: { force2fa: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.force2fa.key).toBe('type');
  });

  it('shows settings to a reader and lets only an admin change force-2FA', async () => {
    const reader = await t.sessionFor('reader');
    const got = await t.app.inject({ url: '/api/organization/admin', headers: { cookie: reader } });

    expect(got.statusCode).toBe(200);
    expect(got.json().organization).toMatchObject({
      adminEmail: 'admin@example.com',
      settings: { force2fa: false },
      tokens: [],
    });
    expect(got.json().organization.usersWithoutTfa).toBeGreaterThan(0);

    const admin = await t.sessionFor('admin');
    // Only an admin with two-factor of his own may require it (the refusal: auth/force2fa.test.ts).
    const setup = await call(t, 'POST', '/api/auth/tfa/setup', { cookie: admin });
    const otp = otpAt(setup.json().secret, t.clock.now());
    expect(
      (await call(t, 'POST', '/api/auth/tfa/enable', { cookie: admin, payload: { otp } })).statusCode,
    ).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/settings/force2fa/admin',
      headers: { cookie: admin },
      payload: { force2fa: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().organization.settings.force2fa).toBe(true);
    const [stored] = await t.db.select().from(organizations);
    expect(stored?.force2fa).toBe(true);
    // The reader has no two-factor: from now on he must enable it before using the admin API.
    const again = await t.app.inject({ url: '/api/organization/admin', headers: { cookie: reader } });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('TFA_REQUIRED');
    const stillAdmin = await t.app.inject({ url: '/api/organization/admin', headers: { cookie: admin } });
    expect(stillAdmin.statusCode).toBe(200);
  });
});
