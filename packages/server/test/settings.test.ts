import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from './support/app.ts';
import { FACTORY_PASSWORD, makeUser } from './support/factories.ts';
import { userByEmail } from './support/shifts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PUT /api/users/settings', () => {
  it('stores locale and dark mode and returns the user', async () => {
    const cookie = await t.sessionFor('worker');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: { cookie },
      payload: { settings: { locale: 'en', darkMode: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.settings).toEqual({ locale: 'en', darkMode: true, tfa: { enabled: false } });
    const refreshed = await t.app.inject({ url: '/api/auth/refresh', headers: { cookie } });
    expect(refreshed.json().user.settings).toMatchObject({ locale: 'en', darkMode: true });
  });

  it('stores a null dark mode: back to following the device', async () => {
    const cookie = await t.sessionFor('reader');
    const put = (darkMode: boolean | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/settings',
        headers: { cookie },
        payload: { settings: { darkMode } },
      });
    expect((await put(true)).json().user.settings.darkMode).toBe(true);
    const res = await put(null);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.settings.darkMode).toBeNull();
    const refreshed = await t.app.inject({ url: '/api/auth/refresh', headers: { cookie } });
    expect(refreshed.json().user.settings.darkMode).toBeNull();
    expect((await put(false)).json().user.settings.darkMode).toBe(false);
  });

  it.each(['dark', 0, {}])('refuses dark mode %j with a message on the field', async (darkMode) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: { cookie: await t.sessionFor('worker') },
      payload: { settings: { darkMode } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['settings.darkMode']).toMatchObject({ key: 'type' });
  });

  it('gives a new user no dark mode choice: the app follows the device', async () => {
    const { organizationId } = await userByEmail(t, DEMO_ACCOUNTS.worker);
    const { email } = await makeUser(t, organizationId);
    const { res, cookie } = await t.login(email, FACTORY_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.settings.darkMode).toBeNull();
    const refreshed = await t.app.inject({ url: '/api/auth/refresh', headers: { cookie } });
    expect(refreshed.json().user.settings.darkMode).toBeNull();
  });

  it('does not let settings switch two-factor off', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: { cookie: await t.sessionFor('worker') },
      payload: { settings: { tfa: { enabled: false } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.settings.key).toBe('unknownKey');
  });
});
