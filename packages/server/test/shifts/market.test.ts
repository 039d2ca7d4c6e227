// The shift marketplace (spec §4, §7 Shift market, §5 education; decision 100): admins publish,
// edit and withdraw; workers list and reserve. A reservation is atomic: of many at once exactly
// one wins, and one worker's overlapping reservations at once give them at most one shift.
import { EDUCATION_LEVELS, type EducationLevel } from '@tuura/domain/enums';
import { meetsEducation } from '@tuura/domain/rules/education';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, shifts, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { createTestApp } from '../support/app.ts';
import { makeEmptyCustomer, makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { DAY, HOUR, iso, sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
/** Midnight UTC of a day 20 days ahead: the tests' shifts live from there on. */
let base: number;

type Education = { validFrom: string; value: EducationLevel }[];

async function setEducation(userId: string, education: Education) {
  await t.db.update(users).set({ education }).where(eq(users.id, userId));
}

async function worker(name: string, education: Education = [], org: OrgFixture = o) {
  const user = await makeUser(t, org.organization.id, { firstName: name, lastName: 'Torilainen' });
  await setEducation(user.id, education);
  return { ...user, cookie: await sessionForUser(t, user) };
}

/** An open shift of the organisation, unpublished unless `published`. */
async function openShift(
  startMs: number,
  opts: {
    hours?: number;
    education?: EducationLevel | null;
    published?: boolean;
    org?: OrgFixture;
    departmentId?: string;
    workerId?: string | null;
    name?: string;
  } = {},
) {
  const org = opts.org ?? o;
  const [row] = await t.db
    .insert(shifts)
    .values({
      organizationId: org.organization.id,
      departmentId: opts.departmentId ?? org.department.id,
      name: opts.name ?? 'Torivuoro',
      from: new Date(startMs),
      to: new Date(startMs + (opts.hours ?? 8) * HOUR),
      education: opts.education ?? null,
      workerId: opts.workerId ?? null,
      marketPublishedAt: opts.published === false ? null : t.clock.now(),
    })
    .returning();
  if (!row) throw new Error('shift insert failed');
  return row;
}

const row = async (id: string) => (await t.db.select().from(shifts).where(eq(shifts.id, id)))[0];

const reserve = (cookie: string, id: string, body: object = {}) =>
  call(t, 'PUT', `/api/shift-market/${id}/reserve/worker`, { cookie, payload: body });

beforeAll(async () => {
  t = await createTestApp();
  o = await makeOrganization(t, 'tori');
  other = await makeOrganization(t, 'muutori');
  admin = await o.sessionFor('admin');
  reader = await o.sessionFor('reader');
  base = Math.ceil((t.clock.now().getTime() + 20 * DAY) / DAY) * DAY;
});
afterAll(() => t.close());

describe('publishing', () => {
  it('publishes existing open shifts and new ones at once, and tells the workers whose education meets them', async () => {
    const lk5 = await worker('Lk5', [{ validFrom: '2020-01-01', value: 'lk5' }]);
    const intern = await worker('Intern', [{ validFrom: '2020-01-01', value: 'intern' }]);
    const existing = await openShift(base + 100 * DAY, { published: false, education: 'lk4' });
    const res = await call(t, 'POST', '/api/shift-market/admin', {
      cookie: admin,
      payload: {
        ids: [existing.id],
        shifts: [
          {
            name: 'Uusi torivuoro',
            from: iso(base + 101 * DAY),
            to: iso(base + 101 * DAY + 8 * HOUR),
            department: o.department.id,
            education: 'licensed',
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const answered = res.json().shifts as { _id: string; marketPublishedAt: string; worker: null }[];
    expect(answered).toHaveLength(2);
    expect(answered.every((s) => s.marketPublishedAt && s.worker === null)).toBe(true);
    expect((await row(existing.id))?.marketPublishedAt).not.toBeNull();
    const told = async (userId: string) =>
      t.db.select().from(notifications).where(eq(notifications.userId, userId));
    // LK 5 meets LK 4 (a higher level is accepted), not 'licensed': one shift of two.
    const [notice] = await told(lk5.id);
    expect(notice?.title).toBe('Uusia vuoroja vuorotorilla');
    expect(notice?.text).toContain('uusi vuoro');
    expect(await told(intern.id)).toEqual([]);
    expect(await told(o.admin.id)).toEqual([]);
  });

  it('is all or none: a shift with a worker names its item, and nothing is published', async () => {
    const free = await openShift(base + 110 * DAY, { published: false });
    const taken = await openShift(base + 111 * DAY, { published: false, workerId: o.worker.id });
    const res = await call(t, 'POST', '/api/shift-market/admin', {
      cookie: admin,
      payload: { ids: [free.id, taken.id] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('market.hasWorker');
    expect(Object.keys(res.json().fields)).toEqual(['ids.1']);
    expect((await row(free.id))?.marketPublishedAt).toBeNull();
  });

  it('refuses a new shift with a worker or one that has started, naming the item and field', async () => {
    const withWorker = await call(t, 'POST', '/api/shift-market/admin', {
      cookie: admin,
      payload: {
        shifts: [{ name: 'A', from: iso(base + DAY), to: iso(base + DAY + HOUR), worker: o.worker.id }],
      },
    });
    expect(withWorker.statusCode).toBe(400);
    expect(withWorker.json().fields).toHaveProperty(['shifts.0.worker']);
    const past = await call(t, 'POST', '/api/shift-market/admin', {
      cookie: admin,
      payload: {
        shifts: [
          { name: 'B', from: iso(base + DAY), to: iso(base + DAY + HOUR) },
          { name: 'C', from: iso(t.clock.now().getTime() - HOUR), to: iso(t.clock.now().getTime() + HOUR) },
        ],
      },
    });
    expect(past.statusCode).toBe(409);
    expect(past.json().fields).toHaveProperty(['shifts.1.from']);
    const made = await t.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.name, 'B'), eq(shifts.organizationId, o.organization.id)));
    expect(made).toEqual([]);
  });

  it("refuses bad input with field messages and another organisation's id with 404, changing nothing", async () => {
    const empty = await call(t, 'POST', '/api/shift-market/admin', { cookie: admin, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty(['ids']);
    const long = await call(t, 'POST', '/api/shift-market/admin', {
      cookie: admin,
      payload: { shifts: [{ name: 'x'.repeat(81), from: iso(base), to: iso(base + HOUR) }] },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields['shifts.0.name'].key).toBe('maxLength');
    const wrongType = await call(t, 'POST', '/api/shift-market/admin', {
      cookie: admin,
      payload: { ids: 'kaikki' },
    });
    expect(wrongType.statusCode).toBe(400);
    const mine = await openShift(base + 120 * DAY, { published: false });
    const theirs = await openShift(base + 120 * DAY, { published: false, org: other });
    const foreign = await call(t, 'POST', '/api/shift-market/admin', {
      cookie: admin,
      payload: { ids: [mine.id, theirs.id] },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await row(mine.id))?.marketPublishedAt).toBeNull();
    expect((await row(theirs.id))?.marketPublishedAt).toBeNull();
  });

  it('a reader can list but not publish', async () => {
    const list = await call(t, 'GET', '/api/shift-market/admin', { cookie: reader });
    expect(list.statusCode).toBe(200);
    const publish = await call(t, 'POST', '/api/shift-market/admin', {
      cookie: reader,
      payload: { ids: [o.pastShift.id] },
    });
    expect(publish.statusCode).toBe(403);
  });
});

describe("the admin's view, edits and withdrawals", () => {
  it('lists published shifts, open and reserved, by customer, department and dates', async () => {
    const place = await makeEmptyCustomer(t, o, 'Torin asiakas');
    const day = base + 200 * DAY;
    const open = await openShift(day, { departmentId: place.departmentId });
    const reserved = await openShift(day + HOUR, { departmentId: place.departmentId, workerId: o.worker.id });
    await openShift(day + 2 * HOUR, { departmentId: place.departmentId, published: false });
    const list = async (q: string) =>
      (await call(t, 'GET', `/api/shift-market/admin?${q}`, { cookie: reader })).json() as {
        shifts: { _id: string }[];
        total: number;
      };
    const all = await list(`customer=${place.id}`);
    expect(all.shifts.map((s) => s._id)).toEqual([open.id, reserved.id]);
    expect(all.total).toBe(2);
    expect((await list(`customer=${place.id}&state=open`)).shifts.map((s) => s._id)).toEqual([open.id]);
    expect((await list(`department=${place.departmentId}&state=reserved`)).shifts.map((s) => s._id)).toEqual([
      reserved.id,
    ]);
    expect((await list(`customer=${place.id}&from=${iso(day + HOUR)}&to=${iso(day + 3 * HOUR)}`)).total).toBe(
      1,
    );
    const bad = await call(t, 'GET', `/api/shift-market/admin?from=${iso(day)}&to=${iso(day - DAY)}`, {
      cookie: reader,
    });
    expect(bad.statusCode).toBe(400);
    const one = await call(t, 'GET', `/api/shift-market/${open.id}/admin`, { cookie: reader });
    expect(one.json().shift.place.customer).toBe('Torin asiakas');
    const unpublished = await openShift(day, { published: false });
    expect(
      (await call(t, 'GET', `/api/shift-market/${unpublished.id}/admin`, { cookie: reader })).statusCode,
    ).toBe(404);
  });

  it('edits a published shift, which stays on the market', async () => {
    const shift = await openShift(base + 210 * DAY);
    const res = await call(t, 'PUT', `/api/shift-market/${shift.id}/admin`, {
      cookie: admin,
      payload: { shift: { name: 'Muutettu torivuoro', education: 'lk5' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shift).toMatchObject({ name: 'Muutettu torivuoro', education: 'lk5', worker: null });
    const bad = await call(t, 'PUT', `/api/shift-market/${shift.id}/admin`, {
      cookie: admin,
      payload: { shift: { to: iso(base) } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['shift.to']);
    expect(
      (
        await call(t, 'PUT', `/api/shift-market/${shift.id}/admin`, {
          cookie: reader,
          payload: { shift: {} },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('withdraws one or many: the shifts stay, open; a reserved one is a 409 and nothing changes', async () => {
    const one = await openShift(base + 220 * DAY);
    const two = await openShift(base + 221 * DAY);
    const three = await openShift(base + 222 * DAY);
    const taken = await openShift(base + 223 * DAY, { workerId: o.worker.id });
    const single = await call(t, 'DELETE', `/api/shift-market/${one.id}/admin`, { cookie: admin });
    expect(single.statusCode).toBe(200);
    expect(single.json().shift).toMatchObject({ _id: one.id, worker: null });
    expect(await row(one.id)).toMatchObject({ marketPublishedAt: null, deletedAt: null });
    const refused = await call(t, 'DELETE', '/api/shift-market/mass/admin', {
      cookie: admin,
      payload: { ids: [two.id, taken.id] },
    });
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().fields)).toEqual(['ids.1']);
    expect((await row(two.id))?.marketPublishedAt).not.toBeNull();
    const mass = await call(t, 'DELETE', '/api/shift-market/mass/admin', {
      cookie: admin,
      payload: { ids: [two.id, three.id] },
    });
    expect(mass.statusCode).toBe(200);
    expect(mass.json().shifts).toHaveLength(2);
    const again = await call(t, 'DELETE', `/api/shift-market/${one.id}/admin`, { cookie: admin });
    expect(again.statusCode).toBe(404);
  });
});

describe("the worker's list", () => {
  it('shows open published shifts from now on with whether the worker qualifies, and filters', async () => {
    const place = await makeEmptyCustomer(t, o, 'Listan asiakas');
    const me = await worker('Listaaja', [{ validFrom: '2020-01-01', value: 'lk4' }]);
    const start = base + 2 * DAY;
    const easy = await openShift(start, { departmentId: place.departmentId, education: 'intern' });
    const hard = await openShift(start + HOUR, { departmentId: place.departmentId, education: 'specialist' });
    await openShift(start + 2 * HOUR, { departmentId: place.departmentId, published: false });
    await openShift(start + 3 * HOUR, { departmentId: place.departmentId, workerId: o.worker.id });
    await openShift(t.clock.now().getTime() - HOUR, { departmentId: place.departmentId });
    const list = async (q: string) =>
      call(t, 'GET', `/api/shift-market/worker?customer=${place.id}&${q}`, { cookie: me.cookie });
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const listed = res.json().shifts as {
      _id: string;
      qualifies: boolean;
      reason: number | null;
      billing?: string;
    }[];
    expect(listed.map((s) => [s._id, s.qualifies, s.reason])).toEqual([
      [easy.id, true, null],
      [hard.id, false, 1],
    ]);
    expect(listed[0]).not.toHaveProperty('billing');
    expect((await list('qualified=true')).json().shifts.map((s: { _id: string }) => s._id)).toEqual([
      easy.id,
    ]);
    const paged = (await list('limit=1')).json();
    expect(paged.shifts).toHaveLength(1);
    expect(paged.more).toBe(true);
    expect((await list(`department=${o.department.id}`)).json().shifts).toEqual([]);
    // The default window is four weeks: a shift beyond it is read with an end.
    const far = await openShift(t.clock.now().getTime() + 40 * DAY, { departmentId: place.departmentId });
    expect((await list('')).json().shifts.map((s: { _id: string }) => s._id)).not.toContain(far.id);
    const later = await list(`to=${iso(t.clock.now().getTime() + 50 * DAY)}`);
    expect(later.json().shifts.map((s: { _id: string }) => s._id)).toContain(far.id);
    expect((await call(t, 'GET', '/api/shift-market/worker?limit=0', { cookie: me.cookie })).statusCode).toBe(
      400,
    );
  });

  it("never shows another organisation's shifts", async () => {
    const theirs = await openShift(base + 3 * DAY, { org: other });
    const res = await call(t, 'GET', `/api/shift-market/worker?to=${iso(base + 400 * DAY)}&limit=500`, {
      cookie: await o.sessionFor('worker'),
    });
    expect(res.json().shifts.map((s: { _id: string }) => s._id)).not.toContain(theirs.id);
  });
});

describe('reserving', () => {
  it('takes the shift, tells the worker, and a second reservation gets 409', async () => {
    const me = await worker('Varaaja');
    const you = await worker('Myöhäinen');
    const shift = await openShift(base + 5 * DAY);
    const res = await reserve(me.cookie, shift.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shift).toMatchObject({ _id: shift.id, worker: me.id });
    expect(await row(shift.id)).toMatchObject({ workerId: me.id });
    expect((await row(shift.id))?.marketReservedAt).not.toBeNull();
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(notice?.title).toBe('Vuoro varattu');
    const late = await reserve(you.cookie, shift.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      key: 'market.taken',
      message: 'Someone else reserved this shift first',
    });
    const list = await call(t, 'GET', `/api/shift-market/worker?to=${iso(base + 400 * DAY)}&limit=500`, {
      cookie: you.cookie,
    });
    expect(list.json().shifts.map((s: { _id: string }) => s._id)).not.toContain(shift.id);
  });

  it('refuses a worker whose education does not meet the shift, with the reason', async () => {
    const none = await worker('Ei koulutusta');
    const low = await worker('Matala', [{ validFrom: '2020-01-01', value: 'intern' }]);
    const shift = await openShift(base + 6 * DAY, { education: 'lk5' });
    const missing = await reserve(none.cookie, shift.id);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().key).toBe('market.educationMissing');
    const tooLow = await reserve(low.cookie, shift.id);
    expect(tooLow.json().key).toBe('market.educationTooLow');
    expect((await row(shift.id))?.workerId).toBeNull();
  });

  it('asks about an overlapping own shift unless confirmed; a shift ending as the other starts is no overlap', async () => {
    const me = await worker('Päällekkäinen');
    const start = base + 7 * DAY;
    await openShift(start, { workerId: me.id, published: false });
    const overlapping = await openShift(start + 4 * HOUR);
    const adjacent = await openShift(start + 8 * HOUR);
    const asked = await reserve(me.cookie, overlapping.id);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().key).toBe('market.overlap');
    expect((await reserve(me.cookie, adjacent.id)).statusCode).toBe(200);
    expect((await reserve(me.cookie, overlapping.id, { confirmOverlap: true })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or foreign shift, 409 for a withdrawn or started one, 400 for a bad body', async () => {
    const me = await worker('Kokeilija');
    const theirs = await openShift(base + 8 * DAY, { org: other });
    expect((await reserve(me.cookie, theirs.id)).statusCode).toBe(404);
    expect((await row(theirs.id))?.workerId).toBeNull();
    const withdrawn = await openShift(base + 8 * DAY, { published: false });
    const notOpen = await reserve(me.cookie, withdrawn.id);
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().key).toBe('market.notOpen');
    const started = await openShift(t.clock.now().getTime() - HOUR);
    expect((await reserve(me.cookie, started.id)).json().key).toBe('market.started');
    const bad = await reserve(me.cookie, withdrawn.id, { confirmOverlap: 'kyllä' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['confirmOverlap']);
  });

  it('of 100 simultaneous reservations of one shift by 100 workers exactly one wins', async () => {
    const shift = await openShift(base + 9 * DAY, { education: 'other' });
    const crowd = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        worker(`Kilpailija${i}`, [{ validFrom: '2020-01-01', value: 'intern' }]),
      ),
    );
    const answers = await Promise.all(crowd.map((w) => reserve(w.cookie, shift.id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().key))).toEqual(
      new Set(['market.taken']),
    );
    const winner = crowd[codes.indexOf(200)];
    expect(await row(shift.id)).toMatchObject({ workerId: winner?.id });
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          inArray(
            notifications.userId,
            crowd.map((w) => w.id),
          ),
          eq(notifications.title, 'Vuoro varattu'),
        ),
      );
    expect(told.map((n) => n.userId)).toEqual([winner?.id]);
  });

  it('one worker reserving two overlapping shifts at once gets one; with the overlap confirmed, both', async () => {
    const me = await worker('Kaksoisvaraaja');
    const start = base + 10 * DAY;
    const first = await openShift(start);
    const second = await openShift(start + 2 * HOUR);
    const answers = await Promise.all([reserve(me.cookie, first.id), reserve(me.cookie, second.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().key).toBe('market.overlap');
    const mine = await t.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.workerId, me.id), isNull(shifts.deletedAt)));
    expect(mine).toHaveLength(1);
    const third = await openShift(start + 20 * DAY);
    const fourth = await openShift(start + 20 * DAY + HOUR);
    const confirmed = await Promise.all([
      reserve(me.cookie, third.id, { confirmOverlap: true }),
      reserve(me.cookie, fourth.id, { confirmOverlap: true }),
    ]);
    expect(confirmed.map((a) => a.statusCode)).toEqual([200, 200]);
  });
});

describe('possible workers', () => {
  it('lists those who qualify and are free first, then the others with the reason or the overlap', async () => {
    const org = await makeOrganization(t, 'mahdolliset');
    const start = base + 30 * DAY;
    const make = async (name: string, education: Education) => {
      const user = await makeUser(t, org.organization.id, { firstName: name, lastName: name });
      await setEducation(user.id, education);
      return user;
    };
    const ok = await make('Aino', [{ validFrom: '2020-01-01', value: 'specialist' }]);
    const busy = await make('Bertta', [{ validFrom: '2020-01-01', value: 'lk5' }]);
    const adjacent = await make('Cecilia', [{ validFrom: '2020-01-01', value: 'lk5' }]);
    const low = await make('Doris', [{ validFrom: '2020-01-01', value: 'intern' }]);
    const none = await make('Eeva', []);
    const shift = await openShift(start, { org, education: 'lk4' });
    await openShift(start + 7 * HOUR, { org, workerId: busy.id, published: false });
    await openShift(start + 8 * HOUR, { org, workerId: adjacent.id, published: false });
    const res = await call(t, 'GET', `/api/shift-market/${shift.id}/possible-workers/admin?limit=500`, {
      cookie: await org.sessionFor('reader'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      workers: {
        _id: string;
        qualifies: boolean;
        reason: number | null;
        overlap: boolean;
        education: string | null;
      }[];
      total: number;
      qualified: number;
    };
    const of = (id: string) => body.workers.find((w) => w._id === id);
    expect(of(ok.id)).toMatchObject({
      qualifies: true,
      reason: null,
      overlap: false,
      education: 'specialist',
    });
    expect(of(adjacent.id)).toMatchObject({ qualifies: true, overlap: false });
    expect(of(busy.id)).toMatchObject({ qualifies: false, reason: null, overlap: true });
    expect(of(low.id)).toMatchObject({ qualifies: false, reason: 1, overlap: false });
    expect(of(none.id)).toMatchObject({ qualifies: false, reason: 0, education: null });
    expect(body.qualified).toBe(2);
    // The factory's admin, reader and worker have no education either: 8 people.
    expect(body.total).toBe(8);
    const firstNotQualifying = body.workers.findIndex((w) => !w.qualifies);
    expect(
      body.workers
        .slice(0, firstNotQualifying)
        .map((w) => w._id)
        .sort(),
    ).toEqual([ok.id, adjacent.id].sort());
    const onlyQualified = await call(
      t,
      'GET',
      `/api/shift-market/${shift.id}/possible-workers/admin?qualified=true&q=aino`,
      {
        cookie: await org.sessionFor('admin'),
      },
    );
    expect(onlyQualified.json().workers.map((w: { _id: string }) => w._id)).toEqual([ok.id]);
    const pastEnd = await call(t, 'GET', `/api/shift-market/${shift.id}/possible-workers/admin?offset=100`, {
      cookie: await org.sessionFor('admin'),
    });
    expect(pastEnd.json()).toMatchObject({ workers: [], total: 8, qualified: 2 });
    const foreign = await call(t, 'GET', `/api/shift-market/${shift.id}/possible-workers/admin`, {
      cookie: admin,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("reads the education in effect on the shift's Helsinki date, on the boundary dates, as the domain rule does", async () => {
    const org = await makeOrganization(t, 'rajat');
    // 22:30 UTC is 00:30 or 01:30 the next day in Helsinki: the date the rule reads.
    const day = new Date(base + 40 * DAY);
    const start = day.getTime() + 22.5 * HOUR;
    const helsinki = zonedDate(new Date(start));
    const utcDay = new Date(start).toISOString().slice(0, 10);
    expect(helsinki).not.toBe(utcDay);
    const cases: Education[] = [
      [{ validFrom: helsinki, value: 'lk4' }],
      [{ validFrom: utcDay, value: 'lk4' }],
      [{ validFrom: nextDay(helsinki), value: 'lk4' }],
      [
        { validFrom: '2020-01-01', value: 'specialist' },
        { validFrom: helsinki, value: 'intern' },
      ],
      [
        { validFrom: '2020-01-01', value: 'intern' },
        { validFrom: nextDay(helsinki), value: 'specialist' },
      ],
      [
        { validFrom: nextDay(helsinki), value: 'intern' },
        { validFrom: '2020-01-01', value: 'lk5' },
      ],
      ...EDUCATION_LEVELS.map((value): Education => [{ validFrom: '2020-01-01', value }]),
    ];
    const people = [];
    for (const [i, education] of cases.entries()) {
      const user = await makeUser(t, org.organization.id, { firstName: `Raja${i}` });
      await setEducation(user.id, education);
      people.push({ id: user.id, education });
    }
    for (const required of [null, ...EDUCATION_LEVELS]) {
      const shift = await openShift(start, { org, education: required });
      const res = await call(t, 'GET', `/api/shift-market/${shift.id}/possible-workers/admin?limit=500`, {
        cookie: await org.sessionFor('admin'),
      });
      const listed = res.json().workers as { _id: string; reason: number | null }[];
      for (const person of people) {
        const rule = meetsEducation(person.education, required, helsinki);
        const expected = rule.ok ? null : rule.reason;
        expect(
          listed.find((w) => w._id === person.id)?.reason,
          `${JSON.stringify(person.education)} for ${required}`,
        ).toBe(expected);
      }
      await t.db.delete(shifts).where(eq(shifts.id, shift.id));
    }
  });
});

function nextDay(date: string) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

describe('demo seed', () => {
  it('has open marketplace shifts in the coming weeks with different education requirements', async () => {
    const res = await call(t, 'GET', '/api/shift-market/worker?limit=500', {
      cookie: await t.sessionFor('worker'),
    });
    const listed = res.json().shifts as { education: string | null; qualifies: boolean }[];
    expect(listed.length).toBeGreaterThanOrEqual(10);
    expect(new Set(listed.map((s) => s.education)).size).toBeGreaterThanOrEqual(5);
    expect(listed.some((s) => s.qualifies)).toBe(true);
    expect(listed.some((s) => !s.qualifies)).toBe(true);
  });
});
