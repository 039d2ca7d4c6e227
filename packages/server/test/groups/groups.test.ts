// Groups of workers (spec §7 Groups): any user login lists ids and names for pickers; admins read
// with read on users and change with all; members are users of the caller's organisation only,
// checked before anything changes; another organisation's ids answer 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, groups, users } from '../../src/db/schema/index.ts';
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
let theirGroup: string;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  [admin, reader, worker, guest] = await Promise.all([
    o.sessionFor('admin'),
    o.sessionFor('reader'),
    o.sessionFor('worker'),
    o.sessionFor('guest'),
  ]);
  const [row] = await t.db
    .insert(groups)
    .values({ organizationId: other.organization.id, name: 'Toisen ryhmä' })
    .returning();
  theirGroup = row?.id ?? '';
  await t.db
    .insert(groupMembers)
    .values({ organizationId: other.organization.id, groupId: theirGroup, userId: other.worker.id });
});
afterAll(() => t.close());

type Detail = { _id: string; name: string; meta: string; members: { _id: string; name: string }[] };

async function create(group: object, cookie = admin): Promise<Detail> {
  const res = await call(t, 'POST', '/api/groups/admin', { cookie, payload: { group } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().group;
}

const memberRows = (groupId: string) =>
  t.db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId));

describe('POST /api/groups/admin and GET /api/groups/{id}/admin', () => {
  it('adds a group with its members (trimmed name, duplicates once) and reads it back', async () => {
    const anna = await makeUser(t, o.organization.id, { firstName: 'Anna', lastName: 'Aalto' });
    const group = await create({
      name: '  Päivystäjät ',
      meta: 'yöt',
      members: [o.worker.id, anna.id, anna.id],
    });
    expect(group).toMatchObject({ name: 'Päivystäjät', meta: 'yöt' });
    // Members by last name: Aalto before Henkilö.
    expect(group.members).toEqual([
      { _id: anna.id, name: 'Anna Aalto' },
      { _id: o.worker.id, name: 'Testi Henkilö' },
    ]);
    const read = await call(t, 'GET', `/api/groups/${group._id}/admin`, { cookie: reader });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().group).toEqual(group);
  });

  it('refuses bad input per field: missing, too long, wrong type, hostile ids', async () => {
    const cases: [object, string][] = [
      [{}, 'group.name'],
      [{ name: '   ' }, 'group.name'],
      [{ name: 'x'.repeat(51) }, 'group.name'],
      [{ name: 7 }, 'group.name'],
      [{ name: 'R', meta: 'm'.repeat(501) }, 'group.meta'],
      [{ name: 'R', meta: ['x'] }, 'group.meta'],
      [{ name: 'R', members: 'kaikki' }, 'group.members'],
      [{ name: 'R', members: ["' OR 1=1 --"] }, 'group.members.0'],
      [{ name: 'R', members: [{ $ne: null }] }, 'group.members.0'],
    ];
    const before = await t.db.select().from(groups);
    for (const [group, field] of cases) {
      const res = await call(t, 'POST', '/api/groups/admin', { cookie: admin, payload: { group } });
      expect(res.statusCode, JSON.stringify(group)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(group)).toEqual([field]);
    }
    expect(await t.db.select().from(groups)).toHaveLength(before.length);
  });

  it('answers 404 naming the field for a member of another organisation, and adds nothing', async () => {
    const before = await t.db.select().from(groups);
    const res = await call(t, 'POST', '/api/groups/admin', {
      cookie: admin,
      payload: { group: { name: 'Kaapatut', members: [o.worker.id, other.worker.id] } },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().key).toBe('user.notFound');
    expect(Object.keys(res.json().fields)).toEqual(['group.members']);
    expect(await t.db.select().from(groups)).toHaveLength(before.length);
  });

  it('lets a reader look but not add; workers and guests see nothing of it', async () => {
    const payload = { group: { name: 'Lukijan' } };
    expect((await call(t, 'POST', '/api/groups/admin', { cookie: reader, payload })).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/groups/admin', { cookie: worker, payload })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/groups/admin', { cookie: worker })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/groups/admin', { cookie: guest })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/groups/admin')).statusCode).toBe(401);
    const usersOnly = await makeUser(t, o.organization.id, { permissions: { shifts: 'all' } });
    const res = await call(t, 'GET', '/api/groups/admin', { cookie: await sessionForUser(t, usersOnly) });
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 for another organisation's group", async () => {
    const res = await call(t, 'GET', `/api/groups/${theirGroup}/admin`, { cookie: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().key).toBe('group.notFound');
  });
});

describe('GET /api/groups and GET /api/groups/admin', () => {
  it("lists the organisation's groups by name for any user login, ids and names only", async () => {
    const group = await create({ name: 'Aamuvirkut' });
    const res = await call(t, 'GET', '/api/groups', { cookie: worker });
    expect(res.statusCode, res.body).toBe(200);
    const listed: { _id: string; name: string }[] = res.json().groups;
    expect(listed[0]).toEqual({ _id: group._id, name: 'Aamuvirkut' });
    expect(listed.map((g) => g._id)).not.toContain(theirGroup);
    expect(listed.map((g) => g.name)).toEqual([...listed.map((g) => g.name)].sort());
    expect((await call(t, 'GET', '/api/groups', { cookie: guest })).statusCode).toBe(403);
  });

  it('counts live members only: a removed user leaves the count and the member list', async () => {
    const leaver = await makeUser(t, o.organization.id, { firstName: 'Lähtijä' });
    const group = await create({ name: 'Laskettavat', members: [leaver.id, o.worker.id] });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaver.id));
    const res = await call(t, 'GET', '/api/groups/admin', { cookie: reader });
    expect(res.statusCode, res.body).toBe(200);
    const listed: { _id: string; memberCount: number }[] = res.json().groups;
    expect(listed.find((g) => g._id === group._id)).toMatchObject({ memberCount: 1, meta: '' });
    expect(listed.map((g) => g._id)).not.toContain(theirGroup);
    const detail = await call(t, 'GET', `/api/groups/${group._id}/admin`, { cookie: admin });
    expect(detail.json().group.members.map((m: { _id: string }) => m._id)).toEqual([o.worker.id]);
  });
});

describe('GET /api/groups/members/admin?user=', () => {
  it('lists the groups one user is in, by name', async () => {
    const lone = await makeUser(t, o.organization.id);
    const b = await create({ name: 'Bravo', members: [lone.id] });
    const a = await create({ name: 'Alfa', members: [lone.id, o.worker.id] });
    await create({ name: 'Charlie', members: [o.worker.id] });
    const res = await call(t, 'GET', `/api/groups/members/admin?user=${lone.id}`, { cookie: reader });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().groups).toEqual([
      { _id: a._id, name: 'Alfa', meta: '' },
      { _id: b._id, name: 'Bravo', meta: '' },
    ]);
  });

  it("answers 404 for another organisation's user and 400 for a bad or missing id", async () => {
    const foreign = await call(t, 'GET', `/api/groups/members/admin?user=${other.worker.id}`, {
      cookie: admin,
    });
    expect(foreign.statusCode).toBe(404);
    for (const query of ['', '?user=abc', "?user=1'--"]) {
      const res = await call(t, 'GET', `/api/groups/members/admin${query}`, { cookie: admin });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['querystring.user']);
    }
    expect(
      (await call(t, 'GET', `/api/groups/members/admin?user=${o.worker.id}`, { cookie: worker })).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/groups/{id}/admin', () => {
  it('renames, changes meta and replaces the members; fields not sent stay', async () => {
    const group = await create({ name: 'Vanha', meta: 'muistiinpano', members: [o.worker.id] });
    const res = await call(t, 'PUT', `/api/groups/${group._id}/admin`, {
      cookie: admin,
      payload: { group: { name: 'Uusi', members: [o.admin.id, o.reader.id] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().group).toMatchObject({ name: 'Uusi', meta: 'muistiinpano' });
    expect((await memberRows(group._id)).map((m) => m.userId).sort()).toEqual(
      [o.admin.id, o.reader.id].sort(),
    );
    const emptied = await call(t, 'PUT', `/api/groups/${group._id}/admin`, {
      cookie: admin,
      payload: { group: { members: [] } },
    });
    expect(emptied.json().group).toMatchObject({ name: 'Uusi', members: [] });
  });

  it("refuses another organisation's member with 404 naming the field and changes nothing", async () => {
    const group = await create({ name: 'Ennallaan', members: [o.worker.id] });
    const res = await call(t, 'PUT', `/api/groups/${group._id}/admin`, {
      cookie: admin,
      payload: { group: { name: 'Muuttunut', members: [o.admin.id, other.worker.id] } },
    });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json().fields)).toEqual(['group.members']);
    const [row] = await t.db.select().from(groups).where(eq(groups.id, group._id));
    expect(row?.name).toBe('Ennallaan');
    expect((await memberRows(group._id)).map((m) => m.userId)).toEqual([o.worker.id]);
  });

  it('refuses bad input per field and a reader; answers 404 for their group', async () => {
    const group = await create({ name: 'Muuttumaton' });
    for (const [body, field] of [
      [{ name: '' }, 'group.name'],
      [{ name: 'x'.repeat(51) }, 'group.name'],
      [{ meta: 5 }, 'group.meta'],
      [{ members: [7] }, 'group.members.0'],
    ] as const) {
      const res = await call(t, 'PUT', `/api/groups/${group._id}/admin`, {
        cookie: admin,
        payload: { group: body },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    const byReader = await call(t, 'PUT', `/api/groups/${group._id}/admin`, {
      cookie: reader,
      payload: { group: { name: 'Lukija' } },
    });
    expect(byReader.statusCode).toBe(403);
    const theirs = await call(t, 'PUT', `/api/groups/${theirGroup}/admin`, {
      cookie: admin,
      payload: { group: { name: 'Kaapattu', members: [o.worker.id] } },
    });
    expect(theirs.statusCode).toBe(404);
    const [row] = await t.db.select().from(groups).where(eq(groups.id, theirGroup));
    expect(row?.name).toBe('Toisen ryhmä');
    expect((await memberRows(theirGroup)).map((m) => m.userId)).toEqual([other.worker.id]);
  });
});

describe('DELETE /api/groups/{id}/admin', () => {
  it('removes a group and its memberships; the users stay', async () => {
    const group = await create({ name: 'Poistuva', members: [o.worker.id] });
    expect((await call(t, 'DELETE', `/api/groups/${group._id}/admin`, { cookie: reader })).statusCode).toBe(
      403,
    );
    const res = await call(t, 'DELETE', `/api/groups/${group._id}/admin`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().group).toMatchObject({ name: 'Poistuva', members: [{ _id: o.worker.id }] });
    expect(await memberRows(group._id)).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, o.worker.id))).toHaveLength(1);
    expect((await call(t, 'DELETE', `/api/groups/${group._id}/admin`, { cookie: admin })).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another organisation's group and keeps it", async () => {
    expect((await call(t, 'DELETE', `/api/groups/${theirGroup}/admin`, { cookie: admin })).statusCode).toBe(
      404,
    );
    expect(await t.db.select().from(groups).where(eq(groups.id, theirGroup))).toHaveLength(1);
  });
});
