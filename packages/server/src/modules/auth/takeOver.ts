// Take-over (spec §6; docs/decisions/105): an admin's browser acts in a new session of the user,
// marked with the admin's id. The admin's own session is kept, its cookie parked under another
// name (never read as a session), and given back on release; without it (expired, removed) a fresh one is made.
import { and, eq } from 'drizzle-orm';
import { type Ctx, userAuthOf } from '../../context.ts';
import { sessions } from '../../db/schema/index.ts';
import { fail } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { announceSessionEnded } from '../../lib/events/announce.ts';
import { checkRank } from '../../lib/grants.ts';
import { sha256 } from '../../lib/tokens.ts';
import { createSession, deleteSession, loadSession, type SessionClient } from './sessions.ts';
import { findUserRow, requireUserRow, toUser } from './userView.ts';

/** The admin's own session id while they act as someone else: read by the release and logout. */
export const ADMIN_SESSION_COOKIE = 'tuura_admin_sid';
/** Where the parked cookie is sent: the API only, so no page's script request carries it. */
export const PARKED_PATH = '/api/';

/** Starts acting as `targetId`: a new session of the target marked with the admin's id. */
export async function startTakeOver(ctx: Ctx, targetId: string, client?: SessionClient) {
  const admin = userAuthOf(ctx);
  if (targetId === admin.userId) throw fail('takeOver.self');
  const target = await requireUserRow(ctx.db, admin.organizationId, targetId);
  // Taking over someone who may do more would lend the admin their extra permissions, and a peer
  // would be impersonated by an equal: only someone strictly below (decision 132).
  checkRank(admin.permissions, target.permissions, 'takeOver');
  const sessionId = await createSession(
    ctx,
    {
      organizationId: admin.organizationId,
      userId: target.id,
      takenOverBy: admin.userId,
    },
    client,
  );
  // The admin's tab now acts as the user: its stream, still the admin's, ends and reconnects as the user.
  await announceSessionEnded(ctx, admin.organizationId, admin.sessionHash);
  await audit(ctx, ctx.db, {
    organizationId: admin.organizationId,
    action: 'takeOver.start',
    targetType: 'user',
    targetId: target.id,
    data: { adminUserId: admin.userId, userId: target.id },
  });
  return { user: toUser(target, { oldSession: true, force2fa: admin.force2fa }), sessionId };
}

/**
 * Ends the take-over the caller's session is: it is removed, and the admin's own session (the
 * parked cookie, if it still names a live session of that admin) or a fresh one comes back.
 */
export async function releaseTakeOver(ctx: Ctx, parkedCookie: string | undefined, client?: SessionClient) {
  const auth = userAuthOf(ctx);
  const adminId = auth.takenOverBy;
  if (!adminId) throw fail('takeOver.notActive');
  const admin = await findUserRow(ctx.db, auth.organizationId, adminId);
  const parked = parkedCookie ? await loadSession(ctx, parkedCookie) : null;
  const own = parked && parked.userId === adminId && !parked.takenOverBy ? parkedCookie : undefined;
  await deleteSession(ctx.db, auth.sessionHash);
  await announceSessionEnded(ctx, auth.organizationId, auth.sessionHash);
  await audit(ctx, ctx.db, {
    organizationId: auth.organizationId,
    action: 'takeOver.release',
    targetType: 'user',
    targetId: auth.userId,
    data: { adminUserId: adminId, userId: auth.userId, restored: own ? 'ownSession' : 'newSession' },
  });
  // A removed admin gets nothing back (their sessions were ended with the account).
  if (!admin) throw fail('auth.noSession');
  const sessionId =
    own ?? (await createSession(ctx, { organizationId: auth.organizationId, userId: adminId }, client));
  return { user: toUser(admin, { oldSession: false, force2fa: auth.force2fa }), sessionId };
}

/**
 * Logging out of a taken-over session ends the admin's parked session too: the person leaving
 * the browser expects no session of theirs to stay in it.
 */
export async function endParkedSession(ctx: Ctx, parkedCookie: string | undefined) {
  const actor = ctx.actor;
  if (!parkedCookie || actor?.kind !== 'user' || !actor.takenOverBy) return;
  await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.idHash, sha256(parkedCookie)), eq(sessions.userId, actor.takenOverBy)));
}
