// PUT /api/shifts/:id/worker: ending the running shift and correcting own shifts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/db/schema/index.ts';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import {
  HOUR,
  iso,
  MINUTE,
  pick,
  plainWorkers,
  quietPast,
  type ShiftApi,
  type ShiftRow,
  shiftApi,
  shiftRow,
  shiftRows,
  userByEmail,
} from '../support/shifts.ts';

let t: TestApp;
let api: ShiftApi;
let mine: ShiftRow[];
let running: ShiftRow;
beforeAll(async () => {
  t = await createTestApp();
  api = shiftApi(t, await t.sessionFor('worker'));
  mine = await shiftRows(t, (await userByEmail(t, DEMO_ACCOUNTS.worker)).id);
  running = pick(mine, (r) => !r.submitted, 'the running shift');
});
afterAll(() => t.close());

const isOpen = (r: ShiftRow) =>
  r.submitted && r.billingStatus === 0 && r.stampApproved !== 1 && (r.to?.getTime() ?? 0) < Date.now();

describe('PUT /api/shifts/:id/worker: ending the running shift', () => {
  it("refuses an end before the start: 'after'", async () => {
    const res = await api.update(running.id, { to: iso(running.from.getTime() - MINUTE), submitted: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['shift.to'].key).toBe('after');
  });

  it("refuses an end 10 minutes ahead: 'notInFuture'", async () => {
    const res = await api.update(running.id, { to: iso(Date.now() + 10 * MINUTE), submitted: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['shift.to']).toMatchObject({ key: 'notInFuture', params: { minutes: 5 } });
  });

  it('refuses ending without an end time', async () => {
    const res = await api.update(running.id, { submitted: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['shift.to'].key).toBe('required');
    expect((await shiftRow(t, running.id)).submitted).toBe(false);
  });

  it('ends it with {to, description, submitted: true}', async () => {
    const to = iso(Math.floor(Date.now() / MINUTE) * MINUTE);
    const res = await api.update(running.id, { to, description: 'Kiireinen ilta', submitted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().shift).toMatchObject({
      _id: running.id,
      from: running.from.toISOString(),
      to,
      submitted: true,
      description: 'Kiireinen ilta',
      name: running.name,
    });
    const row = await shiftRow(t, running.id);
    expect(row).toMatchObject({ submitted: true, description: 'Kiireinen ilta' });
    expect(row.to?.toISOString()).toBe(to);
    expect(await api.shifts({ submitted: false })).toEqual([]);
  });
});

describe('PUT /api/shifts/:id/worker: correcting own shifts', () => {
  it('changes a free shift and keeps what was not sent', async () => {
    const added = await api.add({ ...quietPast(70, 9, 6), name: 'Alku', description: 'Pysyy' });
    const to = iso(Date.parse(added.to ?? '') + HOUR);
    const res = await api.update(added._id, { name: 'Korjattu', to });
    expect(res.statusCode).toBe(200);
    expect(res.json().shift).toMatchObject({ name: 'Korjattu', description: 'Pysyy', to, from: added.from });
  });

  it("refuses renaming a shift that comes from a template: 'locked'", async () => {
    const row = pick(mine, (r) => isOpen(r) && r.templateId !== null, 'an open template shift');
    const res = await api.update(row.id, { name: `${row.name} 2` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['shift.name'].key).toBe('locked');
    expect((await shiftRow(t, row.id)).name).toBe(row.name);
  });

  it("answers another worker's shift with 404 and changes nothing", async () => {
    const [other] = await plainWorkers(t);
    if (!other) throw new Error('no other worker');
    const theirs = pick(await shiftRows(t, other.id), isOpen, "another worker's open shift");
    const res = await api.update(theirs.id, { description: 'Ei minun', to: iso(Date.now() - HOUR) });
    expect(res.statusCode).toBe(404);
    expect(await shiftRow(t, theirs.id)).toEqual(theirs);
  });

  it('refuses a billed shift: 409, unchanged', async () => {
    const billed = pick(mine, (r) => r.billingStatus === 1, 'a billed shift');
    const res = await api.update(billed.id, { description: 'Myöhäinen korjaus' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', key: 'shift.settled' });
    expect(await shiftRow(t, billed.id)).toEqual(billed);
    const received = pick(mine, (r) => r.billingStatus === 2, 'a paid shift');
    expect((await api.update(received.id, { description: 'x' })).statusCode).toBe(409);
  });

  it('refuses a shift whose stamp is approved: 409, unchanged', async () => {
    const row = pick(mine, (r) => isOpen(r) && r.stampRequired, 'an open shift needing a stamp');
    await t.db
      .update(shifts)
      .set({ stamped: true, stampFrom: row.from, stampTo: row.to, stampApproved: 1 })
      .where(eq(shifts.id, row.id));
    const approved = await shiftRow(t, row.id);
    const res = await api.update(row.id, { description: 'Myöhäinen korjaus' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', key: 'shift.settled' });
    expect(await shiftRow(t, row.id)).toEqual(approved);
  });

  it('refuses a guest (403)', async () => {
    const res = await shiftApi(t, await t.sessionFor('guest')).update(running.id, { description: 'x' });
    expect(res.statusCode).toBe(403);
  });
});
