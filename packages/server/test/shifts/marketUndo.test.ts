// Undoing an own marketplace reservation (decision 140): within the organisation's minutes after
// reserving, not when the shift starts within its hours, only the reserver, only while the shift
// is as reserving left it; one conditional UPDATE, so of an undo and anything else at once exactly
// one wins. The window is an organisation setting, validated, edited with organization: all.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shifts } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { DAY, HOUR, sessionForUser } from '../support/shifts.ts';

const MINUTE = 60_000;
let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;

async function worker(name: string, org: OrgFixture = o) {
  const user = await makeUser(t, org.organization.id, { firstName: name, lastName: 'Peruja' });
  return { ...user, cookie: await sessionForUser(t, user) };
}

async function marketShift(startsInMs: number, org: OrgFixture = o) {
  const [row] = await t.db
    .insert(shifts)
    .values({
      organizationId: org.organization.id,
      departmentId: org.department.id,
      name: 'Perumisvuoro',
      from: new Date(t.clock.now().getTime() + startsInMs),
      to: new Date(t.clock.now().getTime() + startsInMs + 8 * HOUR),
      marketPublishedAt: t.clock.now(),
    })
    .returning();
  if (!row) throw new Error('shift insert failed');
  return row;
}

const reserve = (cookie: string, id: string) =>
  call(t, 'PUT', `/api/shift-market/${id}/reserve/worker`, { cookie, payload: {} });
const undo = (cookie: string, id: string) =>
  call(t, 'PUT', `/api/shift-market/${id}/undo/worker`, { cookie });
const row = async (id: string) => (await t.db.select().from(shifts).where(eq(shifts.id, id)))[0];
const setWindow = (cookie: string, payload: unknown) =>
  call(t, 'PUT', '/api/organization/settings/market-undo/admin', { cookie, payload });

beforeAll(async () => {
  t = await createTestApp();
  o = await makeOrganization(t, 'peru');
  other = await makeOrganization(t, 'muuperu');
  admin = await o.sessionFor('admin');
});
afterAll(() => t.close());

describe('undoing a reservation', () => {
  it('puts the shift back on the market for the reserver within the window, recorded in the audit log', async () => {
    const me = await worker('Katuva');
    const shift = await marketShift(3 * DAY);
    const reserved = await reserve(me.cookie, shift.id);
    expect(reserved.statusCode, reserved.body).toBe(200);
    // The default window: 10 minutes after reserving.
    const until = Date.parse(reserved.json().undoUntil);
    expect(until - t.clock.now().getTime()).toBeGreaterThan(9 * MINUTE);
    expect(until - t.clock.now().getTime()).toBeLessThanOrEqual(10 * MINUTE);
    const res = await undo(me.cookie, shift.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ shift: { _id: shift.id } });
    expect(await row(shift.id)).toMatchObject({ workerId: null, marketReservedAt: null });
    expect((await row(shift.id))?.marketPublishedAt).not.toBeNull();
    const list = await call(t, 'GET', '/api/shift-market/worker', { cookie: me.cookie });
    expect(list.json().shifts.map((s: { _id: string }) => s._id)).toContain(shift.id);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, shift.id));
    const byMe = entries.filter((e) => e.actorUserId === me.id && e.action === 'shift.updated');
    // The reservation and its undo, alike.
    expect(byMe).toHaveLength(2);
  });

  it('answers anyone but the reserver 404 (an admin and a reader are user logins too), a guest 403; the reservation stays', async () => {
    const me = await worker('Varannut');
    const you = await worker('Toinen');
    const shift = await marketShift(3 * DAY);
    expect((await reserve(me.cookie, shift.id)).statusCode).toBe(200);
    expect((await undo(you.cookie, shift.id)).statusCode).toBe(404);
    for (const role of ['admin', 'reader'] as const) {
      const res = await undo(await o.sessionFor(role), shift.id);
      expect(res.statusCode, role).toBe(404);
    }
    expect((await undo(await o.sessionFor('guest'), shift.id)).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/shift-market/${shift.id}/undo/worker`)).statusCode).toBe(401);
    expect((await row(shift.id))?.workerId).toBe(me.id);
  });

  it("answers another organisation's id and an unknown id 404, a malformed id 400", async () => {
    const me = await worker('Vieras');
    const theirs = await marketShift(3 * DAY, other);
    const stranger = await worker('Muualla', other);
    expect((await reserve(stranger.cookie, theirs.id)).statusCode).toBe(200);
    expect((await undo(me.cookie, theirs.id)).statusCode).toBe(404);
    expect((await undo(me.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await undo(me.cookie, 'ei-id');
    expect(bad.statusCode).toBe(400);
    expect((await row(theirs.id))?.workerId).toBe(stranger.id);
  });

  it('refuses after the window with 409 market.undoExpired: then it is a cancellation an admin decides', async () => {
    const me = await worker('Myöhästynyt');
    const shift = await marketShift(5 * DAY);
    expect((await reserve(me.cookie, shift.id)).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE + 1000);
    const res = await undo(me.cookie, shift.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      key: 'market.undoExpired',
      message: 'The time to undo this reservation has passed: ask an admin to cancel it',
    });
    expect((await row(shift.id))?.workerId).toBe(me.id);
  });

  it('refuses a shift starting within 24 hours with 409 market.undoTooLate, and says so at reserving', async () => {
    const me = await worker('Kiireinen');
    const shift = await marketShift(20 * HOUR);
    const reserved = await reserve(me.cookie, shift.id);
    expect(reserved.json().undoUntil).toBeNull();
    const res = await undo(me.cookie, shift.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('market.undoTooLate');
    expect((await row(shift.id))?.workerId).toBe(me.id);
  });

  it('of 20 undos at once exactly one wins; the others find the shift no longer theirs (404)', async () => {
    const me = await worker('Moninkertainen');
    const shift = await marketShift(4 * DAY);
    expect((await reserve(me.cookie, shift.id)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => undo(me.cookie, shift.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200)).toEqual(Array(19).fill(404));
  });

  it("an undo and an admin's change at once: exactly one wins, and a changed reservation is 409 market.undoChanged", async () => {
    for (let round = 0; round < 5; round++) {
      const me = await worker(`Kilpa${round}`);
      const shift = await marketShift(4 * DAY + round * HOUR);
      expect((await reserve(me.cookie, shift.id)).statusCode).toBe(200);
      const [undone, changed] = await Promise.all([
        undo(me.cookie, shift.id),
        call(t, 'PUT', `/api/shifts/${shift.id}/admin`, {
          cookie: admin,
          payload: { shift: { name: `Muutettu ${round}` } },
        }),
      ]);
      const after = await row(shift.id);
      if (undone.statusCode === 200) {
        // The undo came first: the admin changed an open shift.
        expect(after?.workerId).toBeNull();
      } else {
        expect(undone.statusCode).toBe(409);
        expect(undone.json().key).toBe('market.undoChanged');
        expect(changed.statusCode, changed.body).toBe(200);
        expect(after?.workerId).toBe(me.id);
      }
    }
  });
});

describe('the undo window setting', () => {
  it('is in the organisation with its defaults, and an admin with organization all changes it', async () => {
    const got = await call(t, 'GET', '/api/organization/admin', { cookie: admin });
    expect(got.json().organization.settings).toMatchObject({
      reservationUndoMinutes: 10,
      reservationUndoLockHours: 24,
    });
    const res = await setWindow(admin, { reservationUndoMinutes: 30, reservationUndoLockHours: 48 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().organization.settings).toMatchObject({
      force2fa: false,
      reservationUndoMinutes: 30,
      reservationUndoLockHours: 48,
    });
    // The new window rules: 30 minutes, and 48 hours before the start.
    const me = await worker('Uusi ikkuna');
    const soon = await marketShift(40 * HOUR);
    expect((await reserve(me.cookie, soon.id)).json().undoUntil).toBeNull();
    const later = await marketShift(4 * DAY);
    expect((await reserve(me.cookie, later.id)).statusCode).toBe(200);
    t.clock.advance(20 * MINUTE);
    expect((await undo(me.cookie, later.id)).statusCode).toBe(200);
    // Another organisation keeps its own.
    const theirs = await call(t, 'GET', '/api/organization/admin', {
      cookie: await other.sessionFor('admin'),
    });
    expect(theirs.json().organization.settings.reservationUndoMinutes).toBe(10);
    expect(
      (await setWindow(admin, { reservationUndoMinutes: 10, reservationUndoLockHours: 24 })).statusCode,
    ).toBe(200);
  });

  it('a reader, a worker and a guest get 403, no session 401', async () => {
    for (const role of ['reader', 'worker', 'guest'] as const) {
      const res = await setWindow(await o.sessionFor(role), {
        reservationUndoMinutes: 5,
        reservationUndoLockHours: 1,
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect(
      (await call(t, 'PUT', '/api/organization/settings/market-undo/admin', { payload: {} })).statusCode,
    ).toBe(401);
  });

  it.each([
    ['too large', { reservationUndoMinutes: 121, reservationUndoLockHours: 24 }, 'reservationUndoMinutes'],
    ['negative', { reservationUndoMinutes: 10, reservationUndoLockHours: -1 }, 'reservationUndoLockHours'],
    ['not whole', { reservationUndoMinutes: 1.5, reservationUndoLockHours: 24 }, 'reservationUndoMinutes'],
    ['wrong type', { reservationUndoMinutes: '10', reservationUndoLockHours: 24 }, 'reservationUndoMinutes'],
    ['missing', { reservationUndoMinutes: 10 }, 'reservationUndoLockHours'],
    ['NUL', { reservationUndoMinutes: '\u0000', reservationUndoLockHours: 24 }, 'reservationUndoMinutes'],
  ])('answers %s 400 with the field named, changing nothing', async (_name, payload, field) => {
    const res = await setWindow(admin, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
    const got = await call(t, 'GET', '/api/organization/admin', { cookie: admin });
    expect(got.json().organization.settings.reservationUndoMinutes).toBe(10);
  });
});
