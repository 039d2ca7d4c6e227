// What other modules tell open tabs (decision 114), each a single call after their change:
// published once the transaction around it commits, never for one rolled back.
import type { BadgeKind } from '@tuura/domain/rules/liveEvents';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { organizationOf } from '../scope.ts';
import { publishAfterCommit } from './afterCommit.ts';

type Stored = { id: string; organizationId: string; userId: string };

/** New notification rows: each recipient's open tabs read and show them. */
export const announceNotifications = (db: DbOrTx, rows: readonly Stored[]) =>
  publishAfterCommit(
    db,
    rows.map((row) => ({ type: 'notification', ...row })),
  );

/**
 * A menu badge's count changed (a stamp submitted or decided, a request made or decided, …): the
 * organisation's tabs that show that badge ask the count again.
 */
export const announceBadges = (ctx: Ctx, kind: BadgeKind, userIds?: readonly string[]) =>
  publishAfterCommit(ctx.db, [
    { type: 'badges', organizationId: organizationOf(ctx), kind, ...(userIds && { userIds }) },
  ]);

/** A session ended or changed hands (logout, take-over): the streams opened with it close. */
export const announceSessionEnded = (ctx: Ctx, organizationId: string, sessionHash: string) =>
  publishAfterCommit(ctx.db, [{ type: 'sessionEnded', organizationId, sessionHash }]);

/** A user's permissions changed: their open streams read them again (decision 133). */
export const announceAccessChanged = (db: DbOrTx, organizationId: string, userId: string) =>
  publishAfterCommit(db, [{ type: 'accessChanged', organizationId, userId }]);
