// The marks a listing shows: a file shared with a user reads `isShared` in its owner's
// list, and the admin's table counts its shares and names its owner. (A subquery once compared the
// share row with itself: every file read as not shared.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture } from '../support/factories.ts';
import { filesApp, pdf, upload } from './support.ts';

let t: TestApp;
let a: OrgFixture;
beforeAll(async () => {
  ({ t, a } = await filesApp());
});
afterAll(() => t?.close());

describe('sharing marks', () => {
  it('show in the owner’s list and the admin’s table', async () => {
    const cookie = await a.sessionFor('worker');
    const colleague = await makeUser(t, a.organization.id, { firstName: 'Kaija', lastName: 'Kollega' });
    const shared = (await upload(t, cookie, 'jaettu.pdf', pdf())).json().file;
    const alone = (await upload(t, cookie, 'oma.pdf', pdf())).json().file;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${shared._id}/worker`,
      headers: { cookie },
      payload: { sharedWithUsers: [colleague.id] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().file.isShared).toBe(true);

    const list = (await t.app.inject({ url: '/api/files/worker', headers: { cookie } })).json();
    const byName = new Map(list.files.map((f: { filename: string }) => [f.filename, f]));
    expect(byName.get('jaettu.pdf')).toMatchObject({ isShared: true });
    expect(byName.get('oma.pdf')).toMatchObject({ isShared: false });

    const admin = await a.sessionFor('admin');
    const table = (await t.app.inject({ url: '/api/files/admin', headers: { cookie: admin } })).json();
    const rows = new Map(table.files.map((f: { _id: string }) => [f._id, f]));
    expect(rows.get(shared._id)).toMatchObject({
      shareCount: 1,
      isShared: true,
      ownerName: expect.any(String),
    });
    expect(rows.get(alone._id)).toMatchObject({ shareCount: 0, isShared: false });
    const owner = rows.get(shared._id) as { ownerName: string };
    expect(owner.ownerName).not.toBe('Kaija Kollega');
  });
});
