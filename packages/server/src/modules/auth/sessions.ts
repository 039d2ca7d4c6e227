// Server-side sessions: a random id in an httpOnly cookie, stored as its SHA-256, with idle and
// absolute lifetimes. Logout, password change, reset and account removal delete rows here, and
// the streams opened with an ended session close at once (decision 133).

import { AUTH } from '@tuura/domain/limits';
import type { Permissions } from '@tuura/domain/permissions';
import { MS_PER_MINUTE } from '@tuura/domain/rules/instant';
import { and, eq, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Auth, Deps } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { guestUsers, sessions, users } from '../../db/schema/index.ts';
import { publishAfterCommit } from '../../lib/events/afterCommit.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { organizations } from '../organization/readModel.ts';

export const SESSION_COOKIE = 'tuura_sid';
const SESSION_ID_BYTES = 32;

type Owner = { organizationId: string; userId?: string; guestUserId?: string; takenOverBy?: string };

/** Where a session was opened from, for the sessions list (decision 133). */
export type SessionClient = { userAgent: string; ip: string };

export async function createSession(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  owner: Owner,
  client: SessionClient = { userAgent: '', ip: '' },
) {
  const id = randomToken(SESSION_ID_BYTES);
  const now = deps.clock();
  await deps.db.insert(sessions).values({
    idHash: sha256(id),
    organizationId: owner.organizationId,
    userId: owner.userId ?? null,
    guestUserId: owner.guestUserId ?? null,
    takenOverBy: owner.takenOverBy ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + deps.config.sessionAbsoluteMinutes * MS_PER_MINUTE),
    userAgent: client.userAgent.slice(0, AUTH.sessionUserAgentMax),
    ip: client.ip,
  });
  return id;
}

/**
 * The lookup every request makes, built once per database and prepared by name: the driver
 * parses and plans it once per connection instead of on every request.
 */
const sessionLookup = preparedPerDatabase(prepareSessionLookup);

function prepareSessionLookup(db: Db) {
  return (
    db
      .select({
        session: sessions,
        force2fa: organizations.force2fa,
        permissions: users.permissions,
        tfaEnabled: users.tfaEnabled,
        userDeleted: users.deletedAt,
        guestDeleted: guestUsers.deletedAt,
      })
      .from(sessions)
      .innerJoin(organizations, eq(organizations.id, sessions.organizationId))
      // Joined by (organization_id, id), the accounts' primary keys: an index scan, not a scan.
      .leftJoin(users, and(eq(users.organizationId, sessions.organizationId), eq(users.id, sessions.userId)))
      .leftJoin(
        guestUsers,
        and(eq(guestUsers.organizationId, sessions.organizationId), eq(guestUsers.id, sessions.guestUserId)),
      )
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .limit(1)
      .prepare('load_session')
  );
}

/** The caller behind a cookie value, or null when unknown, expired, idle too long or removed. */
export async function loadSession(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  cookie: string,
): Promise<Auth | null> {
  const idHash = sha256(cookie);
  const [row] = await sessionLookup(deps.db).execute({ idHash });
  if (!row) return null;
  const { session } = row;
  const now = deps.clock();
  const idleLimit = session.lastSeenAt.getTime() + deps.config.sessionIdleMinutes * MS_PER_MINUTE;
  const removed = session.userId ? row.userDeleted !== null : row.guestDeleted !== null;
  if (now >= session.expiresAt || now.getTime() >= idleLimit || removed) {
    await deps.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  // Touch at most once a minute: sliding idle expiry (and the list's last seen) without a write on
  // every request. The row just read says whether it is due; the condition keeps parallel
  // requests of one session to one write.
  const stale = new Date(now.getTime() - AUTH.sessionTouchSeconds * 1000);
  if (session.lastSeenAt < stale) {
    await deps.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.idHash, idHash), lt(sessions.lastSeenAt, stale)));
  }
  return {
    sessionHash: idHash,
    organizationId: session.organizationId,
    kind: session.userId ? 'user' : 'guest',
    userId: session.userId,
    guestUserId: session.guestUserId,
    tokenId: null,
    permissions: row.permissions ?? {},
    tfaEnabled: row.tfaEnabled ?? false,
    force2fa: row.force2fa,
    takenOverBy: session.takenOverBy,
  };
}

export const deleteSession = (db: DbOrTx, idHash: string) =>
  db.delete(sessions).where(eq(sessions.idHash, idHash));

/**
 * Deletes the sessions `where` picks and closes their open streams, in every process, once the
 * caller's transaction commits (decision 133). Answers how many ended.
 */
export async function endSessionsWhere(db: DbOrTx, where: SQL | undefined) {
  const ended = await db
    .delete(sessions)
    .where(where)
    .returning({ idHash: sessions.idHash, organizationId: sessions.organizationId });
  await publishAfterCommit(
    db,
    ended.map((row) => ({
      type: 'sessionEnded',
      organizationId: row.organizationId,
      sessionHash: row.idHash,
    })),
  );
  return ended.length;
}

/** Ends every session of an account, optionally keeping the one in use. */
export function endSessionsOf(db: DbOrTx, who: { userId?: string; guestUserId?: string }, keepHash?: string) {
  const owner = who.userId
    ? eq(sessions.userId, who.userId)
    : eq(sessions.guestUserId, who.guestUserId ?? '');
  // A taken-over session belongs to its target too; the admin's own sessions go with the admin.
  const ownerOrTakeover = who.userId ? or(owner, eq(sessions.takenOverBy, who.userId)) : owner;
  return endSessionsWhere(
    db,
    keepHash ? and(ownerOrTakeover, ne(sessions.idHash, keepHash)) : ownerOrTakeover,
  );
}

/**
 * The permissions a session holds now, or null when it is no longer in force (ended, expired,
 * idle, its user removed), without touching it: a long-lived stream asks this now and then and
 * when its user's permissions change, and must not keep an otherwise idle session alive
 * (decisions 114, 133).
 */
export async function liveSessionPermissions(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  idHash: string,
): Promise<Permissions | null> {
  const [row] = await deps.db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      permissions: users.permissions,
      deletedAt: users.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.organizationId, sessions.organizationId), eq(users.id, sessions.userId)))
    .where(eq(sessions.idHash, idHash));
  if (!row || row.deletedAt) return null;
  const now = deps.clock().getTime();
  const idleLimit = row.lastSeenAt.getTime() + deps.config.sessionIdleMinutes * MS_PER_MINUTE;
  return now < row.expiresAt.getTime() && now < idleLimit ? row.permissions : null;
}
