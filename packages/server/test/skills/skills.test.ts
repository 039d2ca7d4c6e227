// Skills and skill groups (spec §4, §7 Skills): read with read on skills, changed with all. A
// group's skills are the organisation's own; removing a skill removes it from every group;
// removing a group leaves its skills ungrouped (decision 107); two groups change together or not.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillGroupSkills, skillGroups, skills } from '../../src/db/schema/index.ts';
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
let theirSkill: string;
let theirGroup: string;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  [admin, reader, worker] = await Promise.all([
    o.sessionFor('admin'),
    o.sessionFor('reader'),
    o.sessionFor('worker'),
  ]);
  const organizationId = other.organization.id;
  const [skill] = await t.db.insert(skills).values({ organizationId, name: 'Heidän taito' }).returning();
  const [group] = await t.db.insert(skillGroups).values({ organizationId, name: 'Heidän ryhmä' }).returning();
  theirSkill = skill?.id ?? '';
  theirGroup = group?.id ?? '';
  await t.db.insert(skillGroupSkills).values({ organizationId, groupId: theirGroup, skillId: theirSkill });
});
afterAll(() => t.close());

type Group = { _id: string; name: string; skills: string[] };

async function addSkill(name: string): Promise<string> {
  const res = await call(t, 'POST', '/api/skills/admin', { cookie: admin, payload: { skill: { name } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().skill._id;
}
async function addGroup(name: string, skillIds: string[] = []): Promise<Group> {
  const res = await call(t, 'POST', '/api/skills/groups/admin', {
    cookie: admin,
    payload: { group: { name, skills: skillIds } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().group;
}
async function groupsNow(cookie = admin): Promise<Group[]> {
  const res = await call(t, 'GET', '/api/skills/groups/admin', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().groups;
}
const groupNow = async (id: string) => (await groupsNow()).find((g) => g._id === id);

describe('skills: list, add, rename', () => {
  it("adds (trimmed) and renames a skill; lists the organisation's skills by name", async () => {
    const id = await addSkill('  Ompelu ');
    await addSkill('Kanylointi');
    const renamed = await call(t, 'PUT', `/api/skills/${id}/admin`, {
      cookie: admin,
      payload: { skill: { name: 'Haavan ompelu' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().skill).toEqual({ _id: id, name: 'Haavan ompelu' });
    const res = await call(t, 'GET', '/api/skills/admin', { cookie: reader });
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().skills.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Haavan ompelu', 'Kanylointi']);
  });

  it('refuses bad input per field', async () => {
    const id = await addSkill('Muuttumaton');
    for (const skill of [
      {},
      { name: '' },
      { name: ' ' },
      { name: 'x'.repeat(81) },
      { name: 7 },
      { name: ['a'] },
    ]) {
      const res = await call(t, 'POST', '/api/skills/admin', { cookie: admin, payload: { skill } });
      expect(res.statusCode, JSON.stringify(skill)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['skill.name']);
    }
    const res = await call(t, 'PUT', `/api/skills/${id}/admin`, {
      cookie: admin,
      payload: { skill: { name: 'x'.repeat(81) } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['skill.name']);
    expect(
      (await call(t, 'PUT', '/api/skills/not-an-id/admin', { cookie: admin, payload: { skill: {} } }))
        .statusCode,
    ).toBe(400);
  });

  it('lets a reader load but not change; workers and users-only admins are refused', async () => {
    const id = await addSkill('Lukijalle');
    expect((await call(t, 'GET', '/api/skills/admin', { cookie: reader })).statusCode).toBe(200);
    const tries = [
      call(t, 'POST', '/api/skills/admin', { cookie: reader, payload: { skill: { name: 'X' } } }),
      call(t, 'PUT', `/api/skills/${id}/admin`, { cookie: reader, payload: { skill: { name: 'X' } } }),
      call(t, 'DELETE', `/api/skills/${id}/admin`, { cookie: reader }),
      call(t, 'POST', '/api/skills/groups/admin', { cookie: reader, payload: { group: { name: 'X' } } }),
      call(t, 'GET', '/api/skills/admin', { cookie: worker }),
      call(t, 'GET', '/api/skills/groups/admin', { cookie: worker }),
    ];
    for (const res of await Promise.all(tries)) expect(res.statusCode).toBe(403);
    const usersAdmin = await makeUser(t, o.organization.id, { permissions: { users: 'all' } });
    const res = await call(t, 'GET', '/api/skills/admin', { cookie: await sessionForUser(t, usersAdmin) });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(skills).where(eq(skills.id, id));
    expect(row?.name).toBe('Lukijalle');
  });

  it("answers 404 for another organisation's skill and changes nothing", async () => {
    const renamed = await call(t, 'PUT', `/api/skills/${theirSkill}/admin`, {
      cookie: admin,
      payload: { skill: { name: 'Kaapattu' } },
    });
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json().key).toBe('skill.notFound');
    expect((await call(t, 'DELETE', `/api/skills/${theirSkill}/admin`, { cookie: admin })).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(skills).where(eq(skills.id, theirSkill));
    expect(row?.name).toBe('Heidän taito');
    const listed = await call(t, 'GET', '/api/skills/admin', { cookie: admin });
    expect(listed.json().skills.map((s: { _id: string }) => s._id)).not.toContain(theirSkill);
  });
});

describe('skill groups: add, change, list', () => {
  it('adds a group with its skills in order (duplicates once) and changes it', async () => {
    const [a, b, c] = [await addSkill('Ruotsi'), await addSkill('Englanti'), await addSkill('Saksa')];
    const group = await addGroup('Kielitaito', [b, a, b]);
    expect(group).toMatchObject({ name: 'Kielitaito', skills: [b, a] });
    const res = await call(t, 'PUT', `/api/skills/groups/${group._id}/admin`, {
      cookie: admin,
      payload: { group: { skills: [c, a] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().group).toEqual({ _id: group._id, name: 'Kielitaito', skills: [c, a] });
    const renamed = await call(t, 'PUT', `/api/skills/groups/${group._id}/admin`, {
      cookie: admin,
      payload: { group: { name: 'Kielet' } },
    });
    expect(renamed.json().group).toEqual({ _id: group._id, name: 'Kielet', skills: [c, a] });
    const listed = await groupsNow(reader);
    expect(listed.find((g) => g._id === group._id)).toEqual(renamed.json().group);
    expect(listed.map((g) => g._id)).not.toContain(theirGroup);
  });

  it('refuses bad input per field', async () => {
    const group = await addGroup('Rajattu');
    const cases: [object, string][] = [
      [{}, 'group.name'],
      [{ name: 'x'.repeat(81) }, 'group.name'],
      [{ name: 'R', skills: 'kaikki' }, 'group.skills'],
      [{ name: 'R', skills: ['<script>alert(1)</script>'] }, 'group.skills.0'],
      [{ name: 'R', skills: [null] }, 'group.skills.0'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t, 'POST', '/api/skills/groups/admin', {
        cookie: admin,
        payload: { group: body },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    const res = await call(t, 'PUT', `/api/skills/groups/${group._id}/admin`, {
      cookie: admin,
      payload: { group: { name: 5 } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['group.name']);
  });

  it("refuses another organisation's skill in a group's skills with 404, changing nothing", async () => {
    const mine = await addSkill('Oma taito');
    const before = (await groupsNow()).length;
    const created = await call(t, 'POST', '/api/skills/groups/admin', {
      cookie: admin,
      payload: { group: { name: 'Kaappaus', skills: [mine, theirSkill] } },
    });
    expect(created.statusCode).toBe(404);
    expect(created.json().key).toBe('skill.notFound');
    expect(Object.keys(created.json().fields)).toEqual(['group.skills']);
    expect(await groupsNow()).toHaveLength(before);

    const group = await addGroup('Pysyvä', [mine]);
    const updated = await call(t, 'PUT', `/api/skills/groups/${group._id}/admin`, {
      cookie: admin,
      payload: { group: { name: 'Muuttunut', skills: [theirSkill] } },
    });
    expect(updated.statusCode).toBe(404);
    expect(await groupNow(group._id)).toEqual(group);
  });

  it("answers 404 for another organisation's group", async () => {
    const res = await call(t, 'PUT', `/api/skills/groups/${theirGroup}/admin`, {
      cookie: admin,
      payload: { group: { name: 'Kaapattu', skills: [] } },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().key).toBe('skillGroup.notFound');
    expect(
      (await call(t, 'DELETE', `/api/skills/groups/${theirGroup}/admin`, { cookie: admin })).statusCode,
    ).toBe(404);
    const links = await t.db.select().from(skillGroupSkills).where(eq(skillGroupSkills.groupId, theirGroup));
    expect(links.map((l) => l.skillId)).toEqual([theirSkill]);
    const [row] = await t.db.select().from(skillGroups).where(eq(skillGroups.id, theirGroup));
    expect(row?.name).toBe('Heidän ryhmä');
  });
});

describe('PUT /api/skills/groups/two/admin', () => {
  it('moves a skill from one group to another', async () => {
    const [s1, s2] = [await addSkill('Kanylointi 2'), await addSkill('Katetrointi')];
    const from = await addGroup('Toimenpiteet', [s1, s2]);
    const to = await addGroup('Erityistaidot');
    const res = await call(t, 'PUT', '/api/skills/groups/two/admin', {
      cookie: admin,
      payload: { group1: { _id: from._id, skills: [s2] }, group2: { _id: to._id, skills: [s1] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      group1: { _id: from._id, name: 'Toimenpiteet', skills: [s2] },
      group2: { _id: to._id, name: 'Erityistaidot', skills: [s1] },
    });
  });

  it('changes neither group when the second is invalid (another organisation’s skill or group)', async () => {
    const [s1, s2] = [await addSkill('Atominen A'), await addSkill('Atominen B')];
    const first = await addGroup('Ensimmäinen', [s1, s2]);
    const second = await addGroup('Toinen');
    const foreignSkill = await call(t, 'PUT', '/api/skills/groups/two/admin', {
      cookie: admin,
      payload: {
        group1: { _id: first._id, name: 'Ensimmäinen muutettu', skills: [s2] },
        group2: { _id: second._id, skills: [s1, theirSkill] },
      },
    });
    expect(foreignSkill.statusCode).toBe(404);
    expect(Object.keys(foreignSkill.json().fields)).toEqual(['group2.skills']);
    expect(await groupNow(first._id)).toEqual(first);
    expect(await groupNow(second._id)).toEqual(second);

    const foreignGroup = await call(t, 'PUT', '/api/skills/groups/two/admin', {
      cookie: admin,
      payload: { group1: { _id: first._id, skills: [s2] }, group2: { _id: theirGroup, skills: [s1] } },
    });
    expect(foreignGroup.statusCode).toBe(404);
    expect(await groupNow(first._id)).toEqual(first);
    const links = await t.db.select().from(skillGroupSkills).where(eq(skillGroupSkills.groupId, theirGroup));
    expect(links.map((l) => l.skillId)).toEqual([theirSkill]);
  });

  it('refuses bad input per field, the same group twice, and a reader', async () => {
    const group = await addGroup('Yksi');
    const other2 = await addGroup('Kaksi');
    const cases: [object, string][] = [
      [{ group1: { _id: group._id } }, 'group2'],
      [{ group1: { _id: group._id }, group2: { skills: [] } }, 'group2._id'],
      [{ group1: { _id: group._id, name: 'x'.repeat(81) }, group2: { _id: other2._id } }, 'group1.name'],
      [{ group1: { _id: group._id }, group2: { _id: other2._id, skills: [1] } }, 'group2.skills.0'],
      [{ group1: { _id: group._id }, group2: { _id: group._id } }, 'group2._id'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(t, 'PUT', '/api/skills/groups/two/admin', { cookie: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    const byReader = await call(t, 'PUT', '/api/skills/groups/two/admin', {
      cookie: reader,
      payload: { group1: { _id: group._id, name: 'L' }, group2: { _id: other2._id, name: 'L' } },
    });
    expect(byReader.statusCode).toBe(403);
    expect(await groupNow(group._id)).toEqual(group);
  });
});

describe('removing skills and groups (spec §4)', () => {
  it('removing a skill removes it from every group', async () => {
    const [gone, stays] = [await addSkill('Poistuva taito'), await addSkill('Jäävä taito')];
    const g1 = await addGroup('Ryhmä 1', [gone, stays]);
    const g2 = await addGroup('Ryhmä 2', [gone]);
    const res = await call(t, 'DELETE', `/api/skills/${gone}/admin`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().skill).toEqual({ _id: gone, name: 'Poistuva taito' });
    expect((await groupNow(g1._id))?.skills).toEqual([stays]);
    expect((await groupNow(g2._id))?.skills).toEqual([]);
    expect(await t.db.select().from(skillGroupSkills).where(eq(skillGroupSkills.skillId, gone))).toEqual([]);
    expect((await call(t, 'DELETE', `/api/skills/${gone}/admin`, { cookie: admin })).statusCode).toBe(404);
  });

  it('removing a group leaves its skills, ungrouped', async () => {
    const skill = await addSkill('Orpo taito');
    const group = await addGroup('Poistuva ryhmä', [skill]);
    expect(
      (await call(t, 'DELETE', `/api/skills/groups/${group._id}/admin`, { cookie: reader })).statusCode,
    ).toBe(403);
    const res = await call(t, 'DELETE', `/api/skills/groups/${group._id}/admin`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().group).toEqual(group);
    expect(await groupNow(group._id)).toBeUndefined();
    const listed = await call(t, 'GET', '/api/skills/admin', { cookie: admin });
    expect(listed.json().skills.map((s: { _id: string }) => s._id)).toContain(skill);
    expect(await t.db.select().from(skillGroupSkills).where(eq(skillGroupSkills.skillId, skill))).toEqual([]);
  });
});
