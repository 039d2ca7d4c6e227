// Who sees which file (decision 109): the four listing contexts, sharing with users,
// groups, all and public, 404 for everything else (the same as a missing file), guests nothing,
// another organisation nothing; the admin's views; downloads with safe headers and ranges.
import { FILES } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileShares, groupMembers, groups } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture } from '../support/factories.ts';
import { sessionForUser } from '../support/shifts.ts';
import { filesApp, makeDirectoryCall, PNG, pdf, storedObjects, upload } from './support.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let dataDir: string;
let member: { id: string; organizationId: string; email: string };
let outsider: { id: string; organizationId: string; email: string };
let groupId: string;
beforeAll(async () => {
  ({ t, a, b, dataDir } = await filesApp());
  member = await makeUser(t, a.organization.id, { firstName: 'Mirja', lastName: 'Jäsen' });
  outsider = await makeUser(t, a.organization.id, { firstName: 'Olli', lastName: 'Ulkona' });
  const [group] = await t.db
    .insert(groups)
    .values({ organizationId: a.organization.id, name: 'Hoitajat' })
    .returning();
  groupId = group?.id ?? '';
  await t.db.insert(groupMembers).values({ organizationId: a.organization.id, groupId, userId: member.id });
});
afterAll(() => t?.close());

const as = async (who: 'worker' | 'reader' | 'admin' | 'guest' | typeof member) =>
  typeof who === 'string' ? a.sessionFor(who) : sessionForUser(t, who);
const get = async (cookie: string | undefined, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...headers, ...(cookie && { cookie }) } });
const put = async (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
const del = async (cookie: string, url: string) =>
  t.app.inject({ method: 'DELETE', url, headers: { cookie } });
const list = async (cookie: string, query: string) =>
  (await get(cookie, `/api/files/worker?${query}`)).json();
const names = (page: { files: { filename: string }[] }) => page.files.map((f) => f.filename);

async function uploaded(
  cookie: string,
  name: string,
  bytes: Buffer = pdf(),
  fields: Record<string, string> = {},
) {
  const res = await upload(t, cookie, name, bytes, fields);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().file as { _id: string; filename: string };
}

describe('a private file', () => {
  it("is the owner's alone: 404 for get, update, delete and download to others, nothing changed", async () => {
    const file = await uploaded(await as('worker'), 'palkka.pdf');
    for (const cookie of [await as(outsider), await b.sessionFor('worker'), await b.sessionFor('admin')]) {
      expect((await get(cookie, `/api/files/${file._id}`)).statusCode).toBe(404);
      expect((await get(cookie, `/api/files/${file._id}/shared-with/worker`)).statusCode).toBe(404);
      expect((await put(cookie, `/api/files/${file._id}/worker`, { filename: 'oma.pdf' })).statusCode).toBe(
        404,
      );
      expect((await del(cookie, `/api/files/${file._id}/worker`)).statusCode).toBe(404);
    }
    // Another organisation's admin reaches none of it through the admin calls either.
    const foreignAdmin = await b.sessionFor('admin');
    expect((await get(foreignAdmin, `/api/files/${file._id}/admin`)).statusCode).toBe(404);
    expect(
      (await put(foreignAdmin, `/api/files/${file._id}/admin`, { isSharedWithAll: true })).statusCode,
    ).toBe(404);
    expect((await del(foreignAdmin, `/api/files/${file._id}/admin`)).statusCode).toBe(404);
    const own = await get(await as('worker'), `/api/files/${file._id}`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf())).toBe(true);
    expect(names(await list(await as('worker'), 'context=my-files'))).toContain('palkka.pdf');
    expect(names(await list(await as(outsider), 'context=shared-with-me'))).not.toContain('palkka.pdf');
  });

  it('a missing id answers the same 404 as a hidden one', async () => {
    const res = await get(await as('worker'), '/api/files/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().key).toBe('file.notFound');
  });
});

describe('sharing', () => {
  it('with a group: its members see and open it, no one else', async () => {
    const owner = await as('worker');
    const file = await uploaded(owner, 'vuorolista.pdf');
    const shared = await put(owner, `/api/files/${file._id}/worker`, { sharedWithGroups: [groupId] });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().file.isShared).toBe(true);
    const seen = await list(await as(member), 'context=shared-with-me');
    expect(names(seen)).toContain('vuorolista.pdf');
    expect((await get(await as(member), `/api/files/${file._id}`)).statusCode).toBe(200);
    const who = await get(await as(member), `/api/files/${file._id}/shared-with/worker`);
    expect(who.json()).toEqual({
      users: [],
      groups: [{ _id: groupId, name: 'Hoitajat' }],
      isSharedWithAll: false,
      isPublic: false,
    });
    expect(names(await list(await as(outsider), 'context=shared-with-me'))).not.toContain('vuorolista.pdf');
    expect((await get(await as(outsider), `/api/files/${file._id}`)).statusCode).toBe(404);
    // The member may look but not change it.
    expect(
      (await put(await as(member), `/api/files/${file._id}/worker`, { filename: 'x.pdf' })).statusCode,
    ).toBe(404);
  });

  it('with users and with all; a directory shares what is inside it, with a breadcrumb from it', async () => {
    const owner = await as('worker');
    const directory = (await makeDirectoryCall(t, owner, 'Ohjeet')).json().file;
    const inner = (await makeDirectoryCall(t, owner, 'Lääkehoito', { parent: directory._id })).json().file;
    await uploaded(owner, 'annostelu.pdf', pdf(), { parent: inner._id });
    expect(
      (await put(owner, `/api/files/${directory._id}/worker`, { sharedWithUsers: [outsider.id] })).statusCode,
    ).toBe(200);
    const top = await list(await as(outsider), 'context=shared-with-me');
    expect(names(top)).toContain('Ohjeet');
    const deeper = await list(await as(outsider), `context=shared-with-me&parent=${inner._id}`);
    expect(names(deeper)).toEqual(['annostelu.pdf']);
    expect(deeper.path).toEqual([
      { _id: directory._id, filename: 'Ohjeet' },
      { _id: inner._id, filename: 'Lääkehoito' },
    ]);
    // The member of the group sees none of it until it is shared with all.
    expect(
      (await get(await as(member), `/api/files/worker?context=shared-with-me&parent=${inner._id}`))
        .statusCode,
    ).toBe(404);
    await put(owner, `/api/files/${directory._id}/worker`, { isSharedWithAll: true });
    expect(names(await list(await as(member), `context=shared-with-me&parent=${inner._id}`))).toEqual([
      'annostelu.pdf',
    ]);
    // The owner's own list does not show own files as shared with them.
    expect(names(await list(owner, 'context=shared-with-me'))).not.toContain('Ohjeet');
  });

  it("refuses another organisation's user or group with 404 and changes nothing", async () => {
    const owner = await as('worker');
    const file = await uploaded(owner, 'salainen.pdf');
    for (const payload of [
      { sharedWithUsers: [b.worker.id], filename: 'muutettu.pdf' },
      { sharedWithGroups: ['00000000-0000-4000-8000-000000000000'], isSharedWithAll: true },
    ]) {
      expect((await put(owner, `/api/files/${file._id}/worker`, payload)).statusCode).toBe(404);
    }
    const rows = await t.db.select().from(fileShares).where(eq(fileShares.fileId, file._id));
    expect(rows).toEqual([]);
    const page = await list(owner, 'context=my-files');
    expect(page.files.find((f: { _id: string }) => f._id === file._id)).toMatchObject({
      filename: 'salainen.pdf',
      isSharedWithAll: false,
    });
  });

  it('public: only admins with files all may publish; everyone of the organisation sees it', async () => {
    const owner = await as('worker');
    const file = await uploaded(owner, 'lomake.pdf');
    const refused = await put(owner, `/api/files/${file._id}/worker`, { isPublic: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().key).toBe('file.publishRefused');
    const form = await uploaded(await as('admin'), 'hakemus.pdf', pdf(), { space: 'organization' });
    expect(
      (await put(await as('reader'), `/api/files/${form._id}/admin`, { isPublic: true })).statusCode,
    ).toBe(403);
    const published = await put(await as('admin'), `/api/files/${form._id}/admin`, { isPublic: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().file).toMatchObject({ isPublic: true, ownerName: null });
    expect(names(await list(await as(outsider), 'context=public'))).toContain('hakemus.pdf');
    expect((await get(await as(outsider), `/api/files/${form._id}`)).statusCode).toBe(200);
    expect(names(await list(await b.sessionFor('worker'), 'context=public'))).not.toContain('hakemus.pdf');
    expect((await get(await b.sessionFor('worker'), `/api/files/${form._id}`)).statusCode).toBe(404);
  });
});

describe("publishing the organisation's files on upload", () => {
  it('admins with files all upload and create folders straight into the public files', async () => {
    const admin = await as('admin');
    const form = await uploaded(admin, 'matkalasku.pdf', pdf(), { space: 'organization', isPublic: 'true' });
    expect(form).toMatchObject({ isPublic: true, owner: null, ownerName: null });
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/files/worker',
      headers: { cookie: admin },
      payload: { type: 'directory', filename: 'Lomakkeet', space: 'organization', isPublic: true },
    });
    expect(folder.statusCode, folder.body).toBe(201);
    const folderId = folder.json().file._id;
    await uploaded(admin, 'lomake-a.pdf', pdf(), { parent: folderId });

    const worker = await as(outsider);
    expect(names(await list(worker, 'context=public'))).toEqual(
      expect.arrayContaining(['Lomakkeet', 'matkalasku.pdf']),
    );
    expect(names(await list(worker, `context=public&parent=${folderId}`))).toEqual(['lomake-a.pdf']);
    expect(names(await list(await b.sessionFor('worker'), 'context=public'))).not.toContain('matkalasku.pdf');
  });

  it('refuses publishing on upload to anyone else and stores nothing', async () => {
    const before = (await storedObjects(dataDir)).length;
    for (const who of ['worker', 'reader'] as const) {
      const res = await upload(t, await as(who), 'julki.pdf', pdf(), { isPublic: 'true' });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().key).toBe('file.publishRefused');
    }
    expect((await storedObjects(dataDir)).length).toBe(before);
  });

  it('tells whether the caller may add to a listing', async () => {
    const admin = await as('admin');
    const worker = await as(outsider);
    const shared = (await makeDirectoryCall(t, await as('worker'), 'Jaettu kansio')).json().file;
    await put(await as('worker'), `/api/files/${shared._id}/worker`, { isSharedWithAll: true });
    expect((await list(worker, 'context=my-files')).writable).toBe(true);
    expect((await list(worker, 'context=public')).writable).toBe(false);
    expect((await list(admin, 'context=public')).writable).toBe(true);
    expect((await list(await as('reader'), 'context=public')).writable).toBe(false);
    expect((await list(worker, 'context=shared-with-me')).writable).toBe(false);
    // Inside another's shared folder: look, not add (even an admin: it stays its owner's).
    expect((await list(worker, `context=shared-with-me&parent=${shared._id}`)).writable).toBe(false);
    expect((await list(admin, `context=shared-with-me&parent=${shared._id}`)).writable).toBe(false);
    expect((await list(admin, `context=users&user=${a.worker.id}`)).writable).toBe(false);
  });

  it("names the owner of others' files in the listings", async () => {
    const file = await uploaded(await as(member), 'jasenen.pdf');
    await put(await as(member), `/api/files/${file._id}/worker`, { isSharedWithAll: true });
    const page = await list(await as(outsider), 'context=shared-with-me');
    expect(page.files.find((f: { _id: string }) => f._id === file._id)).toMatchObject({
      owner: member.id,
      ownerName: 'Mirja Jäsen',
    });
  });
});

describe('a guest', () => {
  it('reaches no files call', async () => {
    const cookie = await as('guest');
    const file = await uploaded(await as('worker'), 'kaikille.pdf');
    await put(await as('worker'), `/api/files/${file._id}/worker`, { isSharedWithAll: true });
    for (const url of [
      '/api/files/worker',
      '/api/files/size/worker',
      `/api/files/${file._id}`,
      '/api/files/admin',
    ])
      expect((await get(cookie, url)).statusCode, url).toBe(403);
    expect((await upload(t, cookie, 'x.pdf', pdf())).statusCode).toBe(403);
  });
});

describe('the users context and the admin views', () => {
  it("lets admins with files read browse a user's files, and no one else", async () => {
    const dir = (await makeDirectoryCall(t, await as('worker'), 'Tutkinnot')).json().file;
    await uploaded(await as('worker'), 'tutkinto.pdf', pdf(), { parent: dir._id });
    const page = await list(await as('reader'), `context=users&user=${a.worker.id}&parent=${dir._id}`);
    expect(names(page)).toEqual(['tutkinto.pdf']);
    expect(page.path).toEqual([{ _id: dir._id, filename: 'Tutkinnot' }]);
    expect(
      (await get(await as(outsider), `/api/files/worker?context=users&user=${a.worker.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await get(await as('reader'), `/api/files/worker?context=users&user=${b.worker.id}`)).statusCode,
    ).toBe(404);
    expect((await get(await as('reader'), '/api/files/worker?context=users')).statusCode).toBe(400);
  });

  it('sorts the admin list by name, size or upload time either way; an unknown key is a 400', async () => {
    const made = [];
    for (const [name, size] of [
      ['lajittelu-b.pdf', 3_000],
      ['lajittelu-a.pdf', 9_000],
      ['lajittelu-c.pdf', 500],
    ] as const)
      made.push(await uploaded(await as('admin'), name, pdf(size)));
    const ids = new Set(made.map((f) => f._id));
    const order = async (query: string) => {
      const res = await get(await as('reader'), `/api/files/admin?owner=${a.admin.id}&limit=500&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return names({ files: res.json().files.filter((f: { _id: string }) => ids.has(f._id)) });
    };
    expect(await order('sort=name')).toEqual(['lajittelu-a.pdf', 'lajittelu-b.pdf', 'lajittelu-c.pdf']);
    expect(await order('sort=size&order=desc')).toEqual([
      'lajittelu-a.pdf',
      'lajittelu-b.pdf',
      'lajittelu-c.pdf',
    ]);
    expect(await order('sort=size')).toEqual(['lajittelu-c.pdf', 'lajittelu-b.pdf', 'lajittelu-a.pdf']);
    expect(await order('sort=createdAt&order=desc')).toEqual([
      'lajittelu-c.pdf',
      'lajittelu-a.pdf',
      'lajittelu-b.pdf',
    ]);
    const bad = await get(await as('reader'), '/api/files/admin?sort=ownerId');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['querystring.sort']).toBeDefined();
  });

  it('lists all files with owner and sharing, filtered; read level cannot change or delete', async () => {
    const file = await uploaded(await as('worker'), 'suodatettu.png', PNG);
    const all = await get(await as('reader'), `/api/files/admin?owner=${a.worker.id}&type=file&limit=500`);
    expect(all.statusCode).toBe(200);
    const row = all.json().files.find((f: { _id: string }) => f._id === file._id);
    expect(row).toMatchObject({ ownerName: 'Testi Henkilö', shareCount: 0, size: PNG.length, type: 'file' });
    expect(
      all
        .json()
        .files.every((f: { owner: string; type: string }) => f.owner === a.worker.id && f.type === 'file'),
    ).toBe(true);
    const detail = await get(await as('reader'), `/api/files/${file._id}/admin`);
    expect(detail.json().sharedWith).toEqual({
      users: [],
      groups: [],
      isSharedWithAll: false,
      isPublic: false,
    });
    expect(
      (await put(await as('reader'), `/api/files/${file._id}/admin`, { isSharedWithAll: true })).statusCode,
    ).toBe(403);
    expect((await del(await as('reader'), `/api/files/${file._id}/admin`)).statusCode).toBe(403);
    expect((await get(await as('worker'), '/api/files/admin')).statusCode).toBe(403);
    const shared = await put(await as('admin'), `/api/files/${file._id}/admin`, {
      sharedWithUsers: [member.id],
      sharedWithGroups: [groupId],
    });
    expect(shared.json().sharedWith.users).toEqual([{ _id: member.id, name: 'Mirja Jäsen' }]);
    expect(shared.json().file.shareCount).toBe(2);
    const objects = (await storedObjects(dataDir)).length;
    expect((await del(await as('admin'), `/api/files/${file._id}/admin`)).json()).toEqual({ deleted: 1 });
    expect((await storedObjects(dataDir)).length).toBe(objects - 1);
  });
});

describe('downloading', () => {
  it('sends the type, nosniff, and the name as an attachment (RFC 5987 for ä)', async () => {
    const cookie = await as('worker');
    const file = await uploaded(cookie, 'Työtodistus ä.txt', Buffer.from('Todistus\n'));
    const res = await get(cookie, `/api/files/${file._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Tyotodistus a.txt"; filename*=UTF-8''Ty%C3%B6todistus%20%C3%A4.txt`,
    );
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.body).toBe('Todistus\n');
  });

  it('opens raster images and pdf inline, svg never', async () => {
    const cookie = await as('worker');
    const png = await uploaded(cookie, 'kuva.png', PNG);
    expect((await get(cookie, `/api/files/${png._id}`)).headers['content-disposition']).toMatch(/^inline;/);
    const svg = await uploaded(
      cookie,
      'kuva.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    const res = await get(cookie, `/api/files/${svg._id}`);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers a range with 206 and exactly those bytes', async () => {
    const cookie = await as('worker');
    const bytes = pdf(100_000);
    const file = await uploaded(cookie, 'pitka.pdf', bytes);
    const res = await get(cookie, `/api/files/${file._id}`, { range: 'bytes=1000-1999' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(res.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await get(cookie, `/api/files/${file._id}`, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const beyond = await get(cookie, `/api/files/${file._id}`, { range: 'bytes=999999-' });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.rawPayload.length).toBe(bytes.length);
  });
});

describe('changing and deleting', () => {
  it('renames and moves within own directories, never into itself', async () => {
    const cookie = await as('worker');
    const outer = (await makeDirectoryCall(t, cookie, 'Ulompi')).json().file;
    const inner = (await makeDirectoryCall(t, cookie, 'Sisempi', { parent: outer._id })).json().file;
    const file = await uploaded(cookie, 'siirrettava.pdf');
    const moved = await put(cookie, `/api/files/${file._id}/worker`, {
      parent: inner._id,
      filename: 'siirretty.pdf',
    });
    expect(moved.json().file).toMatchObject({ parent: inner._id, filename: 'siirretty.pdf' });
    const cycle = await put(cookie, `/api/files/${outer._id}/worker`, { parent: inner._id });
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().key).toBe('file.moveIntoItself');
    expect((await put(cookie, `/api/files/${outer._id}/worker`, { parent: outer._id })).statusCode).toBe(409);
    const foreignTarget = await put(cookie, `/api/files/${file._id}/worker`, { parent: b.directory.id });
    expect(foreignTarget.statusCode).toBe(404);
    const back = await put(cookie, `/api/files/${file._id}/worker`, { parent: null });
    expect(back.json().file.parent).toBeNull();
    const dirs = await get(cookie, '/api/files/directories/worker');
    expect(dirs.json().directories).toEqual(
      expect.arrayContaining([
        { _id: outer._id, filename: 'Ulompi', parent: null },
        { _id: inner._id, filename: 'Sisempi', parent: outer._id },
      ]),
    );
    expect(dirs.json().directories.some((d: { _id: string }) => d._id === b.directory.id)).toBe(false);
  });

  it('a non-empty directory needs recursive=true; then its contents, objects and quota go', async () => {
    const user = await makeUser(t, a.organization.id);
    const cookie = await sessionForUser(t, user);
    const dir = (await makeDirectoryCall(t, cookie, 'Poistettava')).json().file;
    const sub = (await makeDirectoryCall(t, cookie, 'Ala', { parent: dir._id })).json().file;
    await uploaded(cookie, 'yksi.pdf', pdf(1000), { parent: dir._id });
    await uploaded(cookie, 'kaksi.pdf', pdf(2000), { parent: sub._id });
    const objects = (await storedObjects(dataDir)).length;
    expect((await get(cookie, '/api/files/size/worker')).json().used).toBe(3000);
    const asked = await del(cookie, `/api/files/${dir._id}/worker`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().key).toBe('file.notEmpty');
    const done = await del(cookie, `/api/files/${dir._id}/worker?recursive=true`);
    expect(done.json()).toEqual({ deleted: 4 });
    expect((await get(cookie, '/api/files/size/worker')).json()).toEqual({
      used: 0,
      limit: FILES.personalBucketBytes,
      available: FILES.personalBucketBytes,
    });
    expect((await storedObjects(dataDir)).length).toBe(objects - 2);
    expect((await list(cookie, 'context=my-files')).files).toEqual([]);
  });
});

describe('listing a directory', () => {
  it('puts directories first, by name, and pages', async () => {
    const user = await makeUser(t, a.organization.id);
    const cookie = await sessionForUser(t, user);
    await uploaded(cookie, 'b.pdf');
    await makeDirectoryCall(t, cookie, 'Ö-kansio');
    await uploaded(cookie, 'a.pdf');
    await makeDirectoryCall(t, cookie, 'A-kansio');
    expect(names(await list(cookie, 'context=my-files'))).toEqual(['A-kansio', 'Ö-kansio', 'a.pdf', 'b.pdf']);
    const second = await list(cookie, 'context=my-files&limit=2&offset=2');
    expect(names(second)).toEqual(['a.pdf', 'b.pdf']);
    expect(second.total).toBe(4);
  });
});
