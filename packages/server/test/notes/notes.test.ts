// Admins' notes on users, departments and groups (spec §7 Notes, decision 112): read with read on
// users, HR notes only with all on users; written with all; the target must be the caller's
// organisation's; another organisation's ids answer 404 and change nothing.
import { NOTE } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, notes } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
let worker: string;
let guest: string;
let theirNote: string;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  [admin, reader, worker, guest] = await Promise.all([
    o.sessionFor('admin'),
    o.sessionFor('reader'),
    o.sessionFor('worker'),
    o.sessionFor('guest'),
  ]);
  const [row] = await t.db
    .insert(notes)
    .values({
      organizationId: other.organization.id,
      targetType: 'user',
      targetId: other.worker.id,
      userGroup: 'user-general',
      body: 'Toisen organisaation muistiinpano',
    })
    .returning();
  theirNote = row?.id ?? '';
});
afterAll(() => t.close());

type Note = { _id: string; body: string; group: string; target: string; createdByName: string | null };

async function create(note: object, cookie = admin): Promise<Note> {
  const res = await call(t, 'POST', '/api/notes/admin', { cookie, payload: { note } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().note;
}
const onWorker = (body: string, group = 'user-general') => ({
  body,
  targetType: 'user',
  target: o.worker.id,
  group,
});
const list = (query: string, cookie = admin) => call(t, 'GET', `/api/notes/admin?${query}`, { cookie });

describe('POST /api/notes/admin', () => {
  it('adds notes on a user, a department and a group, with the author named', async () => {
    const note = await create(onWorker('  Toivoo aamuvuoroja  '));
    expect(note).toMatchObject({
      body: 'Toivoo aamuvuoroja',
      targetType: 'user',
      target: o.worker.id,
      group: 'user-general',
      createdBy: o.admin.id,
      createdByName: 'Testi Henkilö',
    });
    await create({
      body: 'Osaston avain',
      targetType: 'department',
      target: o.department.id,
      group: 'user-hr',
    });
    const [group] = await t.db
      .insert(groups)
      .values({ organizationId: o.organization.id, name: 'Yöt' })
      .returning();
    const onGroup = await create({
      body: 'Ryhmän asia',
      targetType: 'group',
      target: group?.id,
      group: 'user-general',
    });
    expect(onGroup.target).toBe(group?.id);
  });

  it('refuses bad input per field and stores nothing', async () => {
    const before = await t.db.select().from(notes);
    const cases: [object, string][] = [
      [{ ...onWorker('x'), body: undefined }, 'note.body'],
      [{ ...onWorker('x'), body: '   ' }, 'note.body'],
      [onWorker('x'.repeat(NOTE.body + 1)), 'note.body'],
      [{ ...onWorker('x'), body: 42 }, 'note.body'],
      [{ ...onWorker('x'), group: 'everyone' }, 'note.group'],
      [{ ...onWorker('x'), targetType: 'shift' }, 'note.targetType'],
      [{ ...onWorker('x'), target: "' OR 1=1 --" }, 'note.target'],
      [{ ...onWorker('x'), target: { $ne: null } }, 'note.target'],
    ];
    for (const [note, field] of cases) {
      const res = await call(t, 'POST', '/api/notes/admin', { cookie: admin, payload: { note } });
      expect(res.statusCode, JSON.stringify(note).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json().fields), field).toEqual([field]);
    }
    expect(await create(onWorker('x'.repeat(NOTE.body)))).toBeDefined();
    expect(await t.db.select().from(notes)).toHaveLength(before.length + 1);
  });

  it("answers 404 for another organisation's target (or a target of the wrong kind) and adds nothing", async () => {
    const before = await t.db.select().from(notes);
    for (const note of [
      { ...onWorker('x'), target: other.worker.id },
      { body: 'x', targetType: 'department', target: other.department.id, group: 'user-general' },
      { body: 'x', targetType: 'group', target: o.worker.id, group: 'user-general' },
    ]) {
      const res = await call(t, 'POST', '/api/notes/admin', { cookie: admin, payload: { note } });
      expect(res.statusCode).toBe(404);
      expect(res.json().key).toBe('note.targetNotFound');
    }
    expect(await t.db.select().from(notes)).toHaveLength(before.length);
  });

  it('is refused to a reader, a worker, a guest and without a session', async () => {
    const payload = { note: onWorker('ei') };
    for (const cookie of [reader, worker, guest])
      expect((await call(t, 'POST', '/api/notes/admin', { cookie, payload })).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/notes/admin', { payload })).statusCode).toBe(401);
  });
});

describe('GET /api/notes/admin and GET /api/notes/{id}/admin', () => {
  it('lists a target newest first; HR notes only for admins with all on users', async () => {
    const target = await makeUser(t, o.organization.id);
    const note = (body: string, group: string) => ({ body, targetType: 'user', target: target.id, group });
    const first = await create(note('Eka', 'user-general'));
    t.clock.advance(1000);
    const hr = await create(note('Palkka', 'user-hr'));
    t.clock.advance(1000);
    const last = await create(note('Vika', 'user-general'));
    const byAdmin = await list(`target=${target.id}`);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().notes.map((n: Note) => n._id)).toEqual([last._id, hr._id, first._id]);
    const hrOnly = await list(`target=${target.id}&group=user-hr`);
    expect(hrOnly.json().notes.map((n: Note) => n._id)).toEqual([hr._id]);
    // A reader (read on users) sees the general notes only, and an HR note is not there for them.
    const byReader = await list(`target=${target.id}`, reader);
    expect(byReader.json().notes.map((n: Note) => n._id)).toEqual([last._id, first._id]);
    expect((await list(`target=${target.id}&group=user-hr`, reader)).json().notes).toEqual([]);
    expect((await call(t, 'GET', `/api/notes/${hr._id}/admin`, { cookie: reader })).statusCode).toBe(404);
    const one = await call(t, 'GET', `/api/notes/${first._id}/admin`, { cookie: reader });
    expect(one.statusCode).toBe(200);
    expect(one.json().note).toMatchObject({ body: 'Eka', group: 'user-general' });
    // An admin with all on users only reads and writes HR notes too.
    const usersAdmin = await sessionForUser(
      t,
      await makeUser(t, o.organization.id, { permissions: { users: 'all' } }),
    );
    expect((await list(`target=${target.id}`, usersAdmin)).json().notes).toHaveLength(3);
    const shiftsAdmin = await sessionForUser(
      t,
      await makeUser(t, o.organization.id, { permissions: { shifts: 'all' } }),
    );
    expect((await list(`target=${target.id}`, shiftsAdmin)).statusCode).toBe(403);
  });

  it('refuses a missing or malformed target and group; workers and guests see nothing', async () => {
    for (const query of ['', 'target=abc', `target=${o.worker.id}&group=all`]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await list(`target=${o.worker.id}`, worker)).statusCode).toBe(403);
    expect((await list(`target=${o.worker.id}`, guest)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/notes/${theirNote}/admin`)).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's note and lists none of theirs", async () => {
    const res = await call(t, 'GET', `/api/notes/${theirNote}/admin`, { cookie: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().key).toBe('note.notFound');
    expect((await list(`target=${other.worker.id}`)).json().notes).toEqual([]);
  });
});

describe('PUT and DELETE /api/notes/{id}/admin', () => {
  it('changes the body and the group; the target stays', async () => {
    const note = await create(onWorker('Alku'));
    const res = await call(t, 'PUT', `/api/notes/${note._id}/admin`, {
      cookie: admin,
      payload: { note: { body: 'Muutettu', group: 'user-hr', target: other.worker.id } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().note).toMatchObject({ body: 'Muutettu', group: 'user-hr', target: o.worker.id });
  });

  it('refuses bad input, a reader, and their note (unchanged)', async () => {
    const note = await create(onWorker('Pysyy'));
    for (const [body, field] of [
      [{ body: '' }, 'note.body'],
      [{ body: 'x'.repeat(NOTE.body + 1) }, 'note.body'],
      [{ group: 7 }, 'note.group'],
    ] as const) {
      const res = await call(t, 'PUT', `/api/notes/${note._id}/admin`, {
        cookie: admin,
        payload: { note: body },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    const byReader = await call(t, 'PUT', `/api/notes/${note._id}/admin`, {
      cookie: reader,
      payload: { note: { body: 'Lukija' } },
    });
    expect(byReader.statusCode).toBe(403);
    const theirs = await call(t, 'PUT', `/api/notes/${theirNote}/admin`, {
      cookie: admin,
      payload: { note: { body: 'Kaapattu' } },
    });
    expect(theirs.statusCode).toBe(404);
    const [row] = await t.db.select().from(notes).where(eq(notes.id, theirNote));
    expect(row?.body).toBe('Toisen organisaation muistiinpano');
  });

  it('removes a note; their note stays', async () => {
    const note = await create(onWorker('Poistuva'));
    expect((await call(t, 'DELETE', `/api/notes/${note._id}/admin`, { cookie: reader })).statusCode).toBe(
      403,
    );
    const res = await call(t, 'DELETE', `/api/notes/${note._id}/admin`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().note.body).toBe('Poistuva');
    expect(await t.db.select().from(notes).where(eq(notes.id, note._id))).toEqual([]);
    expect((await call(t, 'DELETE', `/api/notes/${theirNote}/admin`, { cookie: admin })).statusCode).toBe(
      404,
    );
    expect(await t.db.select().from(notes).where(eq(notes.id, theirNote))).toHaveLength(1);
  });
});
