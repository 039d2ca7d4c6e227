// POST /api/shifts/worker: adding a finished shift and starting one, with the §5 form rules.
import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../src/db/schema/index.ts';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import {
  HOUR,
  iso,
  MINUTE,
  plainWorkers,
  quietPast,
  type ShiftApi,
  sessionForUser,
  shiftApi,
  shiftRows,
  userByEmail,
} from '../support/shifts.ts';

let t: TestApp;
let api: ShiftApi;
let template: typeof templates.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  api = shiftApi(t, await t.sessionFor('worker'));
  const [first] = await t.db
    .select()
    .from(templates)
    .orderBy(asc(templates.priority), asc(templates.id))
    .limit(1);
  if (!first) throw new Error('no demo template');
  template = first;
});
afterAll(() => t.close());

const past = (daysAgo: number) => ({ ...quietPast(daysAgo, 8, 8), name: 'Lisätty vuoro' });
const fieldsOf = async (res: Awaited<ReturnType<ShiftApi['create']>>) => {
  expect(res.statusCode, res.body).toBe(400);
  return res.json().fields;
};

describe('POST /api/shifts/worker: adding a finished shift', () => {
  it('adds a submitted past shift, answers 201 {shift}, and lists it', async () => {
    const input = { ...past(70), description: 'Sijaisuus', type: 2 };
    const res = await api.create(input);
    expect(res.statusCode).toBe(201);
    const { shift } = res.json();
    const me = await userByEmail(t, DEMO_ACCOUNTS.worker);
    expect(shift).toMatchObject({
      ...input,
      worker: me.id,
      submitted: true,
      template: null,
      department: null,
      place: null,
      billingStatus: 0,
      stamp: { required: false, stamped: false, approved: 0 },
    });
    const listed = await api.shifts({ from: input.from, to: input.to });
    expect(listed.map((s) => s._id)).toContain(shift._id);
  });

  it("refuses a start 10 minutes ahead: 'notInFuture'", async () => {
    const from = Date.now() + 10 * MINUTE;
    const fields = await fieldsOf(
      await api.create({ name: 'Liian aikaisin', from: iso(from), to: iso(from + HOUR) }),
    );
    expect(fields['shift.from']).toMatchObject({ key: 'notInFuture', params: { minutes: 5 } });
  });

  it('accepts an end a few minutes ahead (within the 5-minute limit)', async () => {
    const from = Date.now() + 3 * MINUTE;
    const res = await api.create({ name: 'Melkein nyt', from: iso(from - HOUR), to: iso(from) });
    expect(res.statusCode).toBe(201);
  });

  it("refuses an end before the start: 'after'", async () => {
    const { from } = past(71);
    const fields = await fieldsOf(
      await api.create({ name: 'Väärinpäin', from, to: iso(Date.parse(from) - HOUR) }),
    );
    expect(fields['shift.to'].key).toBe('after');
  });

  it('refuses a finished shift without an end', async () => {
    const fields = await fieldsOf(await api.create({ name: 'Ei loppua', from: past(72).from }));
    expect(fields['shift.to'].key).toBe('required');
  });

  it("refuses a name over 80 and a description over 300: 'maxLength'", async () => {
    const longName = await fieldsOf(await api.create({ ...past(73), name: 'n'.repeat(81) }));
    expect(longName['shift.name']).toMatchObject({ key: 'maxLength', params: { length: 80 } });
    const longText = await fieldsOf(await api.create({ ...past(73), description: 'd'.repeat(301) }));
    expect(longText['shift.description']).toMatchObject({ key: 'maxLength', params: { length: 300 } });
  });

  it("refuses a missing or blank name: 'required'", async () => {
    const { from, to } = past(74);
    expect((await fieldsOf(await api.create({ from, to })))['shift.name'].key).toBe('required');
    expect((await fieldsOf(await api.create({ from, to, name: '   ' })))['shift.name'].key).toBe('required');
  });

  it("refuses changing a template's name: 'locked'", async () => {
    const fields = await fieldsOf(
      await api.create({ ...past(75), name: `${template.name} muokattu`, template: template.id }),
    );
    expect(fields['shift.name'].key).toBe('locked');
  });

  it("adds a shift from a template with the template's name and department", async () => {
    const shift = await api.add({ ...past(76), name: template.name, template: template.id });
    expect(shift).toMatchObject({
      name: template.name,
      template: template.id,
      department: template.departmentId,
    });
    expect(shift.place).toEqual({ customer: expect.any(String), department: expect.any(String) });
  });

  it('refuses an unknown department or template', async () => {
    const dept = await fieldsOf(await api.create({ ...past(77), department: randomUUID() }));
    expect(dept['shift.department'].key).toBe('invalid');
    const tpl = await fieldsOf(await api.create({ ...past(77), template: randomUUID() }));
    expect(tpl['shift.template'].key).toBe('invalid');
  });
});

describe('POST /api/shifts/worker: starting a shift', () => {
  it('refuses to start a second shift while one runs: 409', async () => {
    const res = await api.create({ name: 'Toinen', from: iso(Date.now() - MINUTE), submitted: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      key: 'shift.otherRunning',
      fields: { 'shift.from': { key: 'ongoing' } },
    });
    const running = await api.shifts({ submitted: false });
    expect(running).toHaveLength(1);
    expect(running[0]?.name).not.toBe('Toinen');
  });

  it('starts a shift for a worker with none running; it is then the submitted=false shift', async () => {
    const [other] = await plainWorkers(t);
    if (!other) throw new Error('no other worker');
    const theirs = shiftApi(t, await sessionForUser(t, other));
    expect(await theirs.shifts({ submitted: false })).toEqual([]);
    const from = iso(Date.now() - 15 * MINUTE);
    // An end sent with a start is ignored: a started shift runs until it is ended.
    const res = await theirs.create({ name: 'Päivystys', from, to: iso(Date.now()), submitted: false });
    expect(res.statusCode).toBe(201);
    const { shift } = res.json();
    expect(shift).toMatchObject({ from, to: null, submitted: false, worker: other.id });
    const running = await theirs.shifts({ submitted: false });
    expect(running.map((s) => s._id)).toEqual([shift._id]);
  });

  it('starts only one of several simultaneous starts (a double tap)', async () => {
    // Three workers, four taps each at once; on PostgreSQL they race on separate connections.
    for (const person of (await plainWorkers(t)).slice(1, 4)) {
      const theirs = shiftApi(t, await sessionForUser(t, person));
      const start = { name: 'Tupla', from: iso(Date.now() - MINUTE), submitted: false };
      const answers = await Promise.all([1, 2, 3, 4].map(() => theirs.create(start)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
      expect(await theirs.shifts({ submitted: false })).toHaveLength(1);
    }
  });

  it("refuses a start 10 minutes ahead: 'notInFuture'", async () => {
    const res = await api.create({ name: 'Tuleva', from: iso(Date.now() + 10 * MINUTE), submitted: false });
    expect((await fieldsOf(res))['shift.from'].key).toBe('notInFuture');
  });
});

describe('POST /api/shifts/worker: who may add', () => {
  it('lets an admin add own shifts (admins are users too)', async () => {
    const admin = await userByEmail(t, DEMO_ACCOUNTS.admin);
    const shift = await shiftApi(t, await t.sessionFor('admin')).add(past(78));
    expect(shift.worker).toBe(admin.id);
    const rows = await shiftRows(t, admin.id);
    expect(rows.map((r) => r.id)).toContain(shift._id);
  });

  it('refuses a guest (403) and an anonymous caller (401)', async () => {
    expect((await shiftApi(t, await t.sessionFor('guest')).create(past(79))).statusCode).toBe(403);
    expect((await shiftApi(t).create(past(79))).statusCode).toBe(401);
  });
});
