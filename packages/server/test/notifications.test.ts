import { NOTIFICATION } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { notify } from '../src/modules/notifications/service.ts';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from './support/app.ts';

let t: TestApp;
let worker: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  worker = await t.sessionFor('worker');
  admin = await t.sessionFor('admin');
});
afterAll(() => t.close());

const list = async (cookie: string) =>
  (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json();

describe('notifications', () => {
  it('lists own notifications newest first with an 80-character short text', async () => {
    const [u] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.worker));
    if (!u) throw new Error('worker missing');
    const long = 'Pitkä viesti '.repeat(20);
    await notify(t.db, {
      organizationId: u.organizationId,
      userId: u.id,
      title: 'Uusin',
      text: long,
      labels: ['testi'],
    });
    const { notifications } = await list(worker);
    expect(notifications.length).toBeGreaterThan(1);
    expect(notifications[0].title).toBe('Uusin');
    expect(notifications[0].shortText.length).toBeLessThanOrEqual(NOTIFICATION.shortTextLength);
    expect(long.startsWith(notifications[0].shortText)).toBe(true);
    const times = notifications.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("never shows or deletes another user's notification (404)", async () => {
    const theirs = (await list(admin)).notifications[0];
    const mine = await list(worker);
    expect(mine.notifications.map((n: { _id: string }) => n._id)).not.toContain(theirs._id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${theirs._id}`,
      headers: { cookie: worker },
    });
    expect(res.statusCode).toBe(404);
    expect((await list(admin)).notifications.map((n: { _id: string }) => n._id)).toContain(theirs._id);
  });

  it('deletes one and answers {notification}', async () => {
    const before = (await list(worker)).notifications;
    const target = before[0];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${target._id}`,
      headers: { cookie: worker },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().notification._id).toBe(target._id);
    expect((await list(worker)).notifications).toHaveLength(before.length - 1);
  });

  it('deletes all own notifications and leaves others alone', async () => {
    const adminCount = (await list(admin)).notifications.length;
    const mine = (await list(worker)).notifications.length;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/notifications/mass',
      headers: { cookie: worker },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: mine });
    expect((await list(worker)).notifications).toEqual([]);
    expect((await list(admin)).notifications).toHaveLength(adminCount);
  });
});
