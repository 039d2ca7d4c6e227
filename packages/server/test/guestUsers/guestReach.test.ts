// A guest user reaches nothing but its own routes (decision 106):
// every route of the app's contract table, walked with a guest's session, answers 401 or 403
// except the public ones and the guest's own, pinned here by hand so a new route a guest could
// open fails this test until someone decides it should.
import { NOT_AUTHORIZED_MESSAGE } from '@tuura/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Routes anyone may call, logged in or not. */
const PUBLIC = [
  'GET /api/health',
  'GET /api/organization',
  'GET /api/organization/logo',
  'POST /api/auth/login',
  'GET /api/auth/session',
  'POST /api/auth/logout',
  'POST /api/auth/init-reset',
  'GET /api/auth/user/:id',
  'POST /api/auth/reset-password',
  'POST /api/auth/guest-user/login',
  'POST /api/auth/guest-user/init-reset',
];
/** Routes for a guest user's login only. */
const GUEST_ONLY = [
  'GET /api/auth/guest-user/refresh',
  'PUT /api/auth/guest-user/change-password',
  'GET /api/guest-users',
  'GET /api/guest-users/shifts',
];

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const fillPath = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID);

describe('what a guest user can reach', () => {
  it("pins only routes whose contract is public or the guest's", () => {
    const kinds = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.contract.access.kind]));
    for (const route of PUBLIC) expect(kinds.get(route), route).toBe('public');
    for (const route of GUEST_ONLY) expect(kinds.get(route), route).toBe('guest');
  });

  it('answers 403 on every other route of the contract table', async () => {
    const reachable = new Set([...PUBLIC, ...GUEST_ONLY]);
    const refused: string[] = [];
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      if (reachable.has(key)) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url),
        headers: { cookie: await t.sessionFor('guest') },
        ...(route.method !== 'GET' && { payload: {} }),
      });
      expect(res.statusCode, `${key} → ${res.statusCode}`).toBe(403);
      expect(res.json().message, key).toBe(NOT_AUTHORIZED_MESSAGE);
      refused.push(key);
    }
    // Worker and admin routes of every kind are among them; the walk covered the whole table.
    expect(refused).toContain('GET /api/shifts/user/worker');
    expect(refused).toContain('GET /api/guest-users/admin');
    expect(refused.length).toBe(t.app.routeTable.length - reachable.size);
  });
});
