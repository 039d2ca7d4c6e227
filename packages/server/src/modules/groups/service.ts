// Groups of workers and their members (spec §3, §7 Groups). Every query is scoped with
// `inOrganization`; every member id a client sends is checked to be a live user of the caller's
// organisation before anything changes. Removed users (soft-deleted) drop out of every answer.
import type { GroupDetail, GroupInput, GroupListItem, GroupMember } from '@tuura/domain/schemas/group';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { groupMembers, groups } from '../../db/schema/index.ts';
import { userFullName } from '../../db/userFullName.ts';
import { fail, notFound } from '../../errors.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { users } from '../users/readModel.ts';

/** Group rows and users joined in the organisation: a member row counts only with a live user. */
const liveMember = (ctx: Ctx) =>
  and(
    eq(groupMembers.organizationId, organizationOf(ctx)),
    eq(users.organizationId, groupMembers.organizationId),
    eq(users.id, groupMembers.userId),
  );

export async function pickGroups(ctx: Ctx) {
  return ctx.db
    .select({ _id: groups.id, name: groups.name })
    .from(groups)
    .where(inOrganization(ctx, groups))
    .orderBy(asc(groups.name), asc(groups.id));
}

export async function listGroups(ctx: Ctx): Promise<GroupListItem[]> {
  const rows = await ctx.db
    .select({ _id: groups.id, name: groups.name, meta: groups.meta })
    .from(groups)
    .where(inOrganization(ctx, groups))
    .orderBy(asc(groups.name), asc(groups.id));
  const counts = await ctx.db
    .select({ groupId: groupMembers.groupId, n: count() })
    .from(groupMembers)
    .innerJoin(users, liveMember(ctx))
    .where(inOrganization(ctx, users))
    .groupBy(groupMembers.groupId);
  const byGroup = new Map(counts.map((c) => [c.groupId, c.n]));
  return rows.map((g) => ({ ...g, memberCount: byGroup.get(g._id) ?? 0 }));
}

async function membersOf(ctx: Ctx, db: DbOrTx, groupId: string): Promise<GroupMember[]> {
  return db
    .select({ _id: users.id, name: userFullName })
    .from(groupMembers)
    .innerJoin(users, liveMember(ctx))
    .where(inOrganization(ctx, users, eq(groupMembers.groupId, groupId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

async function getGroupIn(ctx: Ctx, db: DbOrTx, id: string): Promise<GroupDetail> {
  const [row] = await db
    .select({ _id: groups.id, name: groups.name, meta: groups.meta })
    .from(groups)
    .where(inOrganization(ctx, groups, eq(groups.id, id)));
  if (!row) throw notFound('group.notFound');
  return { ...row, members: await membersOf(ctx, db, id) };
}

export const getGroup = (ctx: Ctx, id: string) => getGroupIn(ctx, ctx.db, id);

/** The groups one user of the organisation is in; another organisation's user answers 404. */
export async function groupsOfUser(ctx: Ctx, userId: string) {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(inOrganization(ctx, users, eq(users.id, userId)));
  if (!user) throw notFound('user.notFound');
  return ctx.db
    .select({ _id: groups.id, name: groups.name, meta: groups.meta })
    .from(groupMembers)
    .innerJoin(
      groups,
      and(eq(groups.organizationId, groupMembers.organizationId), eq(groups.id, groupMembers.groupId)),
    )
    .where(inOrganization(ctx, groups, eq(groupMembers.userId, userId)))
    .orderBy(asc(groups.name), asc(groups.id));
}

/**
 * The member ids, deduplicated, once each is known to be a live user of the organisation; any
 * other (foreign, removed, unknown) answers 404 naming the field, before anything changes.
 */
async function checkedMembers(ctx: Ctx, db: DbOrTx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(inOrganization(ctx, users, inArray(users.id, unique)));
  if ((row?.n ?? 0) !== unique.length)
    throw fail('user.notFound', {
      fields: { 'group.members': { key: 'invalid', params: { field: 'group.members' } } },
    });
  return unique;
}

async function replaceMembers(ctx: Ctx, db: DbOrTx, groupId: string, members: string[]) {
  const organizationId = organizationOf(ctx);
  await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.organizationId, organizationId), eq(groupMembers.groupId, groupId)));
  if (members.length)
    await db
      .insert(groupMembers)
      .values(members.map((userId) => ({ organizationId, groupId, userId, createdAt: ctx.now })));
}

export async function createGroup(ctx: Ctx, input: Required<GroupInput>) {
  return ctx.db.transaction(async (tx) => {
    const members = await checkedMembers(ctx, tx, input.members);
    const [row] = await tx
      .insert(groups)
      .values({ organizationId: organizationOf(ctx), name: input.name, meta: input.meta })
      .returning({ id: groups.id });
    const id = row?.id ?? '';
    await replaceMembers(ctx, tx, id, members);
    return getGroupIn(ctx, tx, id);
  });
}

export async function updateGroup(ctx: Ctx, id: string, input: Partial<GroupInput>) {
  return ctx.db.transaction(async (tx) => {
    // Locked first: two admins saving the same group's members apply one after the other.
    const [found] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(inOrganization(ctx, groups, eq(groups.id, id)))
      .for('update');
    if (!found) throw notFound('group.notFound');
    const members = input.members && (await checkedMembers(ctx, tx, input.members));
    const changes = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.meta !== undefined && { meta: input.meta }),
    };
    if (Object.keys(changes).length)
      await tx
        .update(groups)
        .set({ ...changes, updatedAt: ctx.now })
        .where(inOrganization(ctx, groups, eq(groups.id, id)));
    if (members) await replaceMembers(ctx, tx, id, members);
    return getGroupIn(ctx, tx, id);
  });
}

/** Removes a group (its member rows cascade; the users stay), answering it as it was. */
export async function removeGroup(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => {
    const group = await getGroupIn(ctx, tx, id);
    await tx.delete(groups).where(inOrganization(ctx, groups, eq(groups.id, id)));
    return group;
  });
}
