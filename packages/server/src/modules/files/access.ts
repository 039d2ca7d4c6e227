// Who may see and change a file (docs/decisions/109). A file is seen by its owner, by anyone
// when it or a directory above it is public or shared with all, and by the users and group
// members it or a directory above it is shared with; admins with files read see every file of
// the organisation. It is changed by its owner; the organisation's space (no owner) by admins
// with files all.
import { meetsLevel } from '@tuura/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Ctx, userAuthOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { organizationOf } from '../../lib/scope.ts';
import { groupMembers } from '../groups/readModel.ts';

/** The rows of a raw statement (node-postgres and PGlite through it answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Directories are never nested deeper than this (a guard against a cycle, which moves refuse). */
export const MAX_DEPTH = 64;

export const readsAllFiles = (ctx: Ctx) => meetsLevel(userAuthOf(ctx).permissions, 'files', 'read');
export const editsAllFiles = (ctx: Ctx) => meetsLevel(userAuthOf(ctx).permissions, 'files', 'all');

/** Whether the caller may change a file of this owner (null: the organisation's space). */
export const mayChange = (ctx: Ctx, ownerId: string | null) =>
  ownerId === null ? editsAllFiles(ctx) : ownerId === userAuthOf(ctx).userId;

/** One step of a file's way up: the file itself first, then each directory above it. */
export type ChainLink = {
  id: string;
  filename: string;
  ownerId: string | null;
  parentId: string | null;
  kind: 'file' | 'directory';
  isPublic: boolean;
  isSharedWithAll: boolean;
  /** It grants the viewer sight of itself and everything below it. */
  grants: boolean;
};

/** SQL: the file `fileId` is shared with `userId` directly or through one of their groups. */
export const sharedWithUser = (
  organizationId: string,
  userId: string,
  fileId: SQL | PgColumn = sql`f.id`,
) => sql`exists (
  select 1 from file_shares s
  where s.organization_id = ${organizationId} and s.file_id = ${fileId}
    and (s.user_id = ${userId} or s.group_id in (
      select gm.group_id from ${groupMembers} gm where gm.organization_id = ${organizationId} and gm.user_id = ${userId})))`;

/**
 * The file and the directories above it, nearest first, each saying whether it grants `viewer`
 * sight (owner, public, shared with all, shared with them). Empty when the file is not the
 * organisation's.
 */
export async function chainOf(ctx: Ctx, db: DbOrTx, fileId: string, viewer: string): Promise<ChainLink[]> {
  const org = organizationOf(ctx);
  // The columns travel up with the recursion, so each step is one primary-key lookup.
  const result = await db.execute(sql`
    with recursive chain(id, parent_id, filename, owner_id, kind, is_public, is_shared_with_all, depth) as (
      select id, parent_id, filename, owner_id, kind, is_public, is_shared_with_all, 0
      from files where organization_id = ${org} and id = ${fileId}
      union all
      select p.id, p.parent_id, p.filename, p.owner_id, p.kind, p.is_public, p.is_shared_with_all, c.depth + 1
      from chain c join files p on p.organization_id = ${org} and p.id = c.parent_id
      where c.depth < ${MAX_DEPTH}
    )
    select f.id, f.filename, f.owner_id, f.parent_id, f.kind, f.is_public, f.is_shared_with_all,
      (f.owner_id is not distinct from ${viewer}::uuid or f.is_public or f.is_shared_with_all
        or ${sharedWithUser(org, viewer)}) as grants
    from chain f
    order by f.depth`);
  return rowsOf<{
    id: string;
    filename: string;
    owner_id: string | null;
    parent_id: string | null;
    kind: 'file' | 'directory';
    is_public: boolean;
    is_shared_with_all: boolean;
    grants: boolean;
  }>(result).map((r) => ({
    id: r.id,
    filename: r.filename,
    ownerId: r.owner_id,
    parentId: r.parent_id,
    kind: r.kind,
    isPublic: r.is_public,
    isSharedWithAll: r.is_shared_with_all,
    grants: r.grants,
  }));
}

/** The breadcrumb of a directory the viewer sees: from the topmost granting one down to it. */
export function visiblePath(chain: ChainLink[]) {
  const top = chain.findLastIndex((link) => link.grants);
  return chain
    .slice(0, top + 1)
    .reverse()
    .map((link) => ({ _id: link.id, filename: link.filename }));
}

/** A file's whole subtree (itself included) with what deleting it must give back and remove. */
export async function subtreeOf(ctx: Ctx, db: DbOrTx, fileId: string) {
  const org = organizationOf(ctx);
  const result = await db.execute(sql`
    with recursive tree(id, depth) as (
      select id, 0 from files where organization_id = ${org} and id = ${fileId}
      union all
      select c.id, t.depth + 1 from files c
      join tree t on c.organization_id = ${org} and c.parent_id = t.id
      where t.depth < ${MAX_DEPTH}
    )
    select f.id, f.storage_key, f.size from tree t join files f on f.organization_id = ${org} and f.id = t.id`);
  return rowsOf<{ id: string; storage_key: string | null; size: string | number }>(result).map((r) => ({
    id: r.id,
    storageKey: r.storage_key,
    size: Number(r.size),
  }));
}
