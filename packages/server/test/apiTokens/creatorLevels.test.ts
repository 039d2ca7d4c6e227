// An API token reaches no further than its creator can now (decision 133): its scope at each
// request is capped by the creator's current levels, and the token stops when the creator is
// removed.
import { allAreasAt, type Permissions } from '@tuura/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let a: OrgFixture;
beforeAll(async () => {
  ({ t, a } = await twoOrganizations());
});
afterAll(() => t.close());

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** A developer admin and a token they make with `scope`. */
async function tokenOfNewAdmin(own: Permissions, scope: Permissions) {
  const creator = await makeUser(t, a.organization.id, { permissions: own });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/organization/tokens/admin',
    headers: { cookie: await sessionForUser(t, creator) },
    payload: { name: 'Integraatio', permissions: scope },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { creator, secret: (res.json() as { secret: string }).secret };
}

const asAdmin = async (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: await a.sessionFor('admin') }, payload });

const newWorker = (secret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/admin',
    headers: bearer(secret),
    payload: {
      user: {
        email: `uusi-${Math.random().toString(36).slice(2, 8)}@factory.test`,
        personal: { firstName: 'Uusi', lastName: 'Työntekijä' },
        work: {},
      },
      permissions: {},
    },
  });

describe("a token under its creator's current levels", () => {
  it("is cut at once when the creator's levels are lowered, and grows back only to its own scope", async () => {
    const { creator, secret } = await tokenOfNewAdmin(
      { users: 'all', shifts: 'all', developer: 'all' },
      { users: 'all', shifts: 'read' },
    );
    expect(
      (await t.app.inject({ url: '/api/shifts/admin?limit=1', headers: bearer(secret) })).statusCode,
    ).toBe(200);
    expect((await newWorker(secret)).statusCode).toBe(201);

    const lowered = await asAdmin('PUT', `/api/users/${creator.id}/permissions/admin`, {
      permissions: { users: 'read', developer: 'all' },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    // Users down to read: the list still answers, making a user does not; shifts are gone.
    expect((await t.app.inject({ url: '/api/users/admin', headers: bearer(secret) })).statusCode).toBe(200);
    expect((await newWorker(secret)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/shifts/admin?limit=1', headers: bearer(secret) })).statusCode,
    ).toBe(403);

    // Raised above the token's own scope: the token gets its own scope back, never more.
    const raised = await asAdmin('PUT', `/api/users/${creator.id}/permissions/admin`, {
      permissions: allAreasAt('all'),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await newWorker(secret)).statusCode).toBe(201);
    expect(
      (await t.app.inject({ url: '/api/shifts/admin?limit=1', headers: bearer(secret) })).statusCode,
    ).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/skills/admin',
      headers: bearer(secret),
      payload: { skill: { name: 'Ei sallittu' } },
    });
    expect(write.statusCode).toBe(403);
  });

  it('stops (401) when its creator is removed', async () => {
    const { creator, secret } = await tokenOfNewAdmin({ users: 'all', developer: 'all' }, { users: 'read' });
    expect((await t.app.inject({ url: '/api/users/admin', headers: bearer(secret) })).statusCode).toBe(200);
    const removed = await asAdmin('DELETE', `/api/users/${creator.id}/admin`);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await t.app.inject({ url: '/api/users/admin', headers: bearer(secret) });
    expect(after.statusCode).toBe(401);
    expect(after.json().key).toBe('apiToken.invalid');
  });
});
