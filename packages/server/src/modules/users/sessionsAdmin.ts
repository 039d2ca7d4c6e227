// A user's sessions on the admin's user page (decision 133): listed with users read, all ended at
// once with users all (ASVS 7.5.2). Another organisation's or a removed user's id is 404.
import { eq } from 'drizzle-orm';
import { type Ctx, sessionHashOf } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { endOtherSessionsOf, sessionsOf } from '../auth/service.ts';

async function liveUser(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(inOrganization(ctx, users, eq(users.id, id)));
  if (!row) throw notFound('user.notFound');
  return { organizationId: organizationOf(ctx), userId: row.id };
}

export async function userSessions(ctx: Ctx, id: string) {
  return { sessions: await sessionsOf(ctx, ctx.db, await liveUser(ctx, id), sessionHashOf(ctx)) };
}

/** Ends all of the user's sessions; an admin ending their own keeps the one in use. */
export async function endUserSessions(ctx: Ctx, id: string) {
  const who = await liveUser(ctx, id);
  const ended = await endOtherSessionsOf(ctx, who, sessionHashOf(ctx) ?? undefined, 'user.adminEndSessions');
  return { ended };
}
