// API tokens (decision 121): created within the creator's own levels and shown once;
// a bearer token reaches admin routes of its scope and nothing else; revoked or expired → 401 at
// once; attributed in the audit log; another organisation's tokens and rows answer 404.
import { API_TOKEN, ORGANIZATION } from '@tuura/domain/limits';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiTokens, auditLog, shifts, users } from '../../src/db/schema/index.ts';
import { sha256 } from '../../src/lib/tokens.ts';
import type { TestApp } from '../support/app.ts';
import {
  makeActiveCancellation,
  makeOrganization,
  makeStampedShift,
  makeUser,
  type OrgFixture,
  twoOrganizations,
} from '../support/factories.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ({ t, a, b } = await twoOrganizations());
});
afterAll(() => t.close());

type Scope = Record<string, 'none' | 'read' | 'all'>;

async function createToken(o: OrgFixture, permissions: Scope, extra: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/organization/tokens/admin',
    headers: { cookie: await o.sessionFor('admin') },
    payload: { name: 'Palkanlaskenta', permissions, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: { _id: string; hint: string; lastUsedAt: string | null }; secret: string };
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe('creating a token', () => {
  it('answers the secret once and keeps only its hash; the list shows a hint, never the secret', async () => {
    const { token, secret } = await createToken(a, { shifts: 'read' });
    expect(secret.startsWith(API_TOKEN.prefix)).toBe(true);
    expect(secret.length).toBeGreaterThan(40);
    expect(secret.endsWith(token.hint.split('…')[1] ?? '-')).toBe(true);
    expect(token.hint).not.toContain(secret.slice(API_TOKEN.prefix.length, -4));
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token._id));
    expect(row?.tokenHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = await t.app.inject({
      url: '/api/organization/tokens/admin',
      headers: { cookie: await a.sessionFor('admin') },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    const listed = list.json().tokens.find((x: { _id: string }) => x._id === token._id);
    expect(listed).toMatchObject({
      name: 'Palkanlaskenta',
      permissions: { shifts: 'read' },
      expiresAt: null,
    });
    expect(listed.createdBy._id).toBe(a.admin.id);
  });

  it("refuses a scope above the creator's own level, naming the area", async () => {
    const shiftsReader = await makeUser(t, a.organization.id, {
      permissions: { shifts: 'read', developer: 'all' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organization/tokens/admin',
      headers: { cookie: await sessionForUser(t, shiftsReader) },
      payload: { name: 'Liian laaja', permissions: { shifts: 'all' } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().fields['permissions.shifts'].key).toBe('maxValue');
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/organization/tokens/admin',
      headers: { cookie: await sessionForUser(t, shiftsReader) },
      payload: { name: 'Sopiva', permissions: { shifts: 'read' } },
    });
    expect(fine.statusCode).toBe(201);
  });

  it('refuses bad input field by field, with nothing stored', async () => {
    const cookie = await a.sessionFor('admin');
    const before = await t.db.select().from(apiTokens).where(eq(apiTokens.organizationId, a.organization.id));
    const cases: [object, string][] = [
      [{ name: 'x'.repeat(ORGANIZATION.tokenName + 1), permissions: { shifts: 'read' } }, 'name'],
      [{ permissions: { shifts: 'read' } }, 'name'],
      [{ name: 'Palkat\u202Egnp.exe', permissions: { shifts: 'read' } }, 'name'],
      [{ name: 'Palkat\nrivi', permissions: { shifts: 'read' } }, 'name'],
      [{ name: 'A', permissions: { shifts: 'everything' } }, 'permissions.shifts'],
      [{ name: 'A', permissions: 'all' }, 'permissions'],
      [{ name: 'A', permissions: {} }, 'permissions'],
      [{ name: 'A', permissions: { shifts: 'none' } }, 'permissions'],
      [{ name: 'A', permissions: { shifts: 'read' }, expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
      [{ name: 'A', permissions: { shifts: 'read' }, expiresAt: 'huomenna' }, 'expiresAt'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/organization/tokens/admin',
        headers: { cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const after = await t.db.select().from(apiTokens).where(eq(apiTokens.organizationId, a.organization.id));
    expect(after.length).toBe(before.length);
  });
});

describe('calling the API with a token', () => {
  it('with shifts read: lists admin shifts, cannot write them, touch users or call worker routes', async () => {
    const { secret } = await createToken(a, { shifts: 'read' });
    const list = await t.app.inject({ url: '/api/shifts/admin?limit=20', headers: bearer(secret) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().shifts.length).toBeGreaterThan(0);
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/shifts/${a.pastShift.id}/admin`,
      headers: bearer(secret),
      payload: { shift: { description: 'tokenilla' } },
    });
    expect(write.statusCode).toBe(403);
    const [unchanged] = await t.db.select().from(shifts).where(eq(shifts.id, a.pastShift.id));
    expect(unchanged?.description).not.toBe('tokenilla');
    expect((await t.app.inject({ url: '/api/users/admin', headers: bearer(secret) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/shifts/user/worker', headers: bearer(secret) })).statusCode).toBe(
      403,
    );
    const password = {
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(secret),
      payload: {},
    } as const;
    expect((await t.app.inject(password)).statusCode).toBe(403);
  });

  it("sees only its own organisation: another organisation's shift answers 404", async () => {
    const { secret } = await createToken(a, { shifts: 'read' });
    const own = await t.app.inject({ url: `/api/shifts/${a.pastShift.id}/admin`, headers: bearer(secret) });
    expect(own.statusCode).toBe(200);
    const foreign = await t.app.inject({
      url: `/api/shifts/${b.pastShift.id}/admin`,
      headers: bearer(secret),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('cannot create tokens, manage auth consumers, take over users or change their sign-in', async () => {
    const { secret } = await createToken(a, { developer: 'all', users: 'all', shifts: 'all' });
    const refused = [
      {
        method: 'POST',
        url: '/api/organization/tokens/admin',
        payload: { name: 'B', permissions: { shifts: 'read' } },
      },
      { method: 'GET', url: '/api/organization/tokens/admin' },
      { method: 'GET', url: '/api/auth-consumers/admin' },
      {
        method: 'POST',
        url: '/api/auth-consumers/admin',
        payload: { name: 'B', redirectUris: ['https://b.fi/cb'] },
      },
      { method: 'POST', url: `/api/users/${a.worker.id}/control/admin` },
      { method: 'PUT', url: `/api/users/${a.worker.id}/permissions/admin`, payload: { permissions: {} } },
      { method: 'POST', url: `/api/users/${a.worker.id}/reset-password/admin` },
      { method: 'POST', url: `/api/users/${a.worker.id}/reset-credentials/admin` },
    ] as const;
    for (const call of refused) {
      const res = await t.app.inject({ ...call, headers: bearer(secret) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const email = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${a.worker.id}/admin`,
      headers: bearer(secret),
      payload: { user: { email: 'hyokkaaja@example.com' } },
    });
    expect(email.statusCode).toBe(403);
    expect(email.json().key).toBe('apiToken.credentials');
    const [worker] = await t.db.select().from(users).where(eq(users.id, a.worker.id));
    expect(worker?.email).not.toBe('hyokkaaja@example.com');
    // Other fields of the same user change fine.
    const meta = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${a.worker.id}/admin`,
      headers: bearer(secret),
      payload: { user: { meta: 'HR-järjestelmästä' } },
    });
    expect(meta.statusCode, meta.body).toBe(200);
  });

  it('adds workers but not admins or guest logins, so no login outlives the token with its rights', async () => {
    const { secret } = await createToken(a, { users: 'all', developer: 'all', shifts: 'all' });
    const person = (email: string, permissions: object) => ({
      method: 'POST' as const,
      url: '/api/users/admin',
      headers: bearer(secret),
      payload: {
        user: { email, personal: { firstName: 'Uusi', lastName: 'Henkilö' }, work: {} },
        permissions,
      },
    });
    const admin = await t.app.inject(person('hyokkaaja@evil.test', { users: 'all', developer: 'all' }));
    expect(admin.statusCode, admin.body).toBe(403);
    expect(admin.json().key).toBe('apiToken.adminAccount');
    expect(await t.db.select().from(users).where(eq(users.email, 'hyokkaaja@evil.test'))).toEqual([]);
    const worker = await t.app.inject(person('uusi.tyontekija@example.com', {}));
    expect(worker.statusCode, worker.body).toBe(201);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/guest-users/admin',
      headers: bearer(secret),
      payload: { name: 'Vieras', email: 'vieras@evil.test', filters: { days: 14 } },
    });
    expect(guest.statusCode).toBe(403);
  });

  it('decides a cancellation and publishes to the marketplace as an admin would', async () => {
    const { secret } = await createToken(a, { shifts: 'all' });
    const { cancellation } = await makeActiveCancellation(t, a);
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/cancellations/${cancellation.id}/admin`,
      headers: bearer(secret),
      payload: { accept: false },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const from = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/shift-market/admin',
      headers: bearer(secret),
      payload: {
        shifts: [
          {
            name: 'Päivystys',
            from: from.toISOString(),
            to: new Date(from.getTime() + 8 * 3_600_000).toISOString(),
            department: a.department.id,
          },
        ],
      },
    });
    expect(published.statusCode, published.body).toBeLessThan(300);
  });

  it('a revoked token answers 401 from the next request on', async () => {
    const { token, secret } = await createToken(a, { shifts: 'read' });
    expect(
      (await t.app.inject({ url: '/api/shifts/admin?limit=1', headers: bearer(secret) })).statusCode,
    ).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/organization/tokens/${token._id}/admin`,
      headers: { cookie: await a.sessionFor('admin') },
    });
    expect(revoke.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/shifts/admin?limit=1', headers: bearer(secret) });
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toContain('invalid_token');
  });

  it('an expired token answers 401, even with a valid session cookie beside it', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const { secret } = await createToken(a, { shifts: 'read' }, { expiresAt });
    expect(
      (await t.app.inject({ url: '/api/shifts/admin?limit=1', headers: bearer(secret) })).statusCode,
    ).toBe(200);
    t.clock.advance(3_600_001);
    const res = await t.app.inject({
      url: '/api/shifts/admin?limit=1',
      headers: { ...bearer(secret), cookie: await a.sessionFor('admin') },
    });
    expect(res.statusCode).toBe(401);
  });

  it('unknown and malformed bearer values answer 401', async () => {
    const { secret } = await createToken(a, { shifts: 'read' });
    // The right shape with another organisation's id: not found there.
    const moved = secret.replace(
      a.organization.id.replaceAll('-', ''),
      b.organization.id.replaceAll('-', ''),
    );
    const values = [
      'Bearer tuura_nothing',
      'Bearer',
      'Bearer a b',
      `Bearer ${'x'.repeat(5000)}`,
      `Bearer ${moved}`,
    ];
    for (const value of values) {
      const res = await t.app.inject({ url: '/api/shifts/admin?limit=1', headers: { authorization: value } });
      expect(res.statusCode, value.slice(0, 30)).toBe(401);
    }
  });

  it('records its use: last-used time, and each change in the audit log naming the token', async () => {
    const { token, secret } = await createToken(a, { shifts: 'all' });
    const stamped = await makeStampedShift(t, a);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/shifts/${stamped.id}/admin`,
      headers: bearer(secret),
      payload: { shift: { description: 'rajapinnasta' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, a.organization.id), eq(auditLog.actorTokenId, token._id)))
      .orderBy(desc(auditLog.id));
    expect(entries.map((e) => e.action)).toContain('apiToken.request');
    expect(entries.every((e) => e.actorUserId === null)).toBe(true);
    const list = await t.app.inject({
      url: '/api/organization/tokens/admin',
      headers: { cookie: await a.sessionFor('admin') },
    });
    const listed = list.json().tokens.find((x: { _id: string }) => x._id === token._id);
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('writes the last-used time at most once a minute: no update statement on the requests between', async () => {
    const { secret } = await createToken(a, { shifts: 'read' });
    const call = () => t.app.inject({ url: '/api/shifts/admin?limit=1', headers: bearer(secret) });
    expect((await call()).statusCode).toBe(200);
    const updates = vi.spyOn(t.db, 'update');
    try {
      for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
      expect(updates.mock.calls.filter(([table]) => table === apiTokens)).toHaveLength(0);
      t.clock.advance(API_TOKEN.lastUsedWriteSeconds * 1000 + 1);
      expect((await call()).statusCode).toBe(200);
      expect(updates.mock.calls.filter(([table]) => table === apiTokens)).toHaveLength(1);
    } finally {
      updates.mockRestore();
    }
  });
});

describe('changing and revoking tokens', () => {
  it("renames and rescopes within the editor's levels; the new scope holds at once", async () => {
    const { token, secret } = await createToken(a, { shifts: 'read' });
    const cookie = await a.sessionFor('admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/organization/tokens/${token._id}/admin`,
      headers: { cookie },
      payload: { name: 'Uusi nimi', permissions: { users: 'read' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toMatchObject({ name: 'Uusi nimi', permissions: { users: 'read' } });
    expect(
      (await t.app.inject({ url: '/api/shifts/admin?limit=1', headers: bearer(secret) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/users/admin', headers: bearer(secret) })).statusCode).toBe(200);
  });

  it("lengthens or lifts an expiry only within the editor's own levels", async () => {
    const soon = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const { token } = await createToken(a, { users: 'all', shifts: 'read' }, { expiresAt: soon });
    const developer = await makeUser(t, a.organization.id, {
      permissions: { shifts: 'read', developer: 'all' },
    });
    const cookie = await sessionForUser(t, developer);
    const later = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
    for (const expiresAt of [later, null]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/organization/tokens/${token._id}/admin`,
        headers: { cookie },
        payload: { expiresAt },
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().fields['permissions.users'].key).toBe('maxValue');
    }
  });

  it('never revives an expired token, not even for a full admin: a new one is made instead', async () => {
    const soon = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const { token, secret } = await createToken(a, { users: 'all', shifts: 'read' }, { expiresAt: soon });
    t.clock.advance(2 * 86_400_000);
    const admin = await a.sessionFor('admin');
    const change = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/organization/tokens/${token._id}/admin`,
        headers: { cookie: admin },
        payload,
      });
    expect((await t.app.inject({ url: '/api/users/admin', headers: bearer(secret) })).statusCode).toBe(401);
    const later = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
    for (const payload of [{ expiresAt: later }, { expiresAt: null }, { permissions: { shifts: 'read' } }]) {
      const refused = await change(payload);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().key).toBe('apiToken.expired');
    }
    expect((await t.app.inject({ url: '/api/users/admin', headers: bearer(secret) })).statusCode).toBe(401);
    // A rename is still anyone's, and the token stays expired.
    expect((await change({ name: 'Vanha' })).statusCode).toBe(200);
    const listed = await t.app.inject({ url: '/api/organization/tokens/admin', headers: { cookie: admin } });
    expect(listed.json().tokens.find((x: { _id: string }) => x._id === token._id)).toMatchObject({
      name: 'Vanha',
      expiresAt: soon,
    });
    expect((await t.app.inject({ url: '/api/users/admin', headers: bearer(secret) })).statusCode).toBe(401);
  });

  it('an empty change answers the token as it is', async () => {
    const { token } = await createToken(a, { shifts: 'read' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/organization/tokens/${token._id}/admin`,
      headers: { cookie: await a.sessionFor('admin') },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toMatchObject({ _id: token._id, name: 'Palkanlaskenta' });
  });

  it("another organisation's token answers 404 and stays as it was", async () => {
    const { token, secret } = await createToken(b, { shifts: 'read' });
    const cookie = await a.sessionFor('admin');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/organization/tokens/${token._id}/admin`,
      headers: { cookie },
      payload: { name: 'Kaapattu' },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/organization/tokens/${token._id}/admin`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/shifts/admin?limit=1', headers: bearer(secret) })).statusCode,
    ).toBe(200);
    const list = await t.app.inject({ url: '/api/organization/tokens/admin', headers: { cookie } });
    expect(list.json().tokens.map((x: { _id: string }) => x._id)).not.toContain(token._id);
  });

  it('keeps at most API_TOKEN.maxPerOrganization tokens', async () => {
    const o = await makeOrganization(t, 'rajat');
    await t.db.insert(apiTokens).values(
      Array.from({ length: API_TOKEN.maxPerOrganization }, (_, i) => ({
        organizationId: o.organization.id,
        name: `T${i}`,
        tokenHash: sha256(`fill-${i}`),
        permissions: { shifts: 'read' as const },
      })),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organization/tokens/admin',
      headers: { cookie: await o.sessionFor('admin') },
      payload: { name: 'Yksi liikaa', permissions: { shifts: 'read' } },
    });
    expect(res.statusCode).toBe(409);
  });
});
