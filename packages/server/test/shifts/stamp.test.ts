// PUT /api/shifts/:id/stamp/worker and /api/shifts/stamp/mass/worker: the times actually worked.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/db/schema/index.ts';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import {
  HOUR,
  iso,
  MINUTE,
  pick,
  plainWorkers,
  type ShiftApi,
  type ShiftRow,
  shiftApi,
  shiftRow,
  shiftRows,
  userByEmail,
} from '../support/shifts.ts';

let t: TestApp;
let api: ShiftApi;
let workerId: string;
beforeAll(async () => {
  t = await createTestApp();
  api = shiftApi(t, await t.sessionFor('worker'));
  workerId = (await userByEmail(t, DEMO_ACCOUNTS.worker)).id;
});
afterAll(() => t.close());

const isPast = (r: ShiftRow) => r.to !== null && r.to.getTime() < Date.now();
const needsStamp = (r: ShiftRow) => isPast(r) && r.stampRequired && !r.stamped;

/** `n` past, unstamped own shifts that need a stamp; demo shifts are marked required if too few. */
async function unstamped(n: number, skip: string[] = []) {
  const rows = (await shiftRows(t, workerId)).filter((r) => !skip.includes(r.id));
  const found = rows.filter(needsStamp).slice(0, n);
  const extra = rows.filter((r) => isPast(r) && !r.stampRequired).slice(0, n - found.length);
  if (extra.length > 0)
    await t.db
      .update(shifts)
      .set({ stampRequired: true })
      .where(
        inArray(
          shifts.id,
          extra.map((r) => r.id),
        ),
      );
  const picked = [...found.map((r) => r.id), ...extra.map((r) => r.id)];
  if (picked.length < n) throw new Error(`only ${picked.length} past shifts`);
  return Promise.all(picked.map((id) => shiftRow(t, id)));
}

describe('PUT /api/shifts/:id/stamp/worker', () => {
  it('stamps a past required shift with the times sent and a message', async () => {
    const [row] = await unstamped(1);
    if (!row?.to) throw new Error('no shift');
    const body = {
      from: iso(row.from.getTime() + 10 * MINUTE),
      to: iso(row.to.getTime() + 25 * MINUTE),
      message: 'Potilas tuli viime hetkellä',
    };
    const res = await api.stamp(row.id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shift).toMatchObject({
      _id: row.id,
      from: row.from.toISOString(),
      to: row.to.toISOString(),
      stamp: { ...body, stamped: true, required: true, approved: 0, notCompleted: false },
    });
    expect(await shiftRow(t, row.id)).toMatchObject({ stamped: true, stampMessage: body.message });
    expect((await api.shifts({ stampMissing: true })).map((s) => s._id)).not.toContain(row.id);
  });

  it("refuses a message over 150: 'maxLength'", async () => {
    const [row] = await unstamped(1);
    if (!row?.to) throw new Error('no shift');
    const res = await api.stamp(row.id, { from: iso(row.from), to: iso(row.to), message: 'm'.repeat(151) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.message).toMatchObject({ key: 'maxLength', params: { length: 150 } });
    expect((await shiftRow(t, row.id)).stamped).toBe(false);
  });

  it("refuses stamped times in the future: 'notInFuture'", async () => {
    const [row] = await unstamped(1);
    if (!row) throw new Error('no shift');
    const from = Date.now() + 10 * MINUTE;
    const res = await api.stamp(row.id, { from: iso(from), to: iso(from + HOUR) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.from.key).toBe('notInFuture');
    expect(res.json().fields.to.key).toBe('notInFuture');
  });

  it("refuses an end before the start: 'after'", async () => {
    const [row] = await unstamped(1);
    if (!row?.to) throw new Error('no shift');
    const res = await api.stamp(row.id, { from: iso(row.to), to: iso(row.from) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.to.key).toBe('after');
  });

  it('refuses a shift that needs no stamp: 409', async () => {
    const row = pick(await shiftRows(t, workerId), (r) => isPast(r) && !r.stampRequired, 'no stamp needed');
    const res = await api.stamp(row.id, { from: iso(row.from), to: iso(row.to ?? 0) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', key: 'stamp.notRequired' });
    expect((await shiftRow(t, row.id)).stamped).toBe(false);
  });

  it('refuses a shift whose stamp is approved: 409, unchanged', async () => {
    const [row] = await unstamped(1);
    if (!row?.to) throw new Error('no shift');
    await t.db
      .update(shifts)
      .set({ stamped: true, stampFrom: row.from, stampTo: row.to, stampApproved: 1 })
      .where(eq(shifts.id, row.id));
    const approved = await shiftRow(t, row.id);
    const res = await api.stamp(row.id, { from: iso(row.from.getTime() + HOUR), to: iso(row.to) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', key: 'stamp.alreadyApproved' });
    expect(await shiftRow(t, row.id)).toEqual(approved);
  });

  it("answers another worker's shift with 404, unstamped", async () => {
    const [other] = await plainWorkers(t);
    if (!other) throw new Error('no other worker');
    const theirs = pick(await shiftRows(t, other.id), isPast, "another worker's past shift");
    const res = await api.stamp(theirs.id, { from: iso(theirs.from), to: iso(theirs.to ?? 0) });
    expect(res.statusCode).toBe(404);
    expect(await shiftRow(t, theirs.id)).toEqual(theirs);
  });

  it('refuses a guest (403)', async () => {
    const [row] = await unstamped(1);
    if (!row?.to) throw new Error('no shift');
    const guest = shiftApi(t, await t.sessionFor('guest'));
    expect((await guest.stamp(row.id, { from: iso(row.from), to: iso(row.to) })).statusCode).toBe(403);
  });
});

describe('PUT /api/shifts/stamp/mass/worker', () => {
  it("refuses the lot when one id is another worker's: 404, none stamped", async () => {
    const rows = await unstamped(3);
    const [other] = await plainWorkers(t);
    if (!other) throw new Error('no other worker');
    const theirs = pick(await shiftRows(t, other.id), isPast, "another worker's past shift");
    const res = await api.stampMany({ ids: [...rows.map((r) => r.id), theirs.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', key: 'shift.notFound' });
    for (const r of rows) expect(await shiftRow(t, r.id)).toEqual(r);
    expect(await shiftRow(t, theirs.id)).toEqual(theirs);
  });

  it('refuses the lot when one needs no stamp: 409, none stamped', async () => {
    const rows = await unstamped(2);
    const free = pick(await shiftRows(t, workerId), (r) => isPast(r) && !r.stampRequired, 'no stamp needed');
    const res = await api.stampMany({ ids: [...rows.map((r) => r.id), free.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', key: 'stamp.notRequired' });
    for (const r of rows) expect((await shiftRow(t, r.id)).stamped).toBe(false);
  });

  it('stamps several past required shifts with their planned times in one call', async () => {
    const rows = await unstamped(3);
    const res = await api.stampMany({ ids: rows.map((r) => r.id), message: 'Kuten suunniteltu' });
    expect(res.statusCode, res.body).toBe(200);
    const answered: { _id: string; from: string; to: string; stamp: object }[] = res.json().shifts;
    expect(answered.map((s) => s._id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const s of answered)
      expect(s.stamp).toMatchObject({
        stamped: true,
        from: s.from,
        to: s.to,
        approved: 0,
        message: 'Kuten suunniteltu',
      });
    for (const r of rows)
      expect(await shiftRow(t, r.id)).toMatchObject({ stamped: true, stampFrom: r.from, stampTo: r.to });
  });

  it('refuses a guest (403) and an empty list (400)', async () => {
    const [row] = await unstamped(1);
    const guest = shiftApi(t, await t.sessionFor('guest'));
    expect((await guest.stampMany({ ids: [row?.id] })).statusCode).toBe(403);
    expect((await api.stampMany({ ids: [] })).statusCode).toBe(400);
  });
});
