// GET /api/shifts/:id/worker and /api/shifts/:id/near/worker: own shifts only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import {
  DAY,
  pick,
  plainWorkers,
  type ShiftApi,
  type ShiftRow,
  shiftApi,
  shiftRows,
  userByEmail,
} from '../support/shifts.ts';

let t: TestApp;
let api: ShiftApi;
let workerId: string;
let mine: ShiftRow[];
let theirs: ShiftRow;
beforeAll(async () => {
  t = await createTestApp();
  api = shiftApi(t, await t.sessionFor('worker'));
  workerId = (await userByEmail(t, DEMO_ACCOUNTS.worker)).id;
  mine = await shiftRows(t, workerId);
  const [other] = await plainWorkers(t);
  if (!other) throw new Error('no other worker');
  theirs = pick(await shiftRows(t, other.id), () => true, "another worker's shift");
});
afterAll(() => t.close());

describe('GET /api/shifts/:id/worker', () => {
  it('answers an own shift with its place and stamp', async () => {
    const row = pick(mine, (r) => r.stampRequired && r.stamped, 'a stamped shift');
    const res = await api.get(row.id);
    expect(res.statusCode).toBe(200);
    const { shift } = res.json();
    expect(shift).toMatchObject({
      _id: row.id,
      from: row.from.toISOString(),
      to: row.to?.toISOString(),
      name: row.name,
      worker: workerId,
      department: row.departmentId,
      template: row.templateId,
      submitted: true,
      stamp: {
        required: true,
        stamped: true,
        from: row.stampFrom?.toISOString(),
        to: row.stampTo?.toISOString(),
        approved: row.stampApproved,
      },
      place: { customer: expect.any(String), department: expect.any(String) },
    });
  });

  it("answers another worker's shift and an unknown id alike: 404", async () => {
    const other = await api.get(theirs.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', key: 'shift.notFound' });
    expect(other.body).not.toContain(theirs.name);
    expect((await api.get(randomUUID())).statusCode).toBe(404);
  });

  it('refuses an id that is not a uuid: 400 naming params.id', async () => {
    const res = await api.get('not-a-uuid');
    expect(res.statusCode).toBe(400);
    // Path and query messages carry their part of the request as a prefix (plugins/errors.ts).
    expect(res.json().fields['params.id']).toMatchObject({ key: 'format', params: { format: 'uuid' } });
  });

  it('lets in workers only', async () => {
    const row = mine[0];
    if (!row) throw new Error('no shifts');
    expect((await shiftApi(t).get(row.id)).statusCode).toBe(401);
    expect((await shiftApi(t, await t.sessionFor('guest')).get(row.id)).statusCode).toBe(403);
  });
});

describe('GET /api/shifts/:id/near/worker', () => {
  it('answers own shifts within a day either side, without the shift itself', async () => {
    // A shift with a neighbour less than a day away, so the answer is not empty.
    const index = mine.findIndex(
      (r, i) =>
        r.to !== null && i + 1 < mine.length && (mine[i + 1]?.from.getTime() ?? 0) - r.to.getTime() < DAY,
    );
    const row = mine[index];
    if (!row?.to) throw new Error('no shift with a near neighbour');
    const res = await api.near(row.id);
    expect(res.statusCode).toBe(200);
    const near: { _id: string; worker: string }[] = res.json().shifts;
    const lo = row.from.getTime() - DAY;
    const hi = row.to.getTime() + DAY;
    const expected = mine.filter(
      (r) => r.id !== row.id && r.from.getTime() <= hi && (r.to === null || r.to.getTime() > lo),
    );
    expect(near.map((s) => s._id)).toEqual(expected.map((r) => r.id));
    expect(near.map((s) => s._id)).not.toContain(row.id);
    expect(near.length).toBeGreaterThan(0);
    for (const s of near) expect(s.worker).toBe(workerId);
  });

  it("answers another worker's shift with 404", async () => {
    expect((await api.near(theirs.id)).statusCode).toBe(404);
    expect((await api.near(randomUUID())).statusCode).toBe(404);
  });
});
