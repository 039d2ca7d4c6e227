// A removed user's files (decision 133): kept for the retention rules and for admins with files
// read, who still find them under the user, but nobody else sees them any more and they no
// longer count against any quota.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fileQuotas, fileShares, files } from '../../db/schema/index.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';

/**
 * In the caller's transaction: the user's files shared with nobody (no shares, not with all, not
 * public), shares with the user dropped, and their bucket's counter removed. Answers the counts
 * for the audit entry.
 */
export async function unshareFilesOf(ctx: Ctx, db: DbOrTx, userId: string) {
  const owned = db
    .select({ id: files.id })
    .from(files)
    .where(inOrganization(ctx, files, eq(files.ownerId, userId)));
  const shares = await db
    .delete(fileShares)
    .where(
      inOrganization(ctx, fileShares, or(eq(fileShares.userId, userId), inArray(fileShares.fileId, owned))),
    )
    .returning({ id: fileShares.id });
  const opened = await db
    .update(files)
    .set({ isSharedWithAll: false, isPublic: false, updatedAt: ctx.now })
    .where(
      inOrganization(
        ctx,
        files,
        eq(files.ownerId, userId),
        or(eq(files.isSharedWithAll, true), eq(files.isPublic, true)),
      ),
    )
    .returning({ id: files.id });
  const [bucket] = await db
    .delete(fileQuotas)
    .where(and(eq(fileQuotas.organizationId, organizationOf(ctx)), eq(fileQuotas.bucketId, userId)))
    .returning({ used: fileQuotas.used });
  return { shares: shares.length, openFiles: opened.length, releasedBytes: Number(bucket?.used ?? 0) };
}
