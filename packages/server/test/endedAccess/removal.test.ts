// Removing a user ends what their access held (decision 133): every session at once, so the next
// request with any of their cookies answers 401 and their open streams close; their files are
// shared with nobody any more and leave the quota, kept for the admins to find under them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileQuotas } from '../../src/db/schema/index.ts';
import { filesApp, pdf, upload } from '../files/support.ts';
import { openStream, type SseStream } from '../liveEvents/sseClient.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture } from '../support/factories.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let a: OrgFixture;
let base: string;
const opened: SseStream[] = [];
beforeAll(async () => {
  ({ t, a } = await filesApp());
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of opened) await s.close();
  await t.close();
});

const remove = async (id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/users/${id}/admin`,
    headers: { cookie: await a.sessionFor('admin') },
  });
const refresh = (cookie: string) => t.app.inject({ url: '/api/auth/refresh', headers: { cookie } });
const names = (res: { json: () => { files: { filename: string }[] } }) =>
  res.json().files.map((f) => f.filename);

describe('removing a user', () => {
  it('ends all their sessions at once: old cookies answer 401 and open streams close', async () => {
    const leaver = await makeUser(t, a.organization.id);
    const phone = await sessionForUser(t, leaver);
    const desk = await sessionForUser(t, leaver);
    const stream = await openStream(`${base}/api/notifications/stream`, { cookie: phone });
    opened.push(stream);
    await stream.ready();
    expect((await refresh(desk)).statusCode).toBe(200);

    expect((await remove(leaver.id)).statusCode).toBe(200);
    // The stream closes on the removal's event, long before a heartbeat would notice.
    await stream.closed(1000);
    for (const cookie of [phone, desk]) expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('unshares their files and releases their quota; admins still find the files under them', async () => {
    const leaver = await makeUser(t, a.organization.id, { firstName: 'Lähtevä' });
    const colleague = await makeUser(t, a.organization.id);
    const own = await sessionForUser(t, leaver);
    const shared = (await upload(t, own, 'ohje.pdf', pdf(2000))).json().file;
    const forAll = (await upload(t, own, 'kaikille.pdf', pdf(3000))).json().file;
    const theirs = await sessionForUser(t, colleague);
    const toLeaver = (await upload(t, theirs, 'lähtijälle.pdf', pdf())).json().file;
    const share = (cookie: string, id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/files/${id}/worker`, headers: { cookie }, payload });
    expect((await share(own, shared._id, { sharedWithUsers: [colleague.id] })).statusCode).toBe(200);
    expect((await share(own, forAll._id, { isSharedWithAll: true })).statusCode).toBe(200);
    expect((await share(theirs, toLeaver._id, { sharedWithUsers: [leaver.id] })).statusCode).toBe(200);
    const sharedWithMe = async () =>
      names(
        await t.app.inject({
          url: '/api/files/worker?context=shared-with-me',
          headers: { cookie: await sessionForUser(t, colleague) },
        }),
      );
    expect(await sharedWithMe()).toEqual(expect.arrayContaining(['ohje.pdf', 'kaikille.pdf']));
    const bucket = () =>
      t.db
        .select()
        .from(fileQuotas)
        .where(and(eq(fileQuotas.organizationId, a.organization.id), eq(fileQuotas.bucketId, leaver.id)));
    expect((await bucket())[0]?.used).toBe(5000);

    expect((await remove(leaver.id)).statusCode).toBe(200);

    const seen = await sharedWithMe();
    expect(seen).not.toContain('ohje.pdf');
    expect(seen).not.toContain('kaikille.pdf');
    expect(await bucket()).toEqual([]);
    // The colleague's own file no longer names the removed user among those it is shared with.
    const sharedWith = await t.app.inject({
      url: `/api/files/${toLeaver._id}/shared-with/worker`,
      headers: { cookie: theirs },
    });
    expect(sharedWith.json().users).toEqual([]);
    // Kept: an admin with files read finds them under the user and downloads them.
    const reader = await a.sessionFor('reader');
    const underUser = await t.app.inject({
      url: `/api/files/worker?context=users&user=${leaver.id}`,
      headers: { cookie: reader },
    });
    expect(underUser.statusCode, underUser.body).toBe(200);
    expect(names(underUser).sort()).toEqual(['kaikille.pdf', 'ohje.pdf']);
    const adminList = await t.app.inject({
      url: `/api/files/admin?owner=${leaver.id}`,
      headers: { cookie: reader },
    });
    expect(
      adminList
        .json()
        .files.map((f: { shareCount: number; isSharedWithAll: boolean }) => [
          f.shareCount,
          f.isSharedWithAll,
        ]),
    ).toEqual([
      [0, false],
      [0, false],
    ]);
    const download = await t.app.inject({ url: `/api/files/${shared._id}`, headers: { cookie: reader } });
    expect(download.statusCode).toBe(200);
  });
});
