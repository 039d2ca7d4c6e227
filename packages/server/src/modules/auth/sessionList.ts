// The sessions list (decision 133): a user's signed-in sessions with their device, address and
// times; ending one, all the others, or (an admin) all of someone's.
import type { Session } from '@tuura/domain/schemas/session';
import { and, desc, eq } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { deviceOf } from './device.ts';
import { endSessionsOf, endSessionsWhere } from './sessions.ts';

const ofUser = (organizationId: string, userId: string) =>
  and(eq(sessions.organizationId, organizationId), eq(sessions.userId, userId));

/**
 * The user's sessions, newest first: their own sign-ins and an admin's take-over of the account
 * (marked). Expired ones still waiting for deletion are left out.
 */
export async function sessionsOf(
  ctx: Ctx,
  db: DbOrTx,
  who: { organizationId: string; userId: string },
  currentHash: string | null,
): Promise<Session[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(ofUser(who.organizationId, who.userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  const idleMs = ctx.config.sessionIdleMinutes * 60_000;
  return rows
    .filter((row) => row.expiresAt > ctx.now && row.lastSeenAt.getTime() + idleMs > ctx.now.getTime())
    .map((row) => ({
      _id: row.id,
      device: deviceOf(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.idHash === currentHash,
      takenOver: row.takenOverBy !== null,
    }));
}

/** Ends one session of the user by its list id; 404 when the user has none by that id. */
export async function endSessionById(
  ctx: Ctx,
  who: { organizationId: string; userId: string },
  id: string,
  currentHash: string | null,
) {
  const [row] = await ctx.db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(and(ofUser(who.organizationId, who.userId), eq(sessions.id, id)));
  if (!row) throw notFound('session.notFound');
  const ended = await ctx.db.transaction(async (tx) => {
    const n = await endSessionsWhere(tx, eq(sessions.idHash, row.idHash));
    await audit(ctx, tx, {
      organizationId: who.organizationId,
      action: 'session.end',
      targetType: 'user',
      targetId: who.userId,
      data: { session: id },
    });
    return n;
  });
  return { ended, current: row.idHash === currentHash };
}

/** Ends every session of the user but `keepHash` (their own sign-ins and take-overs of them). */
export async function endOtherSessionsOf(
  ctx: Ctx,
  who: { organizationId: string; userId: string },
  keepHash: string | undefined,
  action: 'session.endOthers' | 'user.adminEndSessions',
) {
  return ctx.db.transaction(async (tx) => {
    const ended = await endSessionsOf(tx, { userId: who.userId }, keepHash);
    await audit(ctx, tx, {
      organizationId: who.organizationId,
      action,
      targetType: 'user',
      targetId: who.userId,
      data: { ended },
    });
    return ended;
  });
}
