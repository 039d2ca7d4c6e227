// Take-over (spec §6; decision 105): who may take over whom, what the taken-over session may not
// change, how the admin gets their own session back, and the audit rows naming both people.
import { allAreasAt } from '@tuura/domain';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../src/db/schema/index.ts';
import { ADMIN_SESSION_COOKIE } from '../../src/modules/auth/takeOver.ts';
import type { TestApp } from '../support/app.ts';
import { FACTORY_PASSWORD, makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call, refresh, sessionCookieOf } from '../support/requests.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ({ t, a, b } = await twoOrganizations());
});
afterAll(() => t?.close());

const start = (cookie: string, id: string) => call(t, 'POST', `/api/users/${id}/control/admin`, { cookie });
const release = (cookie: string) => call(t, 'POST', '/api/users/control-release/admin', { cookie });

/** The browser's cookies after a take-over: the session, and the admin's parked one. */
function cookiesAfter(res: LightMyRequestResponse, adminCookie: string) {
  const session = sessionCookieOf(res);
  const parked = res.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE);
  expect(session?.value).toBeTruthy();
  expect(parked?.value).toBe(adminCookie.split('=')[1]);
  expect(parked).toMatchObject({
    path: '/api/',
    httpOnly: true,
    sameSite: 'Strict',
  });
  return {
    taken: `tuura_sid=${session?.value}`,
    withParked: `tuura_sid=${session?.value}; ${ADMIN_SESSION_COOKIE}=${parked?.value}`,
  };
}

async function takeOverWorker(adminCookie: string, workerId = a.worker.id) {
  const res = await start(adminCookie, workerId);
  expect(res.statusCode).toBe(200);
  return cookiesAfter(res, adminCookie);
}

const auditRows = (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    // Oldest first: a test reads the entry it just caused last.
    .orderBy(auditLog.id);

describe('starting a take-over', () => {
  it("lets an admin act as the worker: the worker's payload with oldSession, the worker's shifts", async () => {
    const admin = await a.sessionFor('admin');
    const res = await start(admin, a.worker.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: a.worker.id, email: a.worker.email, oldSession: true });
    const { taken } = cookiesAfter(res, admin);
    const me = await refresh(t, taken);
    expect(me.json().user).toMatchObject({ _id: a.worker.id, oldSession: true, permissions: {} });
    // The taken-over session has the worker's rights, not the admin's.
    expect((await call(t, 'GET', '/api/organization/admin', { cookie: taken })).statusCode).toBe(403);
    const mine = await call(t, 'GET', '/api/shifts/user/worker', { cookie: taken });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().shifts.map((s: { _id: string }) => s._id)).toContain(a.pastShift.id);
    // The admin's own session is kept, waiting.
    expect((await refresh(t, admin)).json().user._id).toBe(a.admin.id);
  });

  it('writes the start with both ids', async () => {
    const admin = await a.sessionFor('admin');
    await takeOverWorker(admin);
    const [row] = (await auditRows('takeOver.start', a.worker.id)).slice(-1);
    expect(row).toMatchObject({
      actorUserId: a.admin.id,
      targetType: 'user',
      targetId: a.worker.id,
      data: { adminUserId: a.admin.id, userId: a.worker.id },
    });
  });

  it("answers another organisation's user, an unknown id and a removed user with 404", async () => {
    const admin = await a.sessionFor('admin');
    expect((await start(admin, b.worker.id)).statusCode).toBe(404);
    expect((await start(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const removed = await makeUser(t, a.organization.id);
    await t.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, removed.id));
    const res = await start(admin, removed.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().key).toBe('user.notFound');
    // Nothing was made for any of them.
    const made = await t.db.select().from(sessions).where(eq(sessions.userId, b.worker.id));
    expect(made.filter((s) => s.takenOverBy)).toEqual([]);
  });

  it('refuses oneself, a user with permissions beyond the admin, and a peer', async () => {
    const admin = await a.sessionFor('admin');
    const self = await start(admin, a.admin.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().key).toBe('takeOver.self');
    const usersAdmin = await makeUser(t, a.organization.id, { permissions: { users: 'all' } });
    const cookie = await t.sessionAs({ organizationId: a.organization.id, userId: usersAdmin.id });
    const higher = await start(cookie, a.reader.id);
    expect(higher.statusCode).toBe(403);
    expect(higher.json().key).toBe('takeOver.higherPermissions');
    // A peer is refused too (decision 132); someone strictly below is fine for the same admin.
    const peer = await makeUser(t, a.organization.id, { permissions: { users: 'all' } });
    const equal = await start(cookie, peer.id);
    expect(equal.statusCode).toBe(403);
    expect(equal.json().key).toBe('takeOver.peer');
    expect((await start(cookie, a.worker.id)).statusCode).toBe(200);
  });

  it('is for admins with all on users only: a reader, a worker, a guest and no session are refused', async () => {
    expect((await start(await a.sessionFor('reader'), a.worker.id)).statusCode).toBe(403);
    expect((await start(await a.sessionFor('worker'), a.reader.id)).statusCode).toBe(403);
    expect((await start(await a.sessionFor('guest'), a.worker.id)).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/users/${a.worker.id}/control/admin`)).statusCode).toBe(401);
    const shiftsAdmin = await makeUser(t, a.organization.id, {
      permissions: { shifts: 'all', users: 'read' },
    });
    const cookie = await t.sessionAs({ organizationId: a.organization.id, userId: shiftsAdmin.id });
    expect((await start(cookie, a.worker.id)).statusCode).toBe(403);
  });

  it('refuses a take-over from inside a take-over', async () => {
    const admin = await a.sessionFor('admin');
    // Below the admin in one area (a peer could not be taken over at all, decision 132).
    const target = await makeUser(t, a.organization.id, {
      permissions: { ...allAreasAt('all'), billing: 'read' },
    });
    const { taken } = await takeOverWorker(admin, target.id);
    const nested = await start(taken, a.worker.id);
    expect(nested.statusCode).toBe(403);
    expect(nested.json().key).toBe('takeOver.refused');
  });
});

describe('what a taken-over session may not change', () => {
  it('refuses password, email and two-factor changes and changes nothing', async () => {
    const admin = await a.sessionFor('admin');
    const { taken } = await takeOverWorker(admin);
    const [before] = await t.db.select().from(users).where(eq(users.id, a.worker.id));
    const attempts = [
      call(t, 'PUT', '/api/auth/change-password', {
        cookie: taken,
        payload: { currentPassword: FACTORY_PASSWORD, password: 'a-new-password-123' },
      }),
      call(t, 'PUT', '/api/users/email', {
        cookie: taken,
        payload: { email: 'taken-over@factory.test', currentPassword: FACTORY_PASSWORD },
      }),
      call(t, 'POST', '/api/auth/tfa/setup', { cookie: taken }),
      call(t, 'POST', '/api/auth/tfa/enable', { cookie: taken, payload: { otp: '123456' } }),
      call(t, 'POST', '/api/auth/tfa/disable', {
        cookie: taken,
        payload: { password: FACTORY_PASSWORD, otp: '123456' },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ key: 'takeOver.refused', code: 'NOT_AUTHORIZED' });
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, a.worker.id));
    expect(after).toEqual(before);
    // The worker's own password still logs in.
    expect((await t.login(a.worker.email, FACTORY_PASSWORD)).res.statusCode).toBe(200);
  });

  it('writes every change made during it with both ids, refused ones too', async () => {
    const admin = await a.sessionFor('admin');
    const { taken } = await takeOverWorker(admin);
    const settings = await call(t, 'PUT', '/api/users/settings', {
      cookie: taken,
      payload: { settings: { darkMode: true } },
    });
    expect(settings.statusCode).toBe(200);
    await call(t, 'POST', '/api/auth/tfa/setup', { cookie: taken });
    const rows = (await auditRows('takeOver.request', a.worker.id)).map((r) => ({
      actor: r.actorUserId,
      data: r.data,
    }));
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          actor: a.admin.id,
          data: {
            adminUserId: a.admin.id,
            userId: a.worker.id,
            method: 'PUT',
            route: '/api/users/settings',
            status: 200,
          },
        },
        {
          actor: a.admin.id,
          data: {
            adminUserId: a.admin.id,
            userId: a.worker.id,
            method: 'POST',
            route: '/api/auth/tfa/setup',
            status: 403,
          },
        },
      ]),
    );
  });

  it('writes no entry for reads, nor for changes outside a take-over', async () => {
    const worker = await a.sessionFor('worker');
    const before = (await auditRows('takeOver.request', a.worker.id)).length;
    await call(t, 'PUT', '/api/users/settings', {
      cookie: worker,
      payload: { settings: { darkMode: false } },
    });
    const admin = await a.sessionFor('admin');
    const { taken } = await takeOverWorker(admin);
    await refresh(t, taken);
    expect((await auditRows('takeOver.request', a.worker.id)).length).toBe(before);
  });
});

describe('releasing', () => {
  it("gives back the admin's own session and ends the taken-over one", async () => {
    const admin = await a.sessionFor('admin');
    const { taken, withParked } = await takeOverWorker(admin);
    const res = await release(withParked);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: a.admin.id, oldSession: false });
    expect(sessionCookieOf(res)?.value).toBe(admin.split('=')[1]);
    const parked = res.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE);
    expect(parked?.value).toBe('');
    expect((await refresh(t, admin)).json().user._id).toBe(a.admin.id);
    expect((await refresh(t, taken)).statusCode).toBe(401);
  });

  it("makes a fresh admin session when the admin's own is gone", async () => {
    const admin = await a.sessionFor('admin');
    const { taken } = await takeOverWorker(admin);
    const res = await release(taken);
    expect(res.statusCode).toBe(200);
    const fresh = `tuura_sid=${sessionCookieOf(res)?.value}`;
    expect(fresh).not.toBe(admin);
    expect((await refresh(t, fresh)).json().user).toMatchObject({ _id: a.admin.id, oldSession: false });
  });

  it("does not give back a parked cookie of someone else's session", async () => {
    const admin = await a.sessionFor('admin');
    const { taken } = await takeOverWorker(admin);
    const readerCookie = await a.sessionFor('reader');
    const res = await release(`${taken}; ${ADMIN_SESSION_COOKIE}=${readerCookie.split('=')[1]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(a.admin.id);
    expect(sessionCookieOf(res)?.value).not.toBe(readerCookie.split('=')[1]);
  });

  it('writes the release with both ids', async () => {
    const admin = await a.sessionFor('admin');
    const { withParked } = await takeOverWorker(admin);
    await release(withParked);
    const [row] = (await auditRows('takeOver.release', a.worker.id)).slice(-1);
    expect(row).toMatchObject({
      actorUserId: a.admin.id,
      targetId: a.worker.id,
      data: { adminUserId: a.admin.id, userId: a.worker.id, restored: 'ownSession' },
    });
  });

  it('answers a session that is not taken over with 409 and changes nothing', async () => {
    const worker = await a.sessionFor('worker');
    const res = await release(worker);
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('takeOver.notActive');
    expect((await refresh(t, worker)).statusCode).toBe(200);
    expect((await release(await a.sessionFor('admin'))).statusCode).toBe(409);
    expect((await call(t, 'POST', '/api/users/control-release/admin')).statusCode).toBe(401);
    expect((await release(await a.sessionFor('guest'))).statusCode).toBe(403);
  });

  it('works while force-2FA holds the taken-over user on the profile page', async () => {
    const { organizations } = await import('../../src/db/schema/index.ts');
    const admin = await b.sessionFor('admin');
    await t.db.update(users).set({ tfaEnabled: true }).where(eq(users.id, b.admin.id));
    await t.db.update(organizations).set({ force2fa: true }).where(eq(organizations.id, b.organization.id));
    try {
      const { taken, withParked } = await takeOverWorker(admin, b.worker.id);
      expect((await call(t, 'GET', '/api/notifications', { cookie: taken })).statusCode).toBe(403);
      const res = await release(withParked);
      expect(res.statusCode).toBe(200);
      expect(res.json().user._id).toBe(b.admin.id);
    } finally {
      await t.db
        .update(organizations)
        .set({ force2fa: false })
        .where(eq(organizations.id, b.organization.id));
    }
  });

  it("logging out of a taken-over session ends the admin's parked one too", async () => {
    const admin = await a.sessionFor('admin');
    const { taken, withParked } = await takeOverWorker(admin);
    const res = await call(t, 'POST', '/api/auth/logout', { cookie: withParked });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)?.value).toBe('');
    expect((await refresh(t, taken)).statusCode).toBe(401);
    expect((await refresh(t, admin)).statusCode).toBe(401);
  });

  it("a parked cookie is never a session by itself, and logout ends only the admin's own", async () => {
    const admin = await a.sessionFor('admin');
    const { taken } = await takeOverWorker(admin);
    // Only under its own name: sent as the parked cookie alone it is no session.
    const parkedOnly = await call(t, 'GET', '/api/auth/refresh', {
      cookie: `${ADMIN_SESSION_COOKIE}=${admin.split('=')[1]}`,
    });
    expect(parkedOnly.statusCode).toBe(401);
    // A parked cookie naming someone else's session is not ended by the logout.
    const reader = await a.sessionFor('reader');
    await call(t, 'POST', '/api/auth/logout', {
      cookie: `${taken}; ${ADMIN_SESSION_COOKIE}=${reader.split('=')[1]}`,
    });
    expect((await refresh(t, reader)).statusCode).toBe(200);
  });

  it("ends the take-over when the admin's sessions end (the admin removed)", async () => {
    const { endSessionsOf } = await import('../../src/modules/auth/sessions.ts');
    const admin = await a.sessionFor('admin');
    const { taken } = await takeOverWorker(admin);
    await endSessionsOf(t.db, { userId: a.admin.id });
    expect((await refresh(t, taken)).statusCode).toBe(401);
  });
});
