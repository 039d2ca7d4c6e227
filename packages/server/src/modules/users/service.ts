import type { userSearchQuery } from '@tuura/domain/api/users';
import type { Locale } from '@tuura/domain/enums';
import type { userSettingsInput } from '@tuura/domain/schemas/user';
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, userAuthOf, userIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { likePattern } from '../../lib/likePattern.ts';
import { byKey, inOrganization, organizationOf } from '../../lib/scope.ts';
import { toUser } from './mapper.ts';

export async function findUserRow(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(byKey(users, { organizationId, id }), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The organisation's user, not deleted, or a 404. */
export async function requireUserRow(db: DbOrTx, organizationId: string, id: string) {
  const row = await findUserRow(db, organizationId, id);
  if (!row) throw notFound('user.notFound');
  return row;
}

/** "First Last" as SQL, the expression the name search index is built on. */
export const userFullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The caller as the API shows them to themselves. */
export async function currentUser(ctx: Ctx) {
  const auth = userAuthOf(ctx);
  const row = await requireUserRow(ctx.db, auth.organizationId, auth.userId);
  return toUser(row, { oldSession: auth.takenOverBy !== null, force2fa: auth.force2fa });
}

export async function updateSettings(ctx: Ctx, settings: z.output<typeof userSettingsInput>) {
  await ctx.db
    .update(users)
    .set({ ...settings, updatedAt: ctx.now })
    .where(inOrganization(ctx, users, eq(users.id, userIdOf(ctx))));
  return currentUser(ctx);
}

/**
 * Colleagues whose "first last" name contains the words, in name order (the name index gives the
 * order; the words are matched literally). Only ids and names: a picker needs no more.
 */
export async function searchUsers(ctx: Ctx, q: z.output<typeof userSearchQuery>) {
  const rows = await ctx.db
    .select({ _id: users.id, name: userFullName })
    .from(users)
    .where(inOrganization(ctx, users, q.q ? ilike(userFullName, likePattern(q.q)) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(q.limit);
  return rows;
}

/** The acting person's language for what the server writes them (exports); a job or token: fi. */
export async function callerLocale(ctx: Ctx): Promise<Locale> {
  const actor = ctx.actor;
  if (!actor || actor.kind === 'job' || !actor.userId) return 'fi';
  const [row] = await ctx.db
    .select({ locale: users.locale })
    .from(users)
    .where(byKey(users, { organizationId: organizationOf(ctx), id: actor.userId }));
  return row?.locale ?? 'fi';
}
