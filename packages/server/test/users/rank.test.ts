// The rank rule (decision 132) on every server path it bounds: an admin resets the password or the
// two-factor of, changes the permissions of, removes, or takes over only someone at or below their
// level in every area, and takes over only someone strictly below. Every pair of the seed's roles,
// plus an admin of users alone, for each of the five actions; each pair with fresh people.
import { mayActOn, type Permissions, type RankedAction } from '@tuura/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
const roles: Record<string, Permissions> = {};

beforeAll(async () => {
  ({ t, a: o } = await twoOrganizations());
  for (const role of ['admin', 'reader', 'supervisor', 'worker'] as const) {
    roles[role] = (await t.demoUser(role)).permissions;
  }
  roles.usersAdmin = { users: 'all' };
  // Equal to the users admin where they meet, higher in billing: the case the issue names.
  roles.usersAndBilling = { users: 'all', billing: 'all' };
});
afterAll(() => t.close());

/** One action on `targetId` as the API offers it. */
const ACTIONS: Record<
  RankedAction,
  (id: string, target: Permissions) => { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }
> = {
  resetPassword: (id) => ({ method: 'POST', url: `/api/users/${id}/reset-password/admin` }),
  resetTwoFactor: (id) => ({ method: 'POST', url: `/api/users/${id}/reset-credentials/admin` }),
  // The target's own levels again: nothing above the actor's is given or taken, only reached.
  setPermissions: (id, target) => ({
    method: 'PUT',
    url: `/api/users/${id}/permissions/admin`,
    payload: { permissions: target },
  }),
  remove: (id) => ({ method: 'DELETE', url: `/api/users/${id}/admin` }),
  takeOver: (id) => ({ method: 'POST', url: `/api/users/${id}/control/admin` }),
};

const REFUSAL: Record<RankedAction, (actor: Permissions, target: Permissions) => string> = {
  resetPassword: () => 'user.outranked',
  resetTwoFactor: () => 'user.outranked',
  setPermissions: () => 'user.outranked',
  remove: () => 'user.outranked',
  takeOver: (actor, target) =>
    mayActOn(actor, target, 'remove') ? 'takeOver.peer' : 'takeOver.higherPermissions',
};

const usersAllOf = (p: Permissions) => p.users === 'all';

describe('the rank rule over every pair of roles', () => {
  it.each(Object.keys(ACTIONS) as RankedAction[])(
    '%s',
    async (action) => {
      let allowed = 0;
      let refused = 0;
      for (const [actorRole, actorPermissions] of Object.entries(roles)) {
        for (const [targetRole, targetPermissions] of Object.entries(roles)) {
          const actor = await makeUser(t, o.organization.id, { permissions: actorPermissions });
          const target = await makeUser(t, o.organization.id, { permissions: targetPermissions });
          const cookie = await sessionForUser(t, actor);
          const { method, url, payload } = ACTIONS[action](target.id, targetPermissions);
          const res = await call(t, method, url, { cookie, payload });
          const label = `${actorRole} → ${targetRole}: ${res.statusCode} ${res.body}`;
          const [after] = await t.db.select().from(users).where(eq(users.id, target.id));
          if (!usersAllOf(actorPermissions)) {
            expect(res.statusCode, label).toBe(403);
            expect(res.json().key, label).toBe('auth.notAuthorized');
          } else if (mayActOn(actorPermissions, targetPermissions, action)) {
            expect(res.statusCode, label).toBe(200);
            allowed++;
            if (action === 'remove') expect(after?.deletedAt, label).not.toBeNull();
          } else {
            expect(res.statusCode, label).toBe(403);
            expect(res.json().key, label).toBe(REFUSAL[action](actorPermissions, targetPermissions));
            // Refused means untouched.
            expect(after?.deletedAt, label).toBeNull();
            expect(after?.permissions, label).toEqual(targetPermissions);
            refused++;
          }
        }
      }
      expect(allowed).toBeGreaterThan(3);
      expect(refused).toBeGreaterThan(3);
    },
    120_000,
  );

  it('refuses a peer take-over and an outranking one by name, as the issue saw them', async () => {
    const admin = await makeUser(t, o.organization.id, { permissions: roles.admin });
    const peer = await makeUser(t, o.organization.id, { permissions: roles.supervisor });
    const cookie = await sessionForUser(t, admin);
    const res = await call(t, 'POST', `/api/users/${peer.id}/control/admin`, { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ key: 'takeOver.peer', code: 'NOT_AUTHORIZED' });
    const usersAdmin = await makeUser(t, o.organization.id, { permissions: roles.usersAdmin });
    const higher = await makeUser(t, o.organization.id, { permissions: roles.usersAndBilling });
    const own = await sessionForUser(t, usersAdmin);
    for (const url of [
      `/api/users/${higher.id}/reset-password/admin`,
      `/api/users/${higher.id}/reset-credentials/admin`,
    ]) {
      const refused = await call(t, 'POST', url, { cookie: own });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().key, url).toBe('user.outranked');
    }
  });

  it('holds for an API token too: its scope is the rank it acts with when it removes someone', async () => {
    const creator = await makeUser(t, o.organization.id, { permissions: roles.admin });
    const created = await call(t, 'POST', '/api/organization/tokens/admin', {
      cookie: await sessionForUser(t, creator),
      payload: { name: 'Käyttäjät', permissions: roles.usersAdmin },
    });
    expect(created.statusCode, created.body).toBe(201);
    const authorization = `Bearer ${created.json().secret}`;
    const higher = await makeUser(t, o.organization.id, { permissions: roles.usersAndBilling });
    const lower = await makeUser(t, o.organization.id, { permissions: { users: 'read' } });
    const refused = await call(t, 'DELETE', `/api/users/${higher.id}/admin`, { headers: { authorization } });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().key).toBe('user.outranked');
    const done = await call(t, 'DELETE', `/api/users/${lower.id}/admin`, { headers: { authorization } });
    expect(done.statusCode, done.body).toBe(200);
  });
});
