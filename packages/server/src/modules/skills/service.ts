// Skills and skill groups (spec §3, §4, §7 Skills). A group lists skill ids in order; removing a
// skill removes it from every group (the foreign key cascades); removing a group leaves its skills
// ungrouped (decision 107). Every id a client sends is checked against the caller's organisation
// before anything changes.
import type { Skill, SkillGroup } from '@tuura/domain/schemas/skill';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { skillGroupSkills, skillGroups, skills } from '../../db/schema/index.ts';
import { fail, invalid, notFound } from '../../errors.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';

type GroupChange = { name?: string | undefined; skills?: string[] | undefined };

async function selectSkills(ctx: Ctx, db: DbOrTx, id?: string): Promise<Skill[]> {
  return db
    .select({ _id: skills.id, name: skills.name })
    .from(skills)
    .where(inOrganization(ctx, skills, id === undefined ? undefined : eq(skills.id, id)))
    .orderBy(asc(skills.name), asc(skills.id));
}

export const listSkills = (ctx: Ctx) => selectSkills(ctx, ctx.db);

async function getSkill(ctx: Ctx, db: DbOrTx, id: string) {
  const [skill] = await selectSkills(ctx, db, id);
  if (!skill) throw notFound('skill.notFound');
  return skill;
}

/** Skill groups by name (or the ones of `ids`), each with its skill ids in order. */
async function selectGroups(ctx: Ctx, db: DbOrTx, ids?: string[]): Promise<SkillGroup[]> {
  const rows = await db
    .select({ _id: skillGroups.id, name: skillGroups.name })
    .from(skillGroups)
    .where(inOrganization(ctx, skillGroups, ids && inArray(skillGroups.id, ids)))
    .orderBy(asc(skillGroups.name), asc(skillGroups.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ groupId: skillGroupSkills.groupId, skillId: skillGroupSkills.skillId })
    .from(skillGroupSkills)
    .where(
      and(
        eq(skillGroupSkills.organizationId, organizationOf(ctx)),
        inArray(
          skillGroupSkills.groupId,
          rows.map((r) => r._id),
        ),
      ),
    )
    .orderBy(asc(skillGroupSkills.position), asc(skillGroupSkills.skillId));
  return rows.map((g) => ({
    ...g,
    skills: links.filter((l) => l.groupId === g._id).map((l) => l.skillId),
  }));
}

export const listSkillGroups = (ctx: Ctx) => selectGroups(ctx, ctx.db);

async function getGroup(ctx: Ctx, db: DbOrTx, id: string) {
  const [group] = await selectGroups(ctx, db, [id]);
  if (!group) throw notFound('skillGroup.notFound');
  return group;
}

export async function createSkill(ctx: Ctx, input: { name: string }) {
  const [row] = await ctx.db
    .insert(skills)
    .values({ organizationId: organizationOf(ctx), name: input.name })
    .returning({ _id: skills.id, name: skills.name });
  if (!row) throw new Error('skill insert returned nothing');
  return row;
}

export async function renameSkill(ctx: Ctx, id: string, input: { name?: string | undefined }) {
  return ctx.db.transaction(async (tx) => {
    const current = await getSkill(ctx, tx, id);
    if (input.name === undefined || input.name === current.name) return current;
    await tx
      .update(skills)
      .set({ name: input.name, updatedAt: ctx.now })
      .where(inOrganization(ctx, skills, eq(skills.id, id)));
    return getSkill(ctx, tx, id);
  });
}

/** Removes a skill, answering it as it was; its place in every group goes with it (cascade). */
export async function removeSkill(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => {
    const skill = await getSkill(ctx, tx, id);
    await tx.delete(skills).where(inOrganization(ctx, skills, eq(skills.id, id)));
    return skill;
  });
}

/**
 * The skill ids in their first order, duplicates dropped, once every one is a skill of the
 * organisation; any other answers 404 naming `field`, before anything changes.
 */
async function checkedSkills(ctx: Ctx, db: DbOrTx, ids: readonly string[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const [row] = await db
    .select({ n: count() })
    .from(skills)
    .where(inOrganization(ctx, skills, inArray(skills.id, unique)));
  if ((row?.n ?? 0) !== unique.length)
    throw fail('skill.notFound', { fields: { [field]: { key: 'invalid', params: { field } } } });
  return unique;
}

async function replaceSkills(ctx: Ctx, db: DbOrTx, groupId: string, skillIds: string[]) {
  const organizationId = organizationOf(ctx);
  await db
    .delete(skillGroupSkills)
    .where(and(eq(skillGroupSkills.organizationId, organizationId), eq(skillGroupSkills.groupId, groupId)));
  if (skillIds.length)
    await db
      .insert(skillGroupSkills)
      .values(skillIds.map((skillId, position) => ({ organizationId, groupId, skillId, position })));
}

export async function createSkillGroup(ctx: Ctx, input: { name: string; skills: string[] }) {
  return ctx.db.transaction(async (tx) => {
    const skillIds = await checkedSkills(ctx, tx, input.skills, 'group.skills');
    const [row] = await tx
      .insert(skillGroups)
      .values({ organizationId: organizationOf(ctx), name: input.name })
      .returning({ id: skillGroups.id });
    const id = row?.id ?? '';
    await replaceSkills(ctx, tx, id, skillIds);
    return getGroup(ctx, tx, id);
  });
}

/** Locks the groups (in id order, so two such changes never wait on each other); 404 if any is missing. */
async function lockGroups(ctx: Ctx, db: DbOrTx, ids: string[]) {
  const locked = await db
    .select({ id: skillGroups.id })
    .from(skillGroups)
    .where(inOrganization(ctx, skillGroups, inArray(skillGroups.id, ids)))
    .orderBy(asc(skillGroups.id))
    .for('update');
  if (locked.length !== new Set(ids).size) throw notFound('skillGroup.notFound');
}

/** One group's change inside a caller's transaction; `field` names its skills in a 404. */
async function applyGroupChange(ctx: Ctx, tx: DbOrTx, id: string, change: GroupChange, field: string) {
  const skillIds = change.skills && (await checkedSkills(ctx, tx, change.skills, field));
  if (change.name !== undefined)
    await tx
      .update(skillGroups)
      .set({ name: change.name, updatedAt: ctx.now })
      .where(inOrganization(ctx, skillGroups, eq(skillGroups.id, id)));
  if (skillIds) await replaceSkills(ctx, tx, id, skillIds);
}

export async function updateSkillGroup(ctx: Ctx, id: string, change: GroupChange) {
  return ctx.db.transaction(async (tx) => {
    await lockGroups(ctx, tx, [id]);
    await applyGroupChange(ctx, tx, id, change, 'group.skills');
    return getGroup(ctx, tx, id);
  });
}

/** Two groups changed in one transaction: a failure in either leaves both as they were. */
export async function updateTwoSkillGroups(
  ctx: Ctx,
  pair: { group1: GroupChange & { _id: string }; group2: GroupChange & { _id: string } },
) {
  if (pair.group1._id === pair.group2._id)
    throw invalid({ 'group2._id': { key: 'duplicate', params: { field: 'group2._id' } } });
  return ctx.db.transaction(async (tx) => {
    await lockGroups(ctx, tx, [pair.group1._id, pair.group2._id]);
    await applyGroupChange(ctx, tx, pair.group1._id, pair.group1, 'group1.skills');
    await applyGroupChange(ctx, tx, pair.group2._id, pair.group2, 'group2.skills');
    return {
      group1: await getGroup(ctx, tx, pair.group1._id),
      group2: await getGroup(ctx, tx, pair.group2._id),
    };
  });
}

/** Removes a skill group, answering it as it was; its skills stay, ungrouped (decision 107). */
export async function removeSkillGroup(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => {
    const group = await getGroup(ctx, tx, id);
    await tx.delete(skillGroups).where(inOrganization(ctx, skillGroups, eq(skillGroups.id, id)));
    return group;
  });
}
