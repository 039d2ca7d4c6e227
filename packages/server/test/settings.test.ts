import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';

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
