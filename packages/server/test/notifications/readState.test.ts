// Notifications name their subject and have a read state (decision 139): a decision the worker is
// told of opens its shift, marking read is the owner's alone and idempotent, read-all answers
// how many were unread, and another user's or organisation's notification is 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.ts';
import { notify } from '../../src/modules/notifications/service.ts';
import { makeStampedShift, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';

let t: Awaited<ReturnType<typeof twoOrganizations>>['t'];
let o: OrgFixture;
let other: OrgFixture;
let worker: string;
let admin: string;

beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  [worker, admin] = await Promise.all([o.sessionFor('worker'), o.sessionFor('admin')]);
});
afterAll(() => t.close());

type Listed = {
  _id: string;
  title: string;
  subject: { type: string; id: string | null } | null;
  readAt: string | null;
};
const list = async (cookie: string): Promise<Listed[]> =>
  (await call(t, 'GET', '/api/notifications', { cookie })).json().notifications;

async function told(title: string, subject?: { type: 'shift'; id: string }) {
  await notify(t.db, {
    organizationId: o.organization.id,
    userId: o.worker.id,
    title,
    text: 'x',
    ...(subject && { subject }),
  });
  const found = (await list(worker)).find((n) => n.title === title);
  if (!found) throw new Error('not listed');
  return found;
}

describe('a notification’s subject and read state', () => {
  it('lists the subject it was made with, or none, and starts unread', async () => {
    const shiftId = '00000000-0000-4000-8000-00000000abcd';
    expect(await told('Aiheellinen', { type: 'shift', id: shiftId })).toMatchObject({
      subject: { type: 'shift', id: shiftId },
      readAt: null,
    });
    expect(await told('Aiheeton')).toMatchObject({ subject: null, readAt: null });
  });

  it('a stamp decision opens the decided shift', async () => {
    const shift = await makeStampedShift(t, o);
    const decided = await call(t, 'PUT', `/api/shifts/${shift.id}/approve-stamp/admin`, { cookie: admin });
    expect(decided.statusCode, decided.body).toBe(200);
    const [notice] = await list(worker);
    expect(notice?.subject).toEqual({ type: 'shift', id: shift.id });
    expect(notice?.readAt).toBeNull();
  });

  it('marks one read, keeps the first time when asked again, and the list shows it', async () => {
    const n = await told('Luettava');
    const first = await call(t, 'POST', `/api/notifications/${n._id}/read`, { cookie: worker });
    expect(first.statusCode).toBe(200);
    const readAt = first.json().notification.readAt;
    expect(Date.parse(readAt)).not.toBeNaN();
    t.clock.advance(60_000);
    const again = await call(t, 'POST', `/api/notifications/${n._id}/read`, { cookie: worker });
    expect(again.json().notification.readAt).toBe(readAt);
    expect((await list(worker)).find((x) => x._id === n._id)?.readAt).toBe(readAt);
  });

  it('marks every unread one read, answering how many, and then none', async () => {
    await told('Lukematon 1');
    await told('Lukematon 2');
    const unread = (await list(worker)).filter((n) => n.readAt === null).length;
    expect(unread).toBeGreaterThanOrEqual(2);
    const res = await call(t, 'POST', '/api/notifications/read-all', { cookie: worker });
    expect(res.json()).toEqual({ count: unread });
    expect((await list(worker)).every((n) => n.readAt !== null)).toBe(true);
    const none = await call(t, 'POST', '/api/notifications/read-all', { cookie: worker });
    expect(none.json()).toEqual({ count: 0 });
  });

  it("never marks another user's or organisation's notification (404), leaving it unread", async () => {
    await notify(t.db, {
      organizationId: o.organization.id,
      userId: o.admin.id,
      title: 'Ylläpidon',
      text: '',
    });
    await notify(t.db, {
      organizationId: other.organization.id,
      userId: other.worker.id,
      title: 'Muiden',
      text: '',
    });
    const [adminsOwn] = await list(admin);
    const [theirs] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.organizationId, other.organization.id))
      .limit(1);
    for (const id of [adminsOwn?._id, theirs?.id]) {
      const res = await call(t, 'POST', `/api/notifications/${id}/read`, { cookie: worker });
      expect(res.statusCode).toBe(404);
      expect(res.json().key).toBe('notification.notFound');
    }
    expect((await list(admin)).find((n) => n._id === adminsOwn?._id)?.readAt).toBeNull();
  });

  it('answers a 4xx for an id that is no id, 401 without a session and 403 to a guest user', async () => {
    // A path this long is refused before the route (414): no id of ours is.
    for (const [id, status] of [
      ['nope', 400],
      ['%00', 400],
      ['x'.repeat(300), 414],
    ] as const) {
      const res = await call(t, 'POST', `/api/notifications/${id}/read`, { cookie: worker });
      expect(res.statusCode, id).toBe(status);
      expect(res.json().statusCode).toBe(status);
    }
    expect((await call(t, 'POST', '/api/notifications/read-all')).statusCode).toBe(401);
    const guest = await o.sessionFor('guest');
    expect((await call(t, 'POST', '/api/notifications/read-all', { cookie: guest })).statusCode).toBe(403);
  });
});
