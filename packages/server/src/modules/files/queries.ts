// Reading files: a directory's entries per context, the caller's directories, a bucket's use,
// who sees a file, and the admin's list. Every query is scoped to the caller's organisation.
import type { FilePage } from '@tuura/domain/api/files';
import { REQUEST } from '@tuura/domain/limits';
import type { FileAdminListQuery, FileListQuery, FileSharedWith } from '@tuura/domain/schemas/file';
import { and, asc, count, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Ctx, userIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fileShares, files } from '../../db/schema/index.ts';
import { userFullName } from '../../db/userFullName.ts';
import { fail, invalid, notFound } from '../../errors.ts';
import { inOrganization, inOrganizationWithRemoved, organizationOf } from '../../lib/scope.ts';
import { orderByKey } from '../../lib/sortOrder.ts';
import { groups } from '../groups/readModel.ts';
import { users } from '../users/readModel.ts';
import { chainOf, editsAllFiles, mayChange, readsAllFiles, sharedWithUser, visiblePath } from './access.ts';
import { fileColumns, toFileEntry } from './mapper.ts';
import { bucketOf, usedBytes } from './quota.ts';

/** Directories first ('directory' < 'file'), then by name. */
const listingOrder = [asc(files.kind), asc(files.filename), asc(files.id)];

async function page(
  ctx: Ctx,
  where: SQL,
  query: { limit?: number | undefined; offset?: number | undefined },
) {
  const rows = await ctx.db
    .select(fileColumns)
    .from(files)
    .where(where)
    .orderBy(...listingOrder)
    .limit(query.limit ?? REQUEST.maxPageSize)
    .offset(query.offset ?? 0);
  const [counted] = await ctx.db.select({ n: count() }).from(files).where(where);
  return { files: rows.map(toFileEntry), total: counted?.n ?? 0 };
}

/**
 * A directory `viewer` sees (else 404): its owner and the breadcrumb down to it; with `owner`,
 * only one of theirs (my-files and users list an owner's own tree).
 */
async function seenDirectory(ctx: Ctx, parent: string, viewer: string, owner?: string) {
  const chain = await chainOf(ctx, ctx.db, parent, viewer);
  const self = chain[0];
  const seen = chain.some((link) => link.grants) && (owner === undefined || self?.ownerId === owner);
  if (self?.kind !== 'directory' || !seen) throw notFound('file.parentNotFound');
  return { path: visiblePath(chain), ownerId: self.ownerId };
}

export async function listFiles(ctx: Ctx, query: FileListQuery): Promise<FilePage> {
  const me = userIdOf(ctx);
  const org = organizationOf(ctx);
  const underParent = query.parent ? eq(files.parentId, query.parent) : isNull(files.parentId);

  if (query.context === 'users') {
    if (!readsAllFiles(ctx)) throw fail('auth.notAuthorized');
    if (!query.user) throw invalid({ user: { key: 'required', params: { field: 'user' } } });
    // A removed user's files stay for the admins to look at (decision 133).
    const [owner] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(inOrganizationWithRemoved(ctx, users, eq(users.id, query.user)));
    if (!owner) throw notFound('user.notFound');
    const path = query.parent ? (await seenDirectory(ctx, query.parent, query.user, query.user)).path : [];
    return {
      ...(await page(ctx, inOrganization(ctx, files, eq(files.ownerId, query.user), underParent), query)),
      path,
      // An admin looks at a user's files; they stay the user's to add to.
      writable: query.user === me,
    };
  }

  if (query.context === 'my-files') {
    const path = query.parent ? (await seenDirectory(ctx, query.parent, me, me)).path : [];
    return {
      ...(await page(ctx, inOrganization(ctx, files, eq(files.ownerId, me), underParent), query)),
      path,
      writable: true,
    };
  }

  // Shared and public: inside a directory the caller sees, all its entries (they inherit it).
  if (query.parent) {
    const { path, ownerId } = await seenDirectory(ctx, query.parent, me);
    return {
      ...(await page(ctx, inOrganization(ctx, files, underParent), query)),
      path,
      writable: mayChange(ctx, ownerId),
    };
  }
  const top =
    query.context === 'public'
      ? eq(files.isPublic, true)
      : and(
          or(isNull(files.ownerId), ne(files.ownerId, me)),
          or(eq(files.isSharedWithAll, true), sharedWithUser(org, me, files.id)),
        );
  // Admins who edit files publish the organisation's own at the public top level.
  const writable = query.context === 'public' && editsAllFiles(ctx);
  return { ...(await page(ctx, inOrganization(ctx, files, top), query)), path: [], writable };
}

export async function listDirectories(ctx: Ctx) {
  return ctx.db
    .select({ _id: files.id, filename: files.filename, parent: files.parentId })
    .from(files)
    .where(inOrganization(ctx, files, eq(files.ownerId, userIdOf(ctx)), eq(files.kind, 'directory')))
    .orderBy(asc(files.filename), asc(files.id));
}

export async function bucketSize(ctx: Ctx, space: 'personal' | 'organization') {
  const { bucketId, limit } = bucketOf(ctx, space === 'personal' ? userIdOf(ctx) : null);
  const used = await usedBytes(ctx, ctx.db, bucketId);
  return { used, limit, available: Math.max(0, limit - used) };
}

/** Users and groups a file is shared with (any file of the organisation; callers check sight). */
export async function sharesOf(ctx: Ctx, db: DbOrTx, fileId: string) {
  const sharedUsers = await db
    .select({ _id: users.id, name: userFullName })
    .from(fileShares)
    .innerJoin(
      users,
      and(eq(users.organizationId, fileShares.organizationId), eq(users.id, fileShares.userId)),
    )
    .where(inOrganization(ctx, users, eq(fileShares.fileId, fileId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const sharedGroups = await db
    .select({ _id: groups.id, name: groups.name })
    .from(fileShares)
    .innerJoin(
      groups,
      and(eq(groups.organizationId, fileShares.organizationId), eq(groups.id, fileShares.groupId)),
    )
    .where(inOrganization(ctx, groups, eq(fileShares.fileId, fileId)))
    .orderBy(asc(groups.name), asc(groups.id));
  return { users: sharedUsers, groups: sharedGroups };
}

/** Who sees a file the caller sees; 404 for one they do not. */
export async function sharedWith(ctx: Ctx, fileId: string): Promise<FileSharedWith> {
  const chain = await chainOf(ctx, ctx.db, fileId, userIdOf(ctx));
  const self = chain[0];
  if (!self || !(readsAllFiles(ctx) || chain.some((link) => link.grants))) throw notFound('file.notFound');
  const { isSharedWithAll, isPublic } = self;
  return { ...(await sharesOf(ctx, ctx.db, fileId)), isSharedWithAll, isPublic };
}

/** What each sort key of the admin's list orders by (decision 142); the id breaks ties. */
const ADMIN_SORT_COLUMNS = { name: [files.filename], size: [files.size], createdAt: [files.createdAt] };

const adminColumns = {
  ...fileColumns,
  // Written out: inside a select list drizzle names a column without its table.
  shareCount: sql<number>`(select count(*)::int from file_shares s
    where s.organization_id = "files"."organization_id" and s.file_id = "files"."id")`,
};

const toAdminEntry = (row: Parameters<typeof toFileEntry>[0] & { shareCount: number }) => ({
  ...toFileEntry(row),
  shareCount: Number(row.shareCount),
});

export async function adminListFiles(ctx: Ctx, query: FileAdminListQuery) {
  const where = inOrganization(
    ctx,
    files,
    query.owner ? eq(files.ownerId, query.owner) : undefined,
    query.type ? eq(files.kind, query.type) : undefined,
  );
  const rows = await ctx.db
    .select(adminColumns)
    .from(files)
    .where(where)
    .orderBy(
      ...(query.sort ? orderByKey(ADMIN_SORT_COLUMNS, query.sort, query.order, files.id) : listingOrder),
    )
    .limit(query.limit ?? REQUEST.defaultPageSize)
    .offset(query.offset ?? 0);
  const [counted] = await ctx.db.select({ n: count() }).from(files).where(where);
  return { files: rows.map(toAdminEntry), total: counted?.n ?? 0 };
}

export async function adminGetFile(ctx: Ctx, db: DbOrTx, fileId: string) {
  const [row] = await db
    .select(adminColumns)
    .from(files)
    .where(inOrganization(ctx, files, eq(files.id, fileId)));
  if (!row) throw notFound('file.notFound');
  const file = toAdminEntry(row);
  return {
    file,
    sharedWith: {
      ...(await sharesOf(ctx, db, fileId)),
      isSharedWithAll: file.isSharedWithAll,
      isPublic: file.isPublic,
    },
  };
}
