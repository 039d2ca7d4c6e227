// Changing files: rename, move, share, publish, delete (docs/decisions/109). Every id a client
// sends (the file, a target directory, users, groups) is checked to be the organisation's before
// anything changes; another organisation's answers 404. Deleting removes the rows in one
// transaction, gives the bytes back, and then removes the objects.
import type { FileChangeInput } from '@tuura/domain/schemas/file';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fileShares, files } from '../../db/schema/index.ts';
import { fail, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { inOrganization, organizationOf, requireIds } from '../../lib/scope.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { groups } from '../groups/readModel.ts';
import { users } from '../users/readModel.ts';
import { chainOf, editsAllFiles, mayChange, subtreeOf } from './access.ts';
import { fileColumns, toFileEntry } from './mapper.ts';
import { release } from './quota.ts';

/** What the users admin does to a removed user's files (decision 133). */
export { unshareFilesOf } from './leaver.ts';

type Sharing = Pick<FileChangeInput, 'sharedWithUsers' | 'sharedWithGroups' | 'isSharedWithAll' | 'isPublic'>;

/** The file locked for change; 404 when it is not the organisation's or, for a worker, not theirs. */
async function lockedFile(ctx: Ctx, db: DbOrTx, id: string, asAdmin: boolean) {
  const [row] = await db
    .select({ id: files.id, ownerId: files.ownerId, kind: files.kind, parentId: files.parentId })
    .from(files)
    .where(inOrganization(ctx, files, eq(files.id, id)))
    .for('update');
  if (!row || !(asAdmin || mayChange(ctx, row.ownerId))) throw notFound('file.notFound');
  return row;
}

export async function fileEntry(ctx: Ctx, db: DbOrTx, id: string) {
  const [row] = await db
    .select(fileColumns)
    .from(files)
    .where(inOrganization(ctx, files, eq(files.id, id)));
  if (!row) throw notFound('file.notFound');
  return toFileEntry(row);
}

/**
 * Checks the share targets (404 for any not the organisation's, before anything changes), then
 * replaces each given list, and answers the flags for the file's row.
 */
async function applySharing(ctx: Ctx, db: DbOrTx, fileId: string, input: Sharing) {
  if (input.isPublic !== undefined && !editsAllFiles(ctx)) throw fail('file.publishRefused');
  const userIds =
    input.sharedWithUsers &&
    (await requireIds(db, users, inOrganization(ctx, users), input.sharedWithUsers, 'user.notFound'));
  const groupIds =
    input.sharedWithGroups &&
    (await requireIds(db, groups, inOrganization(ctx, groups), input.sharedWithGroups, 'group.notFound'));
  const organizationId = organizationOf(ctx);
  const ofFile = and(eq(fileShares.organizationId, organizationId), eq(fileShares.fileId, fileId));
  if (userIds) {
    await db.delete(fileShares).where(and(ofFile, isNotNull(fileShares.userId)));
    if (userIds.length)
      await db.insert(fileShares).values(userIds.map((userId) => ({ organizationId, fileId, userId })));
  }
  if (groupIds) {
    await db.delete(fileShares).where(and(ofFile, isNotNull(fileShares.groupId)));
    if (groupIds.length)
      await db.insert(fileShares).values(groupIds.map((groupId) => ({ organizationId, fileId, groupId })));
  }
  return {
    ...(input.isSharedWithAll !== undefined && { isSharedWithAll: input.isSharedWithAll }),
    ...(input.isPublic !== undefined && { isPublic: input.isPublic }),
  };
}

/** A move's target: a directory of the same owner the caller may change, not inside the file. */
async function checkedTarget(
  ctx: Ctx,
  db: DbOrTx,
  file: { id: string; ownerId: string | null },
  target: string,
) {
  if (target === file.id) throw fail('file.moveIntoItself');
  const chain = await chainOf(ctx, db, target, file.ownerId ?? organizationOf(ctx));
  const self = chain[0];
  if (self?.kind !== 'directory' || self.ownerId !== file.ownerId || !mayChange(ctx, self.ownerId))
    throw notFound('file.parentNotFound');
  if (chain.some((link) => link.id === file.id)) throw fail('file.moveIntoItself');
  return target;
}

export async function updateFile(ctx: Ctx, id: string, input: FileChangeInput) {
  return ctx.db.transaction(async (tx) => {
    const file = await lockedFile(ctx, tx, id, false);
    const parentId =
      input.parent === undefined
        ? undefined
        : input.parent === null
          ? null
          : await checkedTarget(ctx, tx, file, input.parent);
    const flags = await applySharing(ctx, tx, id, input);
    await tx
      .update(files)
      .set({
        ...flags,
        ...(input.filename !== undefined && { filename: input.filename }),
        ...(parentId !== undefined && { parentId }),
        updatedAt: ctx.now,
      })
      .where(inOrganization(ctx, files, eq(files.id, id)));
    return fileEntry(ctx, tx, id);
  });
}

/** The admin's change: sharing of any file of the organisation. */
export async function adminUpdateSharing(ctx: Ctx, id: string, input: Sharing) {
  return ctx.db.transaction(async (tx) => {
    await lockedFile(ctx, tx, id, true);
    const flags = await applySharing(ctx, tx, id, input);
    await tx
      .update(files)
      .set({ ...flags, updatedAt: ctx.now })
      .where(inOrganization(ctx, files, eq(files.id, id)));
    await audit(ctx, tx, {
      organizationId: organizationOf(ctx),
      action: 'file.sharing',
      targetType: 'file',
      targetId: id,
      data: { ...input },
    });
  });
}

/**
 * Deletes a file, or a directory with everything in it (a non-empty one only with `recursive`:
 * else 409, so the page asks first). Rows go and the bytes come back in one transaction; the
 * objects are removed after it, when nothing refers to them any more.
 */
export async function deleteFile(
  ctx: Ctx,
  storage: FileStorage,
  id: string,
  recursive: boolean,
  asAdmin: boolean,
) {
  const removed = await ctx.db.transaction(async (tx) => {
    const file = await lockedFile(ctx, tx, id, asAdmin);
    const tree = await subtreeOf(ctx, tx, id);
    if (tree.length > 1 && !recursive) throw fail('file.notEmpty');
    await tx.delete(files).where(inOrganization(ctx, files, eq(files.id, id)));
    await release(
      ctx,
      tx,
      file.ownerId,
      tree.reduce((sum, entry) => sum + entry.size, 0),
    );
    if (asAdmin)
      await audit(ctx, tx, {
        organizationId: organizationOf(ctx),
        action: 'file.delete',
        targetType: 'file',
        targetId: id,
        data: { entries: tree.length },
      });
    return tree;
  });
  const results = await Promise.allSettled(
    removed.flatMap((entry) => (entry.storageKey ? [storage.delete(entry.storageKey)] : [])),
  );
  for (const result of results)
    if (result.status === 'rejected')
      ctx.log.error({ err: result.reason }, 'file object left behind after delete');
  return removed.length;
}
