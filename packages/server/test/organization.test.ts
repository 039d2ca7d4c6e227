import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/app.ts';

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

    const admin = await t.sessionFor('admin');
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
    // From now on the admin too must enable two-factor before using the admin API.
    const again = await t.app.inject({ url: '/api/organization/admin', headers: { cookie: admin } });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('TFA_REQUIRED');
  });
});
