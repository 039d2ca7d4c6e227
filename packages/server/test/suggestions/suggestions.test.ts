// Shift requests (spec §7 Suggestions): a worker requests one or up to SUGGESTION.massCreateMax
// shifts (all or none), changes or withdraws pending ones; admins list and count them, approve
// (each becomes a shift for its worker) or reject with a message; each decision tells the worker.
// Two parallel decisions on one request give one 200 and one 409 and at most one shift.
import { ApprovalState, ShiftType } from '@tuura/domain/enums';
import { SUGGESTION } from '@tuura/domain/limits';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, shiftHistory, shifts, suggestions, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { createTestApp } from '../support/app.ts';
import { makeOrganization, makeSuggestion, makeUser, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { DAY, HOUR, sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let worker: string;

type Own = {
  _id: string;
  name: string;
  from: string;
  to: string;
  approved: number;
  decisionMessage: string;
  shift: string | null;
  department: string | null;
  type: number;
  description: string;
};
type Listed = Own & { workerName: string; departmentName: string | null; customerName: string | null };

const span = (daysAhead: number, hours = 8) => {
  const from = t.clock.now().getTime() + daysAhead * DAY;
  return { from: new Date(from).toISOString(), to: new Date(from + hours * HOUR).toISOString() };
};

beforeAll(async () => {
  t = await createTestApp();
  o = await makeOrganization(t, 'toive');
  other = await makeOrganization(t, 'muu');
  admin = await o.sessionFor('admin');
  worker = await o.sessionFor('worker');
});
afterAll(() => t.close());

const pendingCount = async (cookie = admin) =>
  (await call(t, 'GET', '/api/suggestions/count/admin', { cookie })).json().count as number;

describe('a worker requests shifts: POST /api/suggestions/worker and /multiple/worker', () => {
  it('requests one shift, seen first in the own list with its state', async () => {
    const res = await call(t, 'POST', '/api/suggestions/worker', {
      cookie: worker,
      payload: {
        suggestion: {
          ...span(10),
          name: '  Aamuvuoro  ',
          description: 'Toive',
          type: ShiftType.training,
          department: o.department.id,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().suggestion as Own;
    expect(made).toMatchObject({
      name: 'Aamuvuoro',
      description: 'Toive',
      type: ShiftType.training,
      department: o.department.id,
      approved: ApprovalState.pending,
      decisionMessage: '',
      shift: null,
    });
    const list = await call(t, 'GET', '/api/suggestions/worker', { cookie: worker });
    expect(list.statusCode).toBe(200);
    const own = list.json().suggestions as Own[];
    expect(own[0]?._id).toBe(made._id);
    // Another worker of the organisation does not see it.
    const second = await makeUser(t, o.organization.id);
    const theirs = await call(t, 'GET', '/api/suggestions/worker', {
      cookie: await sessionForUser(t, second),
    });
    expect(theirs.json().suggestions).toEqual([]);
  });

  it('refuses bad input with a message per field, never a 500', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...span(2), name: '' }, 'suggestion.name', 'required'],
      [{ ...span(2), name: 'x'.repeat(81) }, 'suggestion.name', 'maxLength'],
      [{ from: span(2).to, to: span(2).from, name: 'Väärin päin' }, 'suggestion.to', 'after'],
      [{ ...span(2), name: 'Tyyppi', type: 'yö' }, 'suggestion.type', 'enum'],
      [{ ...span(2) }, 'suggestion.name', 'required'],
      [{ ...span(2), name: 'Vieras', department: other.department.id }, 'suggestion.department', 'invalid'],
      [{ ...span(2), name: "'; drop table suggestions; --", from: 'huomenna' }, 'suggestion.from', 'format'],
    ];
    const before = await t.db.select().from(suggestions).where(eq(suggestions.workerId, o.worker.id));
    for (const [suggestion, field, key] of cases) {
      const res = await call(t, 'POST', '/api/suggestions/worker', {
        cookie: worker,
        payload: { suggestion },
      });
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
      expect(res.json().fields[field]?.key, `${field} ${res.body}`).toBe(key);
    }
    const after = await t.db.select().from(suggestions).where(eq(suggestions.workerId, o.worker.id));
    expect(after.length).toBe(before.length);
  });

  it(`requests up to ${SUGGESTION.massCreateMax} at once; more is a 400 naming the field`, async () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...span(20 + i), name: `Toive ${i}` }));
    const full = await call(t, 'POST', '/api/suggestions/multiple/worker', {
      cookie: worker,
      payload: { suggestions: many(SUGGESTION.massCreateMax) },
    });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().suggestions).toHaveLength(SUGGESTION.massCreateMax);
    const tooMany = await call(t, 'POST', '/api/suggestions/multiple/worker', {
      cookie: worker,
      payload: { suggestions: many(SUGGESTION.massCreateMax + 1) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.suggestions).toMatchObject({
      key: 'maxItems',
      params: { count: SUGGESTION.massCreateMax },
    });
    const none = await call(t, 'POST', '/api/suggestions/multiple/worker', {
      cookie: worker,
      payload: { suggestions: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.suggestions?.key).toBe('minItems');
  });

  it('requests all or none: a bad item is named by index and field, and nothing is made', async () => {
    const before = await t.db.select().from(suggestions).where(eq(suggestions.workerId, o.worker.id));
    const badName = await call(t, 'POST', '/api/suggestions/multiple/worker', {
      cookie: worker,
      payload: { suggestions: [{ ...span(3), name: 'Hyvä' }, { ...span(4), name: 'Hyvä' }, { ...span(5) }] },
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().fields['suggestions.2.name']?.key).toBe('required');
    const badPlace = await call(t, 'POST', '/api/suggestions/multiple/worker', {
      cookie: worker,
      payload: {
        suggestions: [
          { ...span(3), name: 'Hyvä', department: o.department.id },
          { ...span(4), name: 'Vieras', department: other.department.id },
        ],
      },
    });
    expect(badPlace.statusCode).toBe(400);
    expect(Object.keys(badPlace.json().fields)).toEqual(['suggestions.1.department']);
    const after = await t.db.select().from(suggestions).where(eq(suggestions.workerId, o.worker.id));
    expect(after.length).toBe(before.length);
  });
});

describe('a worker changes or withdraws a pending request: PUT and DELETE /api/suggestions/:id/worker', () => {
  it('changes what is given of a pending one; an end before the start is refused', async () => {
    const mine = await makeSuggestion(t, o, { name: 'Muutettava' });
    const res = await call(t, 'PUT', `/api/suggestions/${mine.id}/worker`, {
      cookie: worker,
      payload: { suggestion: { name: 'Iltavuoro', department: null } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().suggestion).toMatchObject({
      name: 'Iltavuoro',
      department: null,
      from: mine.from.toISOString(),
      to: mine.to.toISOString(),
    });
    const early = await call(t, 'PUT', `/api/suggestions/${mine.id}/worker`, {
      cookie: worker,
      payload: { suggestion: { to: new Date(mine.from.getTime() - HOUR).toISOString() } },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields['suggestion.to']?.key).toBe('after');
    const foreignPlace = await call(t, 'PUT', `/api/suggestions/${mine.id}/worker`, {
      cookie: worker,
      payload: { suggestion: { department: other.department.id } },
    });
    expect(foreignPlace.statusCode).toBe(400);
    expect(foreignPlace.json().fields['suggestion.department']?.key).toBe('invalid');
  });

  it('withdraws a pending one, answered as it was, then it is gone', async () => {
    const mine = await makeSuggestion(t, o, { name: 'Peruttava' });
    const res = await call(t, 'DELETE', `/api/suggestions/${mine.id}/worker`, { cookie: worker });
    expect(res.statusCode).toBe(200);
    expect(res.json().suggestion.name).toBe('Peruttava');
    expect(await t.db.select().from(suggestions).where(eq(suggestions.id, mine.id))).toEqual([]);
    const again = await call(t, 'DELETE', `/api/suggestions/${mine.id}/worker`, { cookie: worker });
    expect(again.statusCode).toBe(404);
  });

  it("a decided request is a 409 with a clear message; another worker's is a 404", async () => {
    const decided = await makeSuggestion(t, o, { name: 'Päätetty' });
    await t.db
      .update(suggestions)
      .set({ approved: ApprovalState.rejected })
      .where(eq(suggestions.id, decided.id));
    for (const [method, payload] of [
      ['PUT', { suggestion: { name: 'Uusi' } }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t, method, `/api/suggestions/${decided.id}/worker`, { cookie: worker, payload });
      expect(res.statusCode, method).toBe(409);
      expect(res.json().message).toBe('Shift request already decided');
    }
    const second = await makeUser(t, o.organization.id);
    const theirs = await makeSuggestion(t, o, { workerId: second.id });
    const asMe = await call(t, 'PUT', `/api/suggestions/${theirs.id}/worker`, {
      cookie: worker,
      payload: { suggestion: { name: 'Toisen' } },
    });
    expect(asMe.statusCode).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/suggestions/${theirs.id}/worker`, { cookie: worker })).statusCode,
    ).toBe(404);
    const [kept] = await t.db.select().from(suggestions).where(eq(suggestions.id, theirs.id));
    expect(kept?.name).toBe('Toivottu vuoro');
  });
});

describe('admins list and count: GET /api/suggestions/admin and /count/admin', () => {
  let org: OrgFixture;
  let orgAdmin: string;
  beforeAll(async () => {
    org = await makeOrganization(t, 'lista');
    orgAdmin = await org.sessionFor('admin');
  });

  it('lists pending first by start, then the decided, with names; filters; a reader too', async () => {
    const second = await makeUser(t, org.organization.id, { firstName: 'Sanna', lastName: 'Toinen' });
    const late = await makeSuggestion(t, org, { daysAhead: 9, name: 'Myöhäinen' });
    const early = await makeSuggestion(t, org, { daysAhead: 1, name: 'Aikainen', workerId: second.id });
    const rejected = await makeSuggestion(t, org, { daysAhead: 0.5, name: 'Hylätty', departmentId: null });
    await t.db
      .update(suggestions)
      .set({ approved: ApprovalState.rejected, decidedAt: t.clock.now() })
      .where(eq(suggestions.id, rejected.id));
    const res = await call(t, 'GET', '/api/suggestions/admin', { cookie: await org.sessionFor('reader') });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { suggestions: Listed[]; total: number };
    // The fixture's own request (3 days ahead) sits between the two new pending ones.
    expect(body.suggestions.map((s) => s.name)).toEqual([
      'Aikainen',
      org.suggestion.name,
      'Myöhäinen',
      'Hylätty',
    ]);
    expect(body.total).toBe(4);
    expect(body.suggestions[0]).toMatchObject({
      workerName: 'Sanna Toinen',
      departmentName: org.department.name,
      customerName: org.customer.name,
    });
    const q = async (query: string) =>
      (
        (await call(t, 'GET', `/api/suggestions/admin?${query}`, { cookie: orgAdmin })).json()
          .suggestions as Listed[]
      ).map((s) => s.name);
    expect(await q('state=0')).toEqual(['Aikainen', org.suggestion.name, 'Myöhäinen']);
    expect(await q('state=2')).toEqual(['Hylätty']);
    expect(await q(`worker=${second.id}`)).toEqual(['Aikainen']);
    expect(await q(`department=${org.department.id}&state=0`)).toHaveLength(3);
    const from = new Date(t.clock.now().getTime() + 2 * DAY).toISOString();
    const to = new Date(t.clock.now().getTime() + 8 * DAY).toISOString();
    expect(await q(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).toEqual([
      org.suggestion.name,
    ]);
    expect(await q('limit=1&offset=1')).toEqual([org.suggestion.name]);
    expect(late.id).toBeTruthy();
    expect(early.id).toBeTruthy();
  });

  it('refuses bad filters with a message per field', async () => {
    const res = await call(t, 'GET', '/api/suggestions/admin?state=7&worker=x&from=eilen&limit=0', {
      cookie: orgAdmin,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([
      'querystring.from',
      'querystring.limit',
      'querystring.state',
      'querystring.worker',
    ]);
  });

  it("counts the organisation's pending requests only, for a reader too", async () => {
    const fresh = await makeOrganization(t, 'laskuri');
    const cookie = await fresh.sessionFor('reader');
    expect(await pendingCount(cookie)).toBe(1);
    await makeSuggestion(t, fresh);
    const decided = await makeSuggestion(t, fresh);
    await t.db
      .update(suggestions)
      .set({ approved: ApprovalState.approved })
      .where(eq(suggestions.id, decided.id));
    expect(await pendingCount(cookie)).toBe(2);
    expect(await pendingCount(await other.sessionFor('admin'))).toBe(1);
  });

  it('a worker and a reader may not decide', async () => {
    const mine = await makeSuggestion(t, org);
    for (const cookie of [await org.sessionFor('reader'), await org.sessionFor('worker')]) {
      const res = await call(t, 'POST', '/api/suggestions/mass/admin', {
        cookie,
        payload: { ids: [mine.id] },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('admins decide: POST /api/suggestions/mass/admin, DELETE /api/suggestions/(:id|mass)/admin', () => {
  it('approves many: each becomes a shift for its worker, tied to the request, and the worker is told', async () => {
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, o.worker.id));
    const second = await makeUser(t, o.organization.id);
    const a = await makeSuggestion(t, o, { daysAhead: 40, name: 'Hyväksy A' });
    const b = await makeSuggestion(t, o, { daysAhead: 41, name: 'Hyväksy B', workerId: second.id });
    await t.db
      .update(suggestions)
      .set({ description: 'Kuvaus', type: ShiftType.training })
      .where(eq(suggestions.id, a.id));
    const count = await pendingCount();
    const res = await call(t, 'POST', '/api/suggestions/mass/admin', {
      cookie: admin,
      payload: { ids: [a.id, b.id, a.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const decided = res.json().suggestions as (Listed & { decidedBy: string })[];
    expect(decided.map((s) => [s.name, s.approved, s.decidedBy])).toEqual([
      ['Hyväksy A', ApprovalState.approved, o.admin.id],
      ['Hyväksy B', ApprovalState.approved, o.admin.id],
    ]);
    expect(await pendingCount()).toBe(count - 2);
    const made = await t.db
      .select()
      .from(shifts)
      .where(
        inArray(
          shifts.id,
          decided.map((s) => s.shift ?? ''),
        ),
      );
    const shiftA = made.find((s) => s.id === decided[0]?.shift);
    expect(shiftA).toMatchObject({
      organizationId: o.organization.id,
      workerId: o.worker.id,
      departmentId: o.department.id,
      name: 'Hyväksy A',
      description: 'Kuvaus',
      type: ShiftType.training,
      from: a.from,
      to: a.to,
    });
    expect(made.find((s) => s.id === decided[1]?.shift)?.workerId).toBe(second.id);
    // The shift's history names the admin who approved.
    const history = await t.db
      .select()
      .from(shiftHistory)
      .where(eq(shiftHistory.shiftId, shiftA?.id ?? ''));
    expect(history.map((h) => h.actorUserId)).toEqual([o.admin.id]);
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, o.worker.id), eq(notifications.title, 'Shift request approved')));
    expect(told?.text).toContain('Hyväksy A');
    const [toldFi] = await t.db.select().from(notifications).where(eq(notifications.userId, second.id));
    expect(toldFi?.title).toBe('Vuoroehdotus hyväksytty');
    // The worker sees the state and the shift.
    const own = (await call(t, 'GET', '/api/suggestions/worker', { cookie: worker })).json()
      .suggestions as Own[];
    expect(own.find((s) => s._id === a.id)).toMatchObject({
      approved: ApprovalState.approved,
      shift: shiftA?.id,
    });
    await t.db.update(users).set({ locale: 'fi' }).where(eq(users.id, o.worker.id));
  });

  it('a decided request in the batch is a 409 and nothing is approved; a foreign id is a 404', async () => {
    const fresh = await makeSuggestion(t, o, { daysAhead: 50 });
    const done = await makeSuggestion(t, o, { daysAhead: 51 });
    await t.db
      .update(suggestions)
      .set({ approved: ApprovalState.rejected })
      .where(eq(suggestions.id, done.id));
    const shiftsBefore = await t.db.select().from(shifts).where(eq(shifts.organizationId, o.organization.id));
    const conflict = await call(t, 'POST', '/api/suggestions/mass/admin', {
      cookie: admin,
      payload: { ids: [fresh.id, done.id] },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('Shift request already decided');
    const foreign = await call(t, 'POST', '/api/suggestions/mass/admin', {
      cookie: admin,
      payload: { ids: [fresh.id, other.suggestion.id] },
    });
    expect(foreign.statusCode).toBe(404);
    const [still] = await t.db.select().from(suggestions).where(eq(suggestions.id, fresh.id));
    expect(still?.approved).toBe(ApprovalState.pending);
    const [theirs] = await t.db.select().from(suggestions).where(eq(suggestions.id, other.suggestion.id));
    expect(theirs?.approved).toBe(ApprovalState.pending);
    const shiftsAfter = await t.db.select().from(shifts).where(eq(shifts.organizationId, o.organization.id));
    expect(shiftsAfter.length).toBe(shiftsBefore.length);
  });

  it("rejects one with the admin's words: the worker sees them and is told in the bell", async () => {
    const mine = await makeSuggestion(t, o, { daysAhead: 60, name: 'Hylättävä' });
    const res = await call(t, 'DELETE', `/api/suggestions/${mine.id}/admin`, {
      cookie: admin,
      payload: { message: '  Osasto on täynnä  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().suggestion).toMatchObject({
      approved: ApprovalState.rejected,
      decisionMessage: 'Osasto on täynnä',
      shift: null,
    });
    const own = (await call(t, 'GET', '/api/suggestions/worker', { cookie: worker })).json()
      .suggestions as Own[];
    expect(own.find((s) => s._id === mine.id)?.decisionMessage).toBe('Osasto on täynnä');
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, o.worker.id), eq(notifications.title, 'Vuoroehdotus hylätty')));
    expect(told.map((n) => n.text)).toContain(
      `Ehdotuksesi Hylättävä (${new Intl.DateTimeFormat('fi-FI', { timeZone: 'Europe/Helsinki' }).format(mine.from)}) hylättiin. Perustelu: Osasto on täynnä`,
    );
    const again = await call(t, 'DELETE', `/api/suggestions/${mine.id}/admin`, {
      cookie: admin,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejects many with one message, all or none; a too long message is refused by field', async () => {
    const a = await makeSuggestion(t, o, { daysAhead: 70 });
    const b = await makeSuggestion(t, o, { daysAhead: 71 });
    const long = await call(t, 'DELETE', '/api/suggestions/mass/admin', {
      cookie: admin,
      payload: { ids: [a.id, b.id], message: 'x'.repeat(SUGGESTION.decisionMessage + 1) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.message?.key).toBe('maxLength');
    const foreign = await call(t, 'DELETE', '/api/suggestions/mass/admin', {
      cookie: admin,
      payload: { ids: [a.id, other.suggestion.id], message: '' },
    });
    expect(foreign.statusCode).toBe(404);
    const res = await call(t, 'DELETE', '/api/suggestions/mass/admin', {
      cookie: admin,
      payload: { ids: [a.id, b.id], message: 'Ei tarvetta' },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().suggestions as Listed[]).map((s) => [s.approved, s.decisionMessage])).toEqual([
      [ApprovalState.rejected, 'Ei tarvetta'],
      [ApprovalState.rejected, 'Ei tarvetta'],
    ]);
    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { ids: [a.id], message: 5 }]) {
      const bad = await call(t, 'DELETE', '/api/suggestions/mass/admin', { cookie: admin, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('two parallel approvals of one request: exactly one 200, one 409, one shift', async () => {
    for (let round = 0; round < 3; round++) {
      const mine = await makeSuggestion(t, o, { daysAhead: 80 + round, name: `Rinnakkain ${round}` });
      const approve = () =>
        call(t, 'POST', '/api/suggestions/mass/admin', { cookie: admin, payload: { ids: [mine.id] } });
      const answers = await Promise.all([approve(), approve()]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const made = await t.db
        .select()
        .from(shifts)
        .where(and(eq(shifts.organizationId, o.organization.id), eq(shifts.name, `Rinnakkain ${round}`)));
      expect(made).toHaveLength(1);
      const [row] = await t.db.select().from(suggestions).where(eq(suggestions.id, mine.id));
      expect(row?.shiftId).toBe(made[0]?.id);
    }
  });

  it('a parallel approval and rejection of one request: one wins, the other is a 409', async () => {
    const mine = await makeSuggestion(t, o, { daysAhead: 90, name: 'Kilpa' });
    const answers = await Promise.all([
      call(t, 'POST', '/api/suggestions/mass/admin', { cookie: admin, payload: { ids: [mine.id] } }),
      call(t, 'DELETE', `/api/suggestions/${mine.id}/admin`, { cookie: admin, payload: { message: '' } }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(suggestions).where(eq(suggestions.id, mine.id));
    const made = await t.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.organizationId, o.organization.id), eq(shifts.name, 'Kilpa')));
    expect(made).toHaveLength(row?.approved === ApprovalState.approved ? 1 : 0);
  });

  it('a worker cannot withdraw a request being approved at the same moment into a lost shift', async () => {
    const mine = await makeSuggestion(t, o, { daysAhead: 95, name: 'Peru tai hyväksy' });
    const answers = await Promise.all([
      call(t, 'POST', '/api/suggestions/mass/admin', { cookie: admin, payload: { ids: [mine.id] } }),
      call(t, 'DELETE', `/api/suggestions/${mine.id}/worker`, { cookie: worker }),
    ]);
    const [approved, withdrawn] = answers.map((r) => r.statusCode);
    const made = await t.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.organizationId, o.organization.id), eq(shifts.name, 'Peru tai hyväksy')));
    if (approved === 200) {
      expect(withdrawn).toBe(409);
      expect(made).toHaveLength(1);
    } else {
      // Withdrawn first: the approval finds it gone (404), or, waiting on the withdrawal's row
      // lock (PostgreSQL), no longer pending (409).
      expect(withdrawn).toBe(200);
      expect([404, 409]).toContain(approved);
      expect(made).toHaveLength(0);
    }
  });
});
