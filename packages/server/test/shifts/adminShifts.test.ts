// The admin's shift table and stamp decisions (spec §7 Shifts (admin), §4 stamps): GET
// /api/shifts/admin filters on the server and pages with a total, GET /api/shifts/:id/admin shows
// every field, approving or rejecting stamps is all or none and tells each worker.
import { ApprovalState, BillingStatus, ShiftType } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, shifts, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { createTestApp } from '../support/app.ts';
import { makeOrganization, makeStampedShift, makeUser, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { DAY, HOUR, iso } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
/** Monday 00:00 of a week in the future: the list tests' own shifts live there alone. */
let week: number;
/** The worker's name as the table shows it. */
let workerName: string;

type Listed = { shifts: { _id: string; name: string; workerName: string | null }[]; total: number };

beforeAll(async () => {
  t = await createTestApp();
  o = await makeOrganization(t, 'lista');
  other = await makeOrganization(t, 'muu');
  admin = await o.sessionFor('admin');
  reader = await o.sessionFor('reader');
  week = t.clock.now().getTime() + 60 * DAY;
  const [worker] = await t.db.select().from(users).where(eq(users.id, o.worker.id));
  workerName = `${worker?.firstName} ${worker?.lastName}`;
  const second = await makeUser(t, o.organization.id, { email: 'toinen@factory.test', firstName: 'Toinen' });
  const row = (name: string, dayOffset: number, extra: Partial<typeof shifts.$inferInsert> = {}) => ({
    organizationId: o.organization.id,
    departmentId: o.department.id,
    name,
    from: new Date(week + dayOffset * DAY + 8 * HOUR),
    to: new Date(week + dayOffset * DAY + 16 * HOUR),
    ...extra,
  });
  await t.db
    .insert(shifts)
    .values([
      row('Aamu A', 0, { workerId: o.worker.id }),
      row('Aamu B', 1, { workerId: second.id, type: ShiftType.training }),
      row('Avoin 50%', 2, { description: 'sata prosenttia' }),
      row('Ilta C', 3, { workerId: o.worker.id, billingStatus: BillingStatus.billed }),
      row('Yö D', 4, { tentativeWorker: 'Matti Meikäläinen' }),
      row('Poistettu', 5, { deletedAt: t.clock.now() }),
      row('Ensi viikko', 7),
    ]);
  // The other organisation's shift in the same week: never listed here.
  await t.db.insert(shifts).values({
    organizationId: other.organization.id,
    name: 'Vieras',
    from: new Date(week + 8 * HOUR),
    to: new Date(week + 16 * HOUR),
  });
});
afterAll(() => t.close());

const weekQuery = () => `from=${iso(week)}&to=${iso(week + 7 * DAY)}`;

async function list(query: string, cookie = admin): Promise<Listed> {
  const res = await call(t, 'GET', `/api/shifts/admin?${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (l: Listed) => l.shifts.map((s) => s.name);

describe('GET /api/shifts/admin', () => {
  it("lists the week's live shifts of the organisation in start order, for a reader too", async () => {
    const all = await list(weekQuery(), reader);
    expect(names(all)).toEqual(['Aamu A', 'Aamu B', 'Avoin 50%', 'Ilta C', 'Yö D']);
    expect(all.total).toBe(5);
    expect(all.shifts[0]?.workerName).toBe(workerName);
    expect(all.shifts[2]?.workerName).toBeNull();
  });

  it('pages with the total of all that match, and in reverse order', async () => {
    const page = await list(`${weekQuery()}&limit=2&offset=2`);
    expect(names(page)).toEqual(['Avoin 50%', 'Ilta C']);
    expect(page).toMatchObject({ total: 5, totalCapped: false });
    expect(names(await list(`${weekQuery()}&order=desc&limit=2`))).toEqual(['Yö D', 'Ilta C']);
  });

  it('filters by worker, unfilled, type, billing status, department and customer', async () => {
    expect(names(await list(`${weekQuery()}&worker=${o.worker.id}`))).toEqual(['Aamu A', 'Ilta C']);
    expect(names(await list(`${weekQuery()}&unfilled=true`))).toEqual(['Avoin 50%', 'Yö D']);
    expect(names(await list(`${weekQuery()}&type=${ShiftType.training}`))).toEqual(['Aamu B']);
    expect(names(await list(`${weekQuery()}&billingStatus=${BillingStatus.billed}`))).toEqual(['Ilta C']);
    expect((await list(`${weekQuery()}&department=${o.department.id}`)).total).toBe(5);
    expect((await list(`${weekQuery()}&customer=${o.customer.id}`)).total).toBe(5);
    // Another organisation's department or customer matches nothing here.
    expect((await list(`${weekQuery()}&department=${other.department.id}`)).total).toBe(0);
    expect((await list(`${weekQuery()}&customer=${other.customer.id}`)).total).toBe(0);
  });

  it('searches name, description and the pencilled-in worker, with % taken literally', async () => {
    expect(names(await list(`${weekQuery()}&q=meikäläinen`))).toEqual(['Yö D']);
    expect(names(await list(`${weekQuery()}&q=prosent`))).toEqual(['Avoin 50%']);
    expect(names(await list(`${weekQuery()}&q=${encodeURIComponent('50%')}`))).toEqual(['Avoin 50%']);
    expect(names(await list(`${weekQuery()}&q=${encodeURIComponent('%')}`))).toEqual(['Avoin 50%']);
  });

  it('filters by stamp state', async () => {
    const waiting = await makeStampedShift(t, o);
    const listed = await list('stamp=waiting');
    expect(listed.shifts.map((s) => s._id)).toContain(waiting.id);
    expect(listed.shifts.every((s) => s.name === 'Leimattu vuoro')).toBe(true);
    expect(names(await list(`${weekQuery()}&stamp=notRequired`))).toHaveLength(5);
    expect((await list('stamp=missing')).shifts.map((s) => s._id)).toEqual([o.pastShift.id]);
  });

  it('refuses bad filters with a message per field', async () => {
    const bad = await call(
      t,
      'GET',
      `/api/shifts/admin?limit=501&worker=x&type=9&stamp=maybe&q=${'x'.repeat(101)}&from=${iso(week)}&to=${iso(week - DAY)}`,
      { cookie: admin },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(
      [
        'querystring.limit',
        'querystring.q',
        'querystring.stamp',
        'querystring.type',
        'querystring.worker',
      ].sort(),
    );
    const backwards = await call(t, 'GET', `/api/shifts/admin?from=${iso(week)}&to=${iso(week - DAY)}`, {
      cookie: admin,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields['querystring.to'].key).toBe('after');
  });

  it(`counts the total up to ${REQUEST.maxCountedTotal} and says when there are more`, async () => {
    const from = week + 30 * DAY;
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        organizationId: o.organization.id,
        name: `Massa ${i}`,
        from: new Date(from + i * 60_000),
        to: new Date(from + i * 60_000 + HOUR),
      }));
    const window = `from=${iso(from)}&to=${iso(from + DAY)}&limit=1`;
    await t.db.insert(shifts).values(many(REQUEST.maxCountedTotal));
    expect(await list(window)).toMatchObject({ total: REQUEST.maxCountedTotal, totalCapped: false });
    await t.db.insert(shifts).values(many(1));
    expect(await list(window)).toMatchObject({ total: REQUEST.maxCountedTotal, totalCapped: true });
  });
});

describe('GET /api/shifts/:id/admin', () => {
  it('shows every field, the place and the worker', async () => {
    const res = await call(t, 'GET', `/api/shifts/${o.pastShift.id}/admin`, { cookie: reader });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shift).toMatchObject({
      _id: o.pastShift.id,
      name: o.pastShift.name,
      meta: '',
      billing: '',
      worker: o.worker.id,
      workerName: workerName,
      place: { customer: o.customer.name, department: o.department.name },
      stamp: { required: true, stamped: false },
    });
  });

  it('answers 404 for a removed shift', async () => {
    const [removed] = await t.db
      .insert(shifts)
      .values({
        organizationId: o.organization.id,
        name: 'Pois',
        from: new Date(week),
        deletedAt: new Date(week),
      })
      .returning();
    const res = await call(t, 'GET', `/api/shifts/${removed?.id}/admin`, { cookie: admin });
    expect(res.statusCode).toBe(404);
  });
});

describe('stamp decisions', () => {
  const waitingCount = async () =>
    (await call(t, 'GET', '/api/shifts/count/admin?require-approval=true', { cookie: admin })).json().count;
  const noticesOf = (userId: string) =>
    t.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('approves one stamp: the badge drops and the worker is told in Finnish', async () => {
    const shift = await makeStampedShift(t, o, 100);
    const before = await waitingCount();
    const noticesBefore = (await noticesOf(o.worker.id)).length;
    const res = await call(t, 'PUT', `/api/shifts/${shift.id}/approve-stamp/admin`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shift.stamp.approved).toBe(ApprovalState.approved);
    expect(await waitingCount()).toBe(before - 1);
    const notices = await noticesOf(o.worker.id);
    expect(notices).toHaveLength(noticesBefore + 1);
    // The newest by its sequence (rows come back in no set order).
    const newest = notices.reduce((a, b) => (b.seq > a.seq ? b : a));
    expect(newest).toMatchObject({ title: 'Leimaus hyväksytty', labels: ['leimaus'] });
    expect(newest.text).toContain('Leimattu vuoro');
    expect(newest.text).toMatch(/\(\d{1,2}\.\d{1,2}\.\d{4}\)/);

    const again = await call(t, 'PUT', `/api/shifts/${shift.id}/approve-stamp/admin`, { cookie: admin });
    expect(again.statusCode).toBe(200);
    expect(await noticesOf(o.worker.id), 'approving again tells nobody again').toHaveLength(
      noticesBefore + 1,
    );
  });

  it('rejects one stamp and tells an English-speaking worker in English', async () => {
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, o.worker.id));
    try {
      const shift = await makeStampedShift(t, o, 110);
      const res = await call(t, 'PUT', `/api/shifts/${shift.id}/reject-stamp/admin`, { cookie: admin });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().shift.stamp.approved).toBe(ApprovalState.rejected);
      const notice = (await noticesOf(o.worker.id)).at(-1);
      expect(notice).toMatchObject({ title: 'Stamp rejected', labels: ['stamp'] });
      // The date as English writes it (24 Nov 2026), not the Finnish 24.11.2026.
      expect(notice?.text).toMatch(/\(\d{1,2} [A-Z][a-z]{2} \d{4}\)/);
    } finally {
      await t.db.update(users).set({ locale: 'fi' }).where(eq(users.id, o.worker.id));
    }
  });

  it('refuses a shift the worker has not stamped, changing nothing', async () => {
    const res = await call(t, 'PUT', `/api/shifts/${o.pastShift.id}/approve-stamp/admin`, { cookie: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('stamp.notStamped');
  });

  it('approves many at once, or none when one of them cannot be', async () => {
    const [first, second] = [await makeStampedShift(t, o, 120), await makeStampedShift(t, o, 130)];
    const ids = [first.id, second.id];
    const refused = await call(t, 'PUT', '/api/shifts/approve-stamp/mass/admin', {
      cookie: admin,
      payload: { ids: [...ids, o.pastShift.id] },
    });
    expect(refused.statusCode).toBe(409);
    const untouched = await t.db.select().from(shifts).where(inArray(shifts.id, ids));
    expect(untouched.map((s) => s.stampApproved)).toEqual([ApprovalState.pending, ApprovalState.pending]);

    const done = await call(t, 'PUT', '/api/shifts/approve-stamp/mass/admin', {
      cookie: admin,
      payload: { ids },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().shifts.map((s: { stamp: { approved: number } }) => s.stamp.approved)).toEqual([
      ApprovalState.approved,
      ApprovalState.approved,
    ]);
    const rejected = await call(t, 'PUT', '/api/shifts/reject-stamp/mass/admin', {
      cookie: admin,
      payload: { ids },
    });
    expect(rejected.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(shifts)
      .where(and(inArray(shifts.id, ids), eq(shifts.stampApproved, ApprovalState.rejected)));
    expect(rows).toHaveLength(2);
  });

  it('refuses a mass decision without ids, with a bad id or with too many', async () => {
    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { ids: Array(1001).fill(o.pastShift.id) }]) {
      const res = await call(t, 'PUT', '/api/shifts/approve-stamp/mass/admin', { cookie: admin, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().fields).toBeTypeOf('object');
    }
  });
});

describe('planning a shift: POST, PUT and DELETE /api/shifts(/:id)/admin', () => {
  const planned = () => ({
    from: iso(week + 20 * DAY + 7 * HOUR),
    to: iso(week + 20 * DAY + 15 * HOUR),
    name: 'Päivävuoro',
    department: o.department.id,
    billing: '95 €/h',
    meta: 'muistiinpano',
    stamp: { required: true },
  });

  it('plans an open shift with every field, then assigns a worker and moves it', async () => {
    const created = await call(t, 'POST', '/api/shifts/admin', {
      cookie: admin,
      payload: { shift: planned() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { shift } = created.json();
    expect(shift).toMatchObject({
      name: 'Päivävuoro',
      worker: null,
      billing: '95 €/h',
      meta: 'muistiinpano',
      stamp: { required: true, stamped: false },
      place: { customer: o.customer.name, department: o.department.name },
    });
    const assigned = await call(t, 'PUT', `/api/shifts/${shift._id}/admin`, {
      cookie: admin,
      payload: { shift: { worker: o.worker.id, from: iso(week + 20 * DAY + 8 * HOUR) } },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().shift).toMatchObject({
      worker: o.worker.id,
      workerName,
      name: 'Päivävuoro',
      billing: '95 €/h',
    });
    expect(assigned.json().shift.from).toBe(iso(week + 20 * DAY + 8 * HOUR));
  });

  it("refuses another organisation's worker or department as field messages, and an end before the start", async () => {
    const foreign = await call(t, 'POST', '/api/shifts/admin', {
      cookie: admin,
      payload: { shift: { ...planned(), worker: other.worker.id, department: other.department.id } },
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields).sort()).toEqual(['shift.department', 'shift.worker']);
    const backwards = await call(t, 'POST', '/api/shifts/admin', {
      cookie: admin,
      payload: { shift: { ...planned(), to: planned().from } },
    });
    expect(backwards.json().fields['shift.to'].key).toBe('after');
    const created = await call(t, 'POST', '/api/shifts/admin', {
      cookie: admin,
      payload: { shift: planned() },
    });
    const moved = await call(t, 'PUT', `/api/shifts/${created.json().shift._id}/admin`, {
      cookie: admin,
      payload: { shift: { from: iso(week + 21 * DAY) } },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields['shift.to'].key).toBe('after');
  });

  it('removes a shift: answered as it was, then gone from the table and its id', async () => {
    const created = await call(t, 'POST', '/api/shifts/admin', {
      cookie: admin,
      payload: { shift: planned() },
    });
    const id = created.json().shift._id;
    const removed = await call(t, 'DELETE', `/api/shifts/${id}/admin`, { cookie: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().shift._id).toBe(id);
    expect((await call(t, 'GET', `/api/shifts/${id}/admin`, { cookie: admin })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/shifts/${id}/admin`, { cookie: admin })).statusCode).toBe(404);
  });
});

describe('mass planning: POST, PUT and DELETE /api/shifts/mass/admin', () => {
  const day = (n: number) => ({
    from: iso(week + (40 + n) * DAY + 7 * HOUR),
    to: iso(week + (40 + n) * DAY + 15 * HOUR),
    name: `Joukko ${n}`,
    department: o.department.id,
  });
  const liveNamed = async (prefix: string) =>
    (await t.db.select().from(shifts).where(eq(shifts.organizationId, o.organization.id))).filter(
      (s) => s.name.startsWith(prefix) && s.deletedAt === null,
    );

  it('plans many shifts in one call, or none when one item is invalid (named by item and field)', async () => {
    const refused = await call(t, 'POST', '/api/shifts/mass/admin', {
      cookie: admin,
      payload: { shifts: [day(1), { ...day(2), worker: other.worker.id }, day(3)] },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['shifts.1.worker']);
    expect(await liveNamed('Joukko')).toEqual([]);
    const tooLong = await call(t, 'POST', '/api/shifts/mass/admin', {
      cookie: admin,
      payload: { shifts: [day(1), { ...day(2), name: 'x'.repeat(81) }] },
    });
    expect(Object.keys(tooLong.json().fields)).toEqual(['shifts.1.name']);

    const created = await call(t, 'POST', '/api/shifts/mass/admin', {
      cookie: admin,
      payload: { shifts: [day(1), day(2), day(3)] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().shifts.map((s: { name: string }) => s.name)).toEqual([
      'Joukko 1',
      'Joukko 2',
      'Joukko 3',
    ]);
  });

  it('changes many at once, or none when the change leaves one ending before it starts', async () => {
    const ids = (await liveNamed('Joukko')).map((s) => s.id);
    expect(ids).toHaveLength(3);
    const refused = await call(t, 'PUT', '/api/shifts/mass/admin', {
      cookie: admin,
      payload: { ids, data: { to: iso(week + 41 * DAY + 12 * HOUR) } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['data.to'].key).toBe('after');
    const foreignWorker = await call(t, 'PUT', '/api/shifts/mass/admin', {
      cookie: admin,
      payload: { ids, data: { worker: other.worker.id } },
    });
    expect(foreignWorker.statusCode).toBe(400);
    expect(Object.keys(foreignWorker.json().fields)).toEqual(['data.worker']);
    expect((await liveNamed('Joukko')).every((s) => s.workerId === null)).toBe(true);

    const assigned = await call(t, 'PUT', '/api/shifts/mass/admin', {
      cookie: admin,
      payload: { ids, data: { worker: o.worker.id, billing: '90 €/h' } },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(
      assigned
        .json()
        .shifts.every(
          (s: { worker: string; billing: string }) => s.worker === o.worker.id && s.billing === '90 €/h',
        ),
    ).toBe(true);
    // Each keeps its own times.
    expect(assigned.json().shifts.map((s: { from: string }) => s.from)).toEqual(
      [1, 2, 3].map((n) => day(n).from),
    );
  });

  it("answers 404 and changes or removes nothing when one id is another organisation's", async () => {
    const ids = (await liveNamed('Joukko')).map((s) => s.id);
    const withForeign = [...ids, other.pastShift.id];
    const update = await call(t, 'PUT', '/api/shifts/mass/admin', {
      cookie: admin,
      payload: { ids: withForeign, data: { billing: 'kaapattu' } },
    });
    expect(update.statusCode).toBe(404);
    const remove = await call(t, 'DELETE', '/api/shifts/mass/admin', {
      cookie: admin,
      payload: { ids: withForeign },
    });
    expect(remove.statusCode).toBe(404);
    expect((await liveNamed('Joukko')).map((s) => s.billing)).toEqual(['90 €/h', '90 €/h', '90 €/h']);
    const [theirs] = await t.db.select().from(shifts).where(eq(shifts.id, other.pastShift.id));
    expect(theirs?.deletedAt).toBeNull();
  });

  it('removes many at once, answering them as they were', async () => {
    const ids = (await liveNamed('Joukko')).map((s) => s.id);
    const removed = await call(t, 'DELETE', '/api/shifts/mass/admin', { cookie: admin, payload: { ids } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().shifts).toHaveLength(3);
    expect(await liveNamed('Joukko')).toEqual([]);
  });
});
