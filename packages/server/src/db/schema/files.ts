// Files and directories (spec §3, docs/decisions/109). A row's content lives in the
// object storage under a random key; the row holds the name people see. A file belongs to a user
// (their personal bucket) or, with no owner, to the organisation's space; its children share its
// owner. Quotas are counters updated with a guarded increment, so parallel uploads never pass them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, tenantReference, updatedAt } from './columns.ts';
import { groups } from './people.ts';
import { users } from './users.ts';

export const files = pgTable(
  'files',
  {
    id: idColumn(),
    organizationId: organizationId(),
    /** Null: the organisation's space (shared instructions, public forms). */
    ownerId: uuid('owner_id'),
    parentId: uuid('parent_id'),
    kind: text('kind').$type<'file' | 'directory'>().notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** The object's key in storage: random, never derived from the name; null for a directory. */
    storageKey: text('storage_key'),
    isSharedWithAll: boolean('is_shared_with_all').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey('files', t),
    tenantReference(
      'files_owner_fk',
      { organizationId: t.organizationId, column: t.ownerId },
      users,
      'cascade',
    ),
    // A directory's removal takes its contents (the service deletes their objects first).
    tenantReference(
      'files_parent_fk',
      { organizationId: t.organizationId, column: t.parentId },
      t,
      'cascade',
    ),
    check('files_kind_check', sql`${t.kind} in ('file', 'directory')`),
    check('files_filename_length_check', sql`char_length(${t.filename}) between 1 and 255`),
    check('files_file_has_object', sql`(${t.kind} = 'file') = (${t.storageKey} is not null)`),
    check('files_size_check', sql`${t.size} >= 0`),
    // One directory's listing: its entries, directories first, by name (1,000 in ≤ 50 ms).
    index('files_listing_idx').on(t.organizationId, t.ownerId, t.parentId, t.kind, t.filename, t.id),
    // Children of any directory, whoever owns it (shared and public contexts, subtree walks).
    index('files_parent_idx').on(t.organizationId, t.parentId, t.kind, t.filename, t.id),
    index('files_public_idx').on(t.organizationId).where(sql`${t.isPublic}`),
    index('files_shared_with_all_idx').on(t.organizationId).where(sql`${t.isSharedWithAll}`),
  ],
);

/** Who a file is shared with: one user or one group a row. */
export const fileShares = pgTable(
  'file_shares',
  {
    id: idColumn(),
    organizationId: organizationId(),
    fileId: uuid('file_id').notNull(),
    userId: uuid('user_id'),
    groupId: uuid('group_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('file_shares', t),
    tenantReference(
      'file_shares_file_fk',
      { organizationId: t.organizationId, column: t.fileId },
      files,
      'cascade',
    ),
    tenantReference(
      'file_shares_user_fk',
      { organizationId: t.organizationId, column: t.userId },
      users,
      'cascade',
    ),
    tenantReference(
      'file_shares_group_fk',
      { organizationId: t.organizationId, column: t.groupId },
      groups,
      'cascade',
    ),
    check('file_shares_one_target', sql`(${t.userId} is null) <> (${t.groupId} is null)`),
    uniqueIndex('file_shares_file_user_idx').on(t.organizationId, t.fileId, t.userId),
    uniqueIndex('file_shares_file_group_idx').on(t.organizationId, t.fileId, t.groupId),
    index('file_shares_user_idx').on(t.organizationId, t.userId),
    index('file_shares_group_idx').on(t.organizationId, t.groupId),
  ],
);

/**
 * Bytes in use per bucket: `bucket_id` is the owner's user id for a personal bucket, or the
 * organisation's id for its space. Only ever changed by a guarded `used = used + n`.
 */
export const fileQuotas = pgTable(
  'file_quotas',
  {
    organizationId: organizationId(),
    bucketId: uuid('bucket_id').notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'file_quotas_pkey', columns: [t.organizationId, t.bucketId] }),
    check('file_quotas_used_check', sql`${t.used} >= 0`),
  ],
);
