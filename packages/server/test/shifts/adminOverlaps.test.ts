// The admin's overlap checks (spec §7 Users, admin; §4 overlap): which of the named workers'
// shifts and shift requests meet the spans, half-open (a shift ending when a span starts does not
// overlap it), each worker answered once; unknown or foreign workers are a 404.
import { OVERLAP_CHECKS_MAX } from '@tuura/domain/api/adminOverlaps';
import { ApprovalState } from '@tuura/domain/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts, suggestions } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { createTestApp } from '../support/app.ts';
import { makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { DAY, HOUR, iso, MINUTE, sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
/** Two more workers of the organisation with shifts on a quiet day of their own. */
let anna: { id: string };
let ben: { id: string };
/** 08:00 on a day 40 days ahead, where only this file's shifts live. */
let day: number;
let annaMorning: { id: string };
let annaEvening: { id: string };
let benMorning: { id: string };

type Found = { _id: string; shifts: { _id: string; worker: string }[]; suggestions: { _id: string }[] };
type Answer = { overlaps: boolean; users: Found[]; capped: boolean };

beforeAll(async () => {
  t = await createTestApp();
  o = await makeOrganization(t, 'paalle');
  other = await makeOrganization(t, 'vieras');
  admin = await o.sessionFor('reader');
  anna = await makeUser(t, o.organization.id, { firstName: 'Anna' });
  ben = await makeUser(t, o.organization.id, { firstName: 'Ben' });
  day = Math.floor((t.clock.now().getTime() + 40 * DAY) / DAY) * DAY + 8 * HOUR;
  const shift = (workerId: string, name: string, from: number, hours: number) => ({
    organizationId: o.organization.id,
    workerId,
    departmentId: o.department.id,
    name,
    from: new Date(from),
    to: new Date(from + hours * HOUR),
  });
  [annaMorning, annaEvening, benMorning] = (await t.db
    .insert(shifts)
    .values([
      shift(anna.id, 'Annan aamu', day, 8),
      shift(anna.id, 'Annan ilta', day + 8 * HOUR, 8),
      shift(ben.id, 'Benin aamu', day, 8),
    ])
    .returning()) as unknown as [{ id: string }, { id: string }, { id: string }];
  // A removed shift never overlaps.
  await t.db.insert(shifts).values({ ...shift(anna.id, 'Poistettu', day, 24), deletedAt: t.clock.now() });
});
afterAll(() => t.close());

const span = (from: number, to: number | null) => ({ from: iso(from), to: to === null ? null : iso(to) });

async function ok(method: 'POST', url: string, payload: object, cookie = admin): Promise<Answer> {
  const res = await call(t, method, url, { cookie, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const one = (user: string, body: object) => ok('POST', `/api/users/${user}/overlap/admin`, body);
const shiftIds = (answer: Answer, user: string) =>
  answer.users.find((u) => u._id === user)?.shifts.map((s) => s._id);

describe('POST /api/users/:id/overlap/admin', () => {
  it("answers the worker's shifts meeting the span, with their details", async () => {
    const answer = await one(anna.id, span(day + 2 * HOUR, day + 3 * HOUR));
    expect(answer).toMatchObject({ overlaps: true, capped: false });
    expect(answer.users).toHaveLength(1);
    expect(answer.users[0]).toMatchObject({
      _id: anna.id,
      shifts: [{ _id: annaMorning.id, name: 'Annan aamu', worker: anna.id, from: iso(day) }],
      suggestions: [],
    });
  });

  it('does not count a span that only touches a shift, end to start, at either side', async () => {
    // Anna works 08–24; Ben 08–16. A span from Ben's end, and one up to his start.
    expect(await one(ben.id, span(day + 8 * HOUR, day + 10 * HOUR))).toEqual({
      overlaps: false,
      users: [{ _id: ben.id, shifts: [], suggestions: [] }],
      capped: false,
    });
    expect((await one(ben.id, span(day - 2 * HOUR, day))).overlaps).toBe(false);
    // One minute into the shift, from either side, is an overlap.
    expect(shiftIds(await one(ben.id, span(day + 8 * HOUR - MINUTE, day + 10 * HOUR)), ben.id)).toEqual([
      benMorning.id,
    ]);
    expect(shiftIds(await one(ben.id, span(day - 2 * HOUR, day + MINUTE)), ben.id)).toEqual([benMorning.id]);
    // Anna's morning ends as her evening starts: a span at 16:00 meets the evening only.
    expect(shiftIds(await one(anna.id, span(day + 8 * HOUR, day + 9 * HOUR)), anna.id)).toEqual([
      annaEvening.id,
    ]);
  });

  it('takes a span without an end as its instant, and leaves out the excluded shift', async () => {
    expect(shiftIds(await one(ben.id, span(day + HOUR, null)), ben.id)).toEqual([benMorning.id]);
    expect((await one(ben.id, span(day + 8 * HOUR, null))).overlaps).toBe(false);
    const excluded = await one(ben.id, { ...span(day, day + 8 * HOUR), exclude: benMorning.id });
    expect(excluded.overlaps).toBe(false);
  });

  it("finds the worker's running shift now, and their open and approved requests but not rejected ones", async () => {
    const now = t.clock.now().getTime();
    expect(shiftIds(await one(o.worker.id, span(now, now + HOUR)), o.worker.id)).toContain(o.runningShift.id);
    const at = o.suggestion.from.getTime();
    const [rejected] = await t.db
      .insert(suggestions)
      .values({
        organizationId: o.organization.id,
        workerId: o.worker.id,
        name: 'Hylätty',
        from: new Date(at),
        to: new Date(at + HOUR),
        approved: ApprovalState.rejected,
      })
      .returning();
    const answer = await one(o.worker.id, span(at + HOUR, at + 2 * HOUR));
    expect(answer.overlaps).toBe(true);
    expect(answer.users[0]?.suggestions.map((s) => s._id)).toEqual([o.suggestion.id]);
    expect(answer.users[0]?.suggestions.map((s) => s._id)).not.toContain(rejected?.id);
  });
});

describe('POST /api/users/:id/overlap-multi/admin', () => {
  it('answers each shift once however many spans it meets, in start order', async () => {
    const answer = await ok('POST', `/api/users/${anna.id}/overlap-multi/admin`, {
      spans: [
        span(day + 9 * HOUR, day + 10 * HOUR),
        span(day - DAY, day - DAY + HOUR),
        span(day, day + 9 * HOUR),
      ],
    });
    expect(answer.overlaps).toBe(true);
    expect(shiftIds(answer, anna.id)).toEqual([annaMorning.id, annaEvening.id]);
    const none = await ok('POST', `/api/users/${anna.id}/overlap-multi/admin`, {
      spans: [span(day - DAY, day), span(day + DAY, day + DAY + HOUR)],
    });
    expect(none).toEqual({
      overlaps: false,
      users: [{ _id: anna.id, shifts: [], suggestions: [] }],
      capped: false,
    });
  });
});

describe('POST /api/users/overlap-multi-shared/admin', () => {
  it('checks every worker against the same spans, each answered once in the order named', async () => {
    const answer = await ok('POST', '/api/users/overlap-multi-shared/admin', {
      users: [ben.id, anna.id, ben.id, o.reader.id],
      spans: [span(day + 7 * HOUR, day + 9 * HOUR)],
    });
    expect(answer.overlaps).toBe(true);
    expect(answer.users.map((u) => u._id)).toEqual([ben.id, anna.id, o.reader.id]);
    expect(shiftIds(answer, ben.id)).toEqual([benMorning.id]);
    expect(shiftIds(answer, anna.id)).toEqual([annaMorning.id, annaEvening.id]);
    expect(shiftIds(answer, o.reader.id)).toEqual([]);
  });
});

describe('POST /api/users/overlap-multi/admin', () => {
  it("checks each worker against their own spans only, never another's", async () => {
    const answer = await ok('POST', '/api/users/overlap-multi/admin', {
      checks: [
        { user: anna.id, spans: [span(day + 12 * HOUR, day + 13 * HOUR)] },
        // Ben is free in the evening though Anna works then.
        {
          user: ben.id,
          spans: [span(day + 12 * HOUR, day + 13 * HOUR), span(day + 15 * HOUR, day + 16 * HOUR)],
        },
      ],
    });
    expect(answer.overlaps).toBe(true);
    expect(answer.users).toEqual([
      expect.objectContaining({ _id: anna.id, shifts: [expect.objectContaining({ _id: annaEvening.id })] }),
      { _id: ben.id, shifts: [], suggestions: [] },
    ]);
    const free = await ok('POST', '/api/users/overlap-multi/admin', {
      checks: [{ user: ben.id, spans: [span(day + 12 * HOUR, day + 13 * HOUR)] }],
    });
    expect(free.overlaps).toBe(false);
  });

  it(`answers at most ${OVERLAP_CHECKS_MAX} shifts and says so`, async () => {
    const busy = await makeUser(t, o.organization.id);
    const start = day + 10 * DAY;
    await t.db.insert(shifts).values(
      Array.from({ length: OVERLAP_CHECKS_MAX + 1 }, (_, i) => ({
        organizationId: o.organization.id,
        workerId: busy.id,
        name: `Lyhyt ${i}`,
        from: new Date(start + i * HOUR),
        to: new Date(start + i * HOUR + 30 * MINUTE),
      })),
    );
    const answer = await ok('POST', '/api/users/overlap-multi/admin', {
      checks: [{ user: busy.id, spans: [span(start, start + (OVERLAP_CHECKS_MAX + 1) * HOUR)] }],
    });
    expect(answer).toMatchObject({ overlaps: true, capped: true });
    expect(answer.users[0]?.shifts).toHaveLength(OVERLAP_CHECKS_MAX);
  });
});

describe('admin overlap checks: access, tenancy and input', () => {
  const body = () => ({ spans: [span(day, day + HOUR)] });

  it('needs shifts at read level: a worker, a users admin and a departments reader are refused', async () => {
    const usersAdmin = await makeUser(t, o.organization.id, { permissions: { users: 'all' } });
    const departmentsReader = await makeUser(t, o.organization.id, { permissions: { departments: 'read' } });
    for (const cookie of [
      await o.sessionFor('worker'),
      await sessionForUser(t, usersAdmin),
      await sessionForUser(t, departmentsReader),
    ]) {
      const res = await call(t, 'POST', `/api/users/${anna.id}/overlap-multi/admin`, {
        cookie,
        payload: body(),
      });
      expect(res.statusCode).toBe(403);
    }
    const shiftsReader = await makeUser(t, o.organization.id, { permissions: { shifts: 'read' } });
    const res = await call(t, 'POST', `/api/users/${anna.id}/overlap-multi/admin`, {
      cookie: await sessionForUser(t, shiftsReader),
      payload: body(),
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 for an unknown worker or another organisation's, also among own ones", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const user of [unknown, other.worker.id]) {
      const single = await call(t, 'POST', `/api/users/${user}/overlap/admin`, {
        cookie: admin,
        payload: span(day, day + HOUR),
      });
      expect(single.statusCode).toBe(404);
      expect(single.json().key).toBe('user.notFound');
      const shared = await call(t, 'POST', '/api/users/overlap-multi-shared/admin', {
        cookie: admin,
        payload: { users: [anna.id, user], ...body() },
      });
      expect(shared.statusCode).toBe(404);
      const paired = await call(t, 'POST', '/api/users/overlap-multi/admin', {
        cookie: admin,
        payload: {
          checks: [
            { user: anna.id, ...body() },
            { user, ...body() },
          ],
        },
      });
      expect(paired.statusCode).toBe(404);
    }
    // The other organisation's admin cannot look at this one's workers either.
    const foreign = await call(t, 'POST', `/api/users/${anna.id}/overlap-multi/admin`, {
      cookie: await other.sessionFor('admin'),
      payload: body(),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses missing, mistyped, backwards and too many spans, field by field', async () => {
    const post = (url: string, payload: unknown) => call(t, 'POST', url, { cookie: admin, payload });
    const single = await post(`/api/users/${anna.id}/overlap/admin`, { from: 'huomenna', exclude: 'x' });
    expect(single.statusCode).toBe(400);
    expect(single.json().fields).toMatchObject({ from: { key: 'format' }, exclude: { key: 'format' } });
    const backwards = await post(`/api/users/${anna.id}/overlap-multi/admin`, {
      spans: [span(day, day + HOUR), span(day + HOUR, day)],
    });
    expect(backwards.json().fields).toEqual({
      'spans.1.to': { key: 'after', params: { field: 'spans.1.to' } },
    });
    expect(
      (await post(`/api/users/${anna.id}/overlap-multi/admin`, { spans: [] })).json().fields,
    ).toMatchObject({
      spans: { key: 'minItems' },
    });
    expect(
      (await post('/api/users/overlap-multi-shared/admin', { spans: body().spans })).json().fields,
    ).toMatchObject({
      users: { key: 'required' },
    });
    const pairs = await post('/api/users/overlap-multi-shared/admin', {
      users: [anna.id, ben.id],
      spans: Array.from({ length: OVERLAP_CHECKS_MAX / 2 + 1 }, () => span(day, day + HOUR)),
    });
    expect(pairs.statusCode).toBe(400);
    expect(pairs.json().fields).toMatchObject({
      spans: { key: 'maxItems', params: { count: OVERLAP_CHECKS_MAX } },
    });
    const many = await post('/api/users/overlap-multi/admin', {
      checks: [
        { user: anna.id, spans: Array.from({ length: OVERLAP_CHECKS_MAX }, () => span(day, day + HOUR)) },
        { user: ben.id, spans: body().spans },
      ],
    });
    expect(many.json().fields).toMatchObject({ checks: { key: 'maxItems' } });
    const hostile = await post('/api/users/overlap-multi/admin', {
      checks: [{ user: "'; drop table shifts; --", spans: [{ from: 1, to: {} }] }],
    });
    expect(hostile.json().fields).toMatchObject({
      'checks.0.user': { key: 'format' },
      'checks.0.spans.0.from': { key: 'type' },
    });
    expect((await post(`/api/users/not-a-uuid/overlap/admin`, span(day, day + HOUR))).statusCode).toBe(400);
  });
});
