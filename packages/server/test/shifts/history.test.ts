// Shift history: every change of a shift is kept with who, when, and the fields
// it changed, written in the change's own transaction (a refused change leaves none), and read
// back by GET /api/shifts/:id/history/admin as a timeline.
import { ApprovalState, BillingStatus } from '@tuura/domain/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftHistory, shifts, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { createTestApp } from '../support/app.ts';
import { makeOrganization, makeStampedShift, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { DAY, HOUR, iso } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
let week: number;

type Entry = {
  action: string;
  actor: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
type Timeline = { history: Entry[]; people: { _id: string; name: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  o = await makeOrganization(t, 'historia');
  other = await makeOrganization(t, 'toinen');
  admin = await o.sessionFor('admin');
  reader = await o.sessionFor('reader');
  week = t.clock.now().getTime() + 40 * DAY;
});
afterAll(() => t.close());

const planned = (day = 0) => ({
  from: iso(week + day * DAY + 7 * HOUR),
  to: iso(week + day * DAY + 15 * HOUR),
  name: 'Historiavuoro',
  department: o.department.id,
  stamp: { required: true },
});

async function plan(day = 0): Promise<string> {
  const res = await call(t, 'POST', '/api/shifts/admin', { cookie: admin, payload: { shift: planned(day) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().shift._id;
}

async function timeline(id: string, cookie = admin): Promise<Timeline> {
  const res = await call(t, 'GET', `/api/shifts/${id}/history/admin`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const adminName = async () => {
  const [row] = await t.db.select().from(users).where(eq(users.id, o.admin.id));
  return `${row?.firstName} ${row?.lastName}`;
};

describe('GET /api/shifts/:id/history/admin', () => {
  it('tells creation, assignment, a move and removal in order, each by the admin, with only what changed', async () => {
    const id = await plan();
    await call(t, 'PUT', `/api/shifts/${id}/admin`, {
      cookie: admin,
      payload: { shift: { worker: o.worker.id } },
    });
    await call(t, 'PUT', `/api/shifts/${id}/admin`, {
      cookie: admin,
      payload: { shift: { from: iso(week + 6 * HOUR) } },
    });
    await call(t, 'DELETE', `/api/shifts/${id}/admin`, { cookie: admin });

    const { history, people } = await timeline(id, reader);
    expect(history.map((e) => e.action)).toEqual(['created', 'updated', 'updated', 'deleted']);
    expect(history.every((e) => e.actor === o.admin.id)).toBe(true);
    const [created, assigned, moved, removed] = history;
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ name: 'Historiavuoro', department: o.department.id });
    expect(created?.after).not.toHaveProperty('worker');
    expect(assigned?.before).toEqual({ worker: null });
    expect(assigned?.after).toEqual({ worker: o.worker.id });
    expect(Object.keys(moved?.after ?? {})).toEqual(['from']);
    expect(Date.parse(String(moved?.before?.from))).toBe(week + 7 * HOUR);
    expect(Date.parse(String(moved?.after?.from))).toBe(week + 6 * HOUR);
    expect(removed?.before).toEqual({ deletedAt: null });
    expect(people.map((p) => p._id).sort()).toEqual([o.admin.id, o.worker.id].sort());
    expect(people.find((p) => p._id === o.admin.id)?.name).toBe(await adminName());
  });

  it('records a stamp decision and a mass billing change as one entry per shift', async () => {
    const stamped = await makeStampedShift(t, o);
    const approved = await call(t, 'PUT', `/api/shifts/${stamped.id}/approve-stamp/admin`, { cookie: admin });
    expect(approved.statusCode).toBe(200);
    const second = await plan(1);
    const billed = await call(t, 'PUT', '/api/shifts/mass/admin', {
      cookie: admin,
      payload: { ids: [stamped.id, second], data: { billingStatus: BillingStatus.billed } },
    });
    expect(billed.statusCode, billed.body).toBe(200);

    const stampTimeline = (await timeline(stamped.id)).history;
    expect(stampTimeline.map((e) => [e.action, e.after])).toEqual([
      ['created', expect.objectContaining({ stamped: true, stampApproved: ApprovalState.pending })],
      ['updated', { stampApproved: ApprovalState.approved }],
      ['updated', { billingStatus: BillingStatus.billed }],
    ]);
    // Inserted by a factory, not a person: nobody is named for the creation.
    expect(stampTimeline[0]?.actor).toBeNull();
    expect((await timeline(second)).history.at(-1)?.after).toEqual({ billingStatus: BillingStatus.billed });
  });

  it("records the worker's own stamp as theirs", async () => {
    const end = t.clock.now().getTime() - 30 * HOUR;
    const [row] = await t.db
      .insert(shifts)
      .values({
        organizationId: o.organization.id,
        workerId: o.worker.id,
        departmentId: o.department.id,
        name: 'Leimattava',
        from: new Date(end - 8 * HOUR),
        to: new Date(end),
        stampRequired: true,
      })
      .returning();
    const worker = await o.sessionFor('worker');
    const res = await call(t, 'PUT', `/api/shifts/${row?.id}/stamp/worker`, {
      cookie: worker,
      payload: { from: iso(end - 8 * HOUR), to: iso(end + HOUR), message: 'Myöhästyin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const last = (await timeline(row?.id ?? '')).history.at(-1);
    expect(last?.actor).toBe(o.worker.id);
    expect(last?.after).toMatchObject({ stamped: true, stampMessage: 'Myöhästyin' });
  });

  it('leaves no entry when a mass change is refused as a whole', async () => {
    const first = await plan(2);
    const before = await t.db.select().from(shiftHistory).where(eq(shiftHistory.shiftId, first));
    const refused = await call(t, 'PUT', '/api/shifts/mass/admin', {
      cookie: admin,
      payload: { ids: [first, other.pastShift.id], data: { name: 'Ei käy' } },
    });
    expect(refused.statusCode).toBe(404);
    const after = await t.db.select().from(shiftHistory).where(eq(shiftHistory.shiftId, first));
    expect(after).toHaveLength(before.length);
  });

  it("answers 404 for another organisation's shift and 403 for a worker", async () => {
    const foreign = await call(t, 'GET', `/api/shifts/${other.pastShift.id}/history/admin`, {
      cookie: admin,
    });
    expect(foreign.statusCode).toBe(404);
    const worker = await o.sessionFor('worker');
    const denied = await call(t, 'GET', `/api/shifts/${o.pastShift.id}/history/admin`, { cookie: worker });
    expect(denied.statusCode).toBe(403);
  });
});
