// Walks every route in the app's route table as each role and checks the guard's answer, so a
// new route is covered without editing this file.
import { allAreasAt, type Caller, checkAccess, NOT_AUTHORIZED_MESSAGE } from '@tuura/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Role, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROLES: Role[] = ['anonymous', 'worker', 'guest', 'reader', 'admin'];

const CALLERS: Record<Role, Caller> = {
  anonymous: null,
  worker: { kind: 'user', permissions: {} },
  guest: { kind: 'guest' },
  reader: { kind: 'user', permissions: allAreasAt('read') },
  admin: { kind: 'user', permissions: allAreasAt('all') },
};

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const fillPath = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID);

describe('access matrix over the route table', () => {
  it('has the routes of this issue registered', () => {
    const paths = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'GET /api/auth/refresh',
        'GET /api/organization/admin',
        'PUT /api/organization/settings/force2fa/admin',
        'GET /api/notifications',
        'DELETE /api/notifications/:id',
        'DELETE /api/notifications/mass',
        'PUT /api/users/settings',
      ]),
    );
  });

  for (const role of ROLES) {
    it(`answers every route as ${role} the way the contract's access says`, async () => {
      const seen: string[] = [];
      for (const route of t.app.routeTable) {
        // A fresh session per call: a route such as logout must not end the next one's session.
        const cookie = role === 'anonymous' ? undefined : await t.sessionFor(role);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url),
          headers: cookie ? { cookie } : {},
          ...(route.method !== 'GET' && { payload: {} }),
        });
        const verdict = checkAccess(route.contract.access, CALLERS[role]);
        const label = `${role} ${route.method} ${route.url} → ${res.statusCode}`;
        seen.push(label);
        if (verdict === 'unauthenticated') expect(res.statusCode, label).toBe(401);
        else if (verdict === 'forbidden') {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().message, label).toBe(NOT_AUTHORIZED_MESSAGE);
        } else {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
        }
      }
      expect(seen.length).toBe(t.app.routeTable.length);
    });
  }

  it('lets the acceptance examples through exactly', async () => {
    const refresh = await t.app.inject('/api/auth/refresh');
    expect(refresh.statusCode).toBe(401);

    const worker = await t.app.inject({
      url: '/api/organization/admin',
      headers: { cookie: await t.sessionFor('worker') },
    });
    expect(worker.statusCode).toBe(403);
    expect(worker.json()).toMatchObject({ statusCode: 403, message: 'Not authorized!' });

    const put = (cookie: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/organization/settings/force2fa/admin',
        headers: { cookie },
        payload: { force2fa: false },
      });
    expect((await put(await t.sessionFor('reader'))).statusCode).toBe(403);
    const admin = await put(await t.sessionFor('admin'));
    expect(admin.statusCode).toBe(200);
    expect(admin.json().organization.settings.force2fa).toBe(false);
  });
});
