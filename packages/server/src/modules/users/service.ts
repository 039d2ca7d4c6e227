import type { userSearchQuery } from '@tuura/domain/api/users';
import type { Locale } from '@tuura/domain/enums';
import type { userSettingsInput } from '@tuura/domain/schemas/user';
import { asc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, userIdOf } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { userFullName } from '../../db/userFullName.ts';
import { likePattern } from '../../lib/likePattern.ts';
import { byKey, inOrganization, organizationOf } from '../../lib/scope.ts';
import { currentUser } from '../auth/service.ts';

/** The encrypted fields opened (decision 128), for a person's data export. */
export { openSensitive } from './sensitive.ts';

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
