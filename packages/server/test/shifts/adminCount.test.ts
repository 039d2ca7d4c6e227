// GET /api/shifts/count/admin (spec §7): the admin overview's "stamps waiting for approval".
// Counts only the caller's organisation, only live shifts, and only stamps nobody has handled.
import { ApprovalState } from '@tuura/domain/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { HOUR, sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ({ t, a, b } = await twoOrganizations());
});
afterAll(() => t.close());

const WAITING = '/api/shifts/count/admin?require-approval=true';

const countAs = async (cookie: string, url = WAITING) => {
  const res = await call(t, 'GET', url, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count as number;
};

/** The worker stamps his past shift through the API: it then waits for an admin. */
async function stampPast(o: OrgFixture) {
  const res = await call(t, 'PUT', `/api/shifts/${o.pastShift.id}/stamp/worker`, {
    cookie: await o.sessionFor('worker'),
    payload: { from: o.pastShift.from.toISOString(), to: o.pastShift.to?.toISOString(), message: '' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A past shift of the organisation's worker with a stamp in the given state. */
async function stampedShift(o: OrgFixture, approved: ApprovalState, deletedAt: Date | null = null) {
  const from = new Date(t.clock.now().getTime() - 30 * HOUR);
  const to = new Date(from.getTime() + 8 * HOUR);
  await t.db.insert(shifts).values({
    organizationId: o.organization.id,
    workerId: o.worker.id,
    name: 'Leimattu',
    from,
    to,
    stampRequired: true,
    stamped: true,
    stampFrom: from,
    stampTo: to,
    stampApproved: approved,
    deletedAt,
  });
}

describe('stamps waiting for approval', () => {
  it('starts at zero: a required stamp the worker has not given waits for nobody', async () => {
    expect(await countAs(await a.sessionFor('admin'))).toBe(0);
  });

  it('counts a stamp once the worker gives it, for the admin and the reader alike', async () => {
    await stampPast(a);
    expect(await countAs(await a.sessionFor('admin'))).toBe(1);
    expect(await countAs(await a.sessionFor('reader'))).toBe(1);
  });

  it('leaves out approved, rejected and removed shifts', async () => {
    await stampedShift(a, ApprovalState.approved);
    await stampedShift(a, ApprovalState.rejected);
    await stampedShift(a, ApprovalState.pending, t.clock.now());
    expect(await countAs(await a.sessionFor('admin'))).toBe(1);
    await stampedShift(a, ApprovalState.pending);
    expect(await countAs(await a.sessionFor('admin'))).toBe(2);
  });

  it("never counts another organisation's shifts", async () => {
    expect(await countAs(await b.sessionFor('admin'))).toBe(0);
    await stampPast(b);
    await stampedShift(b, ApprovalState.pending);
    await stampedShift(b, ApprovalState.pending);
    expect(await countAs(await b.sessionFor('admin'))).toBe(3);
    expect(await countAs(await a.sessionFor('admin'))).toBe(2);
  });

  it('without the filter counts every live shift of the organisation', async () => {
    const live = (
      await t.db.select().from(shifts).where(eq(shifts.organizationId, a.organization.id))
    ).filter((s) => !s.deletedAt);
    expect(await countAs(await a.sessionFor('admin'), '/api/shifts/count/admin')).toBe(live.length);
    expect(await countAs(await a.sessionFor('admin'), '/api/shifts/count/admin?require-approval=false')).toBe(
      live.length,
    );
  });

  it('answers every role as spec §6 says: shifts read or above', async () => {
    const status = async (cookie?: string) => (await call(t, 'GET', WAITING, { cookie })).statusCode;
    expect(await status()).toBe(401);
    expect(await status(await a.sessionFor('worker'))).toBe(403);
    expect(await status(await a.sessionFor('guest'))).toBe(403);
    expect(await status(await a.sessionFor('reader'))).toBe(200);
    expect(await status(await a.sessionFor('admin'))).toBe(200);
    const usersOnly = await makeUser(t, a.organization.id, { permissions: { users: 'all' } });
    expect(await status(await sessionForUser(t, usersOnly))).toBe(403);
    const shiftsReader = await makeUser(t, a.organization.id, { permissions: { shifts: 'read' } });
    expect(await countAs(await sessionForUser(t, shiftsReader))).toBe(2);
  });

  it('refuses a filter value other than true or false', async () => {
    const res = await call(t, 'GET', '/api/shifts/count/admin?require-approval=yes', {
      cookie: await a.sessionFor('admin'),
    });
    expect(res.statusCode).toBe(400);
  });
});
