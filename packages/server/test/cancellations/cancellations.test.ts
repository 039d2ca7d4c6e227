// Cancellations (spec §7): a worker cancels own shifts that have not started; admins see the
// active ones and react. Roles, tenancy, bad input, and the races the database settles.
import { CANCELLATION } from '@tuura/domain/limits';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellations, notifications, shiftHistory, shifts, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import {
  makeActiveCancellation,
  makeFutureShift,
  makeOrganization,
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

type Role = 'worker' | 'admin' | 'reader' | 'guest';
const as = async (o: OrgFixture, role: Role) => o.sessionFor(role);
const send = async (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

const cancel = async (o: OrgFixture, payload: object, role: Role = 'worker') =>
  send(await as(o, role), 'POST', '/api/cancellations/worker', payload);
const cancelMany = async (o: OrgFixture, payload: object) =>
  send(await as(o, 'worker'), 'POST', '/api/cancellations/mass/worker', payload);
const react = async (o: OrgFixture, id: string, payload: object, role: Role = 'admin') =>
  send(await as(o, role), 'PUT', `/api/cancellations/${id}/admin`, payload);

const rowsFor = (shiftIds: string[]) =>
  t.db.select().from(cancellations).where(inArray(cancellations.shiftId, shiftIds));
const shiftOf = async (id: string) => {
  const [row] = await t.db.select().from(shifts).where(eq(shifts.id, id));
  return row;
};

describe('POST /api/cancellations/worker', () => {
  it('cancels an own future shift with a reason and a message; the worker and the admin see it', async () => {
    const shift = await makeFutureShift(t, a);
    const res = await cancel(a, { shift: shift.id, reason: 2, message: 'Flunssa' });
    expect(res.statusCode, res.body).toBe(201);
    const { cancellation } = res.json();
    expect(cancellation).toMatchObject({
      shift: shift.id,
      worker: a.worker.id,
      reason: 2,
      message: 'Flunssa',
      approved: 0,
      decisionMessage: '',
      decidedAt: null,
      workerName: 'Testi Henkilö',
      shiftInfo: {
        name: shift.name,
        from: shift.from.toISOString(),
        place: { customer: a.customer.name, department: a.department.name },
      },
    });
    const own = (await send(await as(a, 'worker'), 'GET', '/api/cancellations/worker')).json();
    expect(own.cancellations[0]).toMatchObject({ _id: cancellation._id, approved: 0 });
    const admin = (await send(await as(a, 'reader'), 'GET', '/api/cancellations/active/admin')).json();
    expect(admin.cancellations.map((c: { _id: string }) => c._id)).toContain(cancellation._id);
    expect((await shiftOf(shift.id))?.workerId).toBe(a.worker.id);
  });

  it('lists the worker’s own newest first and the admin’s active oldest first, paged', async () => {
    const o = await makeOrganization(t, 'order');
    const first = await makeFutureShift(t, o, 30);
    const second = await makeFutureShift(t, o, 40);
    expect((await cancel(o, { shift: first.id, reason: 0 })).statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await cancel(o, { shift: second.id, reason: 1 })).statusCode).toBe(201);
    const own = (await send(await as(o, 'worker'), 'GET', '/api/cancellations/worker')).json();
    expect(own.cancellations.map((c: { shift: string }) => c.shift)).toEqual([second.id, first.id]);
    expect(own.total).toBe(2);
    const page = await send(await as(o, 'admin'), 'GET', '/api/cancellations/active/admin?limit=1&offset=1');
    expect(page.json()).toMatchObject({ total: 2, cancellations: [{ shift: second.id }] });
    const count = await send(await as(o, 'reader'), 'GET', '/api/cancellations/count/admin');
    expect(count.json()).toEqual({ count: 2 });
  });

  it('refuses a second active cancellation of the same shift with 409', async () => {
    const shift = await makeFutureShift(t, a);
    expect((await cancel(a, { shift: shift.id, reason: 0 })).statusCode).toBe(201);
    const again = await cancel(a, { shift: shift.id, reason: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'cancellation.active', fields: { shift: { key: 'invalid' } } });
    expect(await rowsFor([shift.id])).toHaveLength(1);
  });

  it('two parallel cancellations of one shift: one 201, one 409', async () => {
    const shift = await makeFutureShift(t, a);
    const answers = await Promise.all([
      cancel(a, { shift: shift.id, reason: 0 }),
      cancel(a, { shift: shift.id, reason: 3 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsFor([shift.id])).toHaveLength(1);
  });

  it('refuses a shift that has started or is running (409) and names the field', async () => {
    for (const shift of [a.pastShift, a.runningShift]) {
      const res = await cancel(a, { shift: shift.id, reason: 2 });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        key: 'cancellation.started',
        fields: { shift: { key: 'invalid' } },
      });
    }
    expect(await rowsFor([a.pastShift.id, a.runningShift.id])).toEqual([]);
  });

  it("answers 404 for another worker's shift, another organisation's and a removed one", async () => {
    const colleague = await makeUser(t, a.organization.id);
    const theirs = await makeFutureShift(t, a, 72, colleague.id);
    const foreign = await makeFutureShift(t, b);
    const removed = await makeFutureShift(t, a);
    await t.db.update(shifts).set({ deletedAt: new Date() }).where(eq(shifts.id, removed.id));
    for (const shift of [theirs, foreign, removed]) {
      const res = await cancel(a, { shift: shift.id, reason: 0 });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().key).toBe('shift.notFound');
    }
    expect(await rowsFor([theirs.id, foreign.id, removed.id])).toEqual([]);
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const shift = await makeFutureShift(t, a);
    const cases: [object, string, string][] = [
      [{ shift: shift.id, reason: 4 }, 'reason', 'enum'],
      [{ shift: shift.id, reason: -1 }, 'reason', 'enum'],
      [{ shift: shift.id, reason: '2' }, 'reason', 'enum'],
      [{ shift: shift.id }, 'reason', 'required'],
      [{ reason: 2 }, 'shift', 'required'],
      [{ shift: 'not-an-id', reason: 2 }, 'shift', 'format'],
      [{ shift: shift.id, reason: 2, message: 5 }, 'message', 'type'],
      [{ shift: shift.id, reason: 2, message: 'x'.repeat(CANCELLATION.reason + 1) }, 'message', 'maxLength'],
      [{ shift: shift.id, reason: 2, message: 'nul\u0000' }, 'message', 'invalidCharacter'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await cancel(a, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields?.[field]?.key, `${JSON.stringify(payload)} → ${res.body}`).toBe(key);
    }
    expect(
      (await cancel(a, { shift: shift.id, reason: 2, message: 'x'.repeat(401) })).json().fields.message,
    ).toMatchObject({ params: { length: 400 } });
    expect(await rowsFor([shift.id])).toEqual([]);
    // Exactly 400 characters is accepted.
    const ok = await cancel(a, { shift: shift.id, reason: 2, message: 'x'.repeat(CANCELLATION.reason) });
    expect(ok.statusCode).toBe(201);
  });

  it('is for user logins only: a guest is 403, anonymous 401', async () => {
    const shift = await makeFutureShift(t, a);
    expect((await cancel(a, { shift: shift.id, reason: 0 }, 'guest')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/cancellations/worker',
      payload: { shift: shift.id, reason: 0 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/cancellations/mass/worker', () => {
  it('cancels many own shifts with one reason in one go', async () => {
    const one = await makeFutureShift(t, a, 100);
    const two = await makeFutureShift(t, a, 124);
    const res = await cancelMany(a, { shifts: [one.id, two.id], reason: 3, message: 'Myrsky' });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res
        .json()
        .cancellations.map((c: { shift: string }) => c.shift)
        .sort(),
    ).toEqual([one.id, two.id].sort());
    expect((await rowsFor([one.id, two.id])).map((r) => r.reason)).toEqual([3, 3]);
  });

  it('all or none: a started, foreign or already cancelled item refuses all and is named', async () => {
    const ok = await makeFutureShift(t, a, 150);
    const cancelled = await makeFutureShift(t, a, 160);
    expect((await cancel(a, { shift: cancelled.id, reason: 0 })).statusCode).toBe(201);
    const foreign = await makeFutureShift(t, b, 150);
    const cases: [string, number, string][] = [
      [a.pastShift.id, 409, 'cancellation.started'],
      [foreign.id, 404, 'shift.notFound'],
      [cancelled.id, 409, 'cancellation.active'],
    ];
    for (const [second, status, key] of cases) {
      const res = await cancelMany(a, { shifts: [ok.id, second], reason: 1 });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ key, fields: { 'shifts.1': { key: 'invalid' } } });
    }
    expect(await rowsFor([ok.id, foreign.id])).toEqual([]);
  });

  it('refuses an empty list, bad ids and a bad reason per field', async () => {
    const shift = await makeFutureShift(t, a);
    const cases: [object, string, string][] = [
      [{ shifts: [], reason: 0 }, 'shifts', 'minItems'],
      [{ shifts: ['x'], reason: 0 }, 'shifts.0', 'format'],
      [{ shifts: shift.id, reason: 0 }, 'shifts', 'type'],
      [{ shifts: [shift.id], reason: 4 }, 'reason', 'enum'],
      [{ shifts: [shift.id], reason: 0, message: 'x'.repeat(401) }, 'message', 'maxLength'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await cancelMany(a, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields?.[field]?.key, res.body).toBe(key);
    }
    expect(await rowsFor([shift.id])).toEqual([]);
  });
});

describe('PUT /api/cancellations/:id/admin', () => {
  it('accept frees the shift, the history names the admin and the worker is told with the words', async () => {
    const { cancellation, shift } = await makeActiveCancellation(t, a);
    const res = await react(a, cancellation.id, { accept: true, message: 'Parane pian' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancellation).toMatchObject({
      _id: cancellation.id,
      approved: 1,
      decisionMessage: 'Parane pian',
    });
    expect(res.json().cancellation.decidedAt).not.toBeNull();
    expect((await shiftOf(shift.id))?.workerId).toBeNull();
    const [row] = await rowsFor([shift.id]);
    expect(row).toMatchObject({ state: 1, decidedBy: a.admin.id });
    const history = await t.db
      .select()
      .from(shiftHistory)
      .where(and(eq(shiftHistory.shiftId, shift.id), eq(shiftHistory.action, 'updated')));
    expect(history.map((h) => [h.actorUserId, h.after])).toEqual([
      [a.admin.id, expect.objectContaining({ worker_id: null })],
    ]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.worker.id), eq(notifications.title, 'Peruutus hyväksytty')));
    expect(told.map((n) => n.text).join()).toContain('Parane pian');
    // The worker sees the decision with the admin's words; the shift is no longer theirs.
    const own = (await send(await as(a, 'worker'), 'GET', '/api/cancellations/worker')).json();
    expect(own.cancellations.find((c: { _id: string }) => c._id === cancellation.id)).toMatchObject({
      approved: 1,
      decisionMessage: 'Parane pian',
    });
    const get = await send(await as(a, 'worker'), 'GET', `/api/shifts/${shift.id}/worker`);
    expect(get.statusCode).toBe(404);
    // The admin's list no longer has it.
    const active = (
      await send(await as(a, 'admin'), 'GET', '/api/cancellations/active/admin?limit=500')
    ).json();
    expect(active.cancellations.map((c: { _id: string }) => c._id)).not.toContain(cancellation.id);
  });

  it('reject leaves the shift with the worker, who is told in English when that is their language', async () => {
    const o = await makeOrganization(t, 'reject');
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, o.worker.id));
    const { cancellation, shift } = await makeActiveCancellation(t, o);
    const res = await react(o, cancellation.id, { accept: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancellation).toMatchObject({ approved: 2, decisionMessage: '' });
    expect((await shiftOf(shift.id))?.workerId).toBe(o.worker.id);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, o.worker.id));
    expect(told.map((n) => n.title)).toContain('Cancellation rejected');
    const count = await send(await as(o, 'admin'), 'GET', '/api/cancellations/count/admin');
    expect(count.json()).toEqual({ count: 0 });
    // Once decided, the worker may cancel the shift again.
    expect((await cancel(o, { shift: shift.id, reason: 1 })).statusCode).toBe(201);
  });

  it('a decision on a decided cancellation is 409 and changes nothing', async () => {
    const { cancellation, shift } = await makeActiveCancellation(t, a);
    expect((await react(a, cancellation.id, { accept: false, message: 'Ei käy' })).statusCode).toBe(200);
    const again = await react(a, cancellation.id, { accept: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('cancellation.decided');
    expect((await shiftOf(shift.id))?.workerId).toBe(a.worker.id);
    expect((await rowsFor([shift.id]))[0]).toMatchObject({ state: 2, decisionMessage: 'Ei käy' });
  });

  it('two parallel reactions: exactly one 200 and one 409, one notification', async () => {
    for (const accepts of [
      [true, true],
      [true, false],
    ]) {
      const { cancellation, shift } = await makeActiveCancellation(t, a);
      const before = await t.db.select().from(notifications).where(eq(notifications.userId, a.worker.id));
      const answers = await Promise.all(
        accepts.map((accept) => react(a, cancellation.id, { accept, message: `${accept}` })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((r) => r.statusCode === 200)?.json().cancellation;
      expect((await rowsFor([shift.id]))[0]?.state).toBe(winner.approved);
      const after = await t.db.select().from(notifications).where(eq(notifications.userId, a.worker.id));
      expect(after.length - before.length).toBe(1);
    }
  });

  it('reader may list and count but not react; a worker may do neither', async () => {
    const { cancellation } = await makeActiveCancellation(t, a);
    expect((await react(a, cancellation.id, { accept: true }, 'reader')).statusCode).toBe(403);
    expect((await react(a, cancellation.id, { accept: true }, 'worker')).statusCode).toBe(403);
    for (const url of ['/api/cancellations/active/admin', '/api/cancellations/count/admin']) {
      expect((await send(await as(a, 'reader'), 'GET', url)).statusCode).toBe(200);
      expect((await send(await as(a, 'worker'), 'GET', url)).statusCode).toBe(403);
    }
    expect((await rowsFor([cancellation.shiftId]))[0]?.state).toBe(0);
  });

  it("another organisation's cancellation is 404 and unchanged; lists and counts are the organisation's", async () => {
    const { cancellation, shift } = await makeActiveCancellation(t, b);
    const res = await react(a, cancellation.id, { accept: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().key).toBe('cancellation.notFound');
    expect((await shiftOf(shift.id))?.workerId).toBe(b.worker.id);
    expect((await rowsFor([shift.id]))[0]?.state).toBe(0);
    const list = (
      await send(await as(a, 'admin'), 'GET', '/api/cancellations/active/admin?limit=500')
    ).json();
    expect(list.cancellations.map((c: { _id: string }) => c._id)).not.toContain(cancellation.id);
    const own = (await send(await as(a, 'worker'), 'GET', '/api/cancellations/worker?limit=500')).json();
    expect(own.cancellations.every((c: { worker: string }) => c.worker === a.worker.id)).toBe(true);
    const missing = await react(a, '00000000-0000-4000-8000-000000000000', { accept: true });
    expect(missing.statusCode).toBe(404);
  });

  it('a cancellation of a removed shift is not listed and answers 404', async () => {
    const o = await makeOrganization(t, 'removed');
    const { cancellation, shift } = await makeActiveCancellation(t, o);
    await t.db.update(shifts).set({ deletedAt: new Date() }).where(eq(shifts.id, shift.id));
    expect((await react(o, cancellation.id, { accept: true })).statusCode).toBe(404);
    const count = await send(await as(o, 'admin'), 'GET', '/api/cancellations/count/admin');
    expect(count.json()).toEqual({ count: 0 });
  });

  it('refuses bad input per field', async () => {
    const { cancellation } = await makeActiveCancellation(t, a);
    const cases: [object, string, string][] = [
      [{}, 'accept', 'required'],
      [{ accept: 'yes' }, 'accept', 'type'],
      [{ accept: 1 }, 'accept', 'type'],
      [{ accept: true, message: 'x'.repeat(CANCELLATION.decisionMessage + 1) }, 'message', 'maxLength'],
      [{ accept: true, message: ['a'] }, 'message', 'type'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await react(a, cancellation.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields?.[field]?.key, res.body).toBe(key);
    }
    const badId = await react(a, 'nope', { accept: true });
    expect(badId.statusCode).toBe(400);
    expect((await rowsFor([cancellation.shiftId]))[0]?.state).toBe(0);
  });

  it('any admin with all on shifts may react; the decision names them', async () => {
    const { cancellation } = await makeActiveCancellation(t, a);
    const admin2 = await makeUser(t, a.organization.id, { permissions: { shifts: 'all' } });
    const res = await send(
      await sessionForUser(t, admin2),
      'PUT',
      `/api/cancellations/${cancellation.id}/admin`,
      {
        accept: false,
      },
    );
    expect(res.statusCode).toBe(200);
    expect((await rowsFor([cancellation.shiftId]))[0]?.decidedBy).toBe(admin2.id);
  });
});

describe('demo data', () => {
  it('has two active cancellations on coming shifts and one rejected with words', async () => {
    const cookie = await t.sessionFor('admin');
    const active = (await send(cookie, 'GET', '/api/cancellations/active/admin')).json();
    expect(active.total).toBe(2);
    for (const c of active.cancellations) expect(Date.parse(c.shiftInfo.from)).toBeGreaterThan(Date.now());
    expect((await send(cookie, 'GET', '/api/cancellations/count/admin')).json()).toEqual({ count: 2 });
    const [demoOrg] = await t.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    const decided = await t.db
      .select()
      .from(cancellations)
      .where(
        and(eq(cancellations.organizationId, demoOrg?.organizationId ?? ''), eq(cancellations.state, 2)),
      );
    expect(decided).toHaveLength(1);
    expect(decided[0]?.decisionMessage).not.toBe('');
  });
});
