// Rows to the API's File shape.

import type { UploadMimeType } from '@tuura/domain';
import type { FileEntry } from '@tuura/domain/schemas/file';
import { sql } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import { users } from '../users/readModel.ts';

/** The columns of a File; `isShared` tells whether any user or group has a share row. */
export const fileColumns = {
  _id: files.id,
  type: files.kind,
  filename: files.filename,
  // Written out: inside a select list drizzle names a column without its table.
  isShared: sql<boolean>`exists (select 1 from file_shares s where s.organization_id = "files"."organization_id" and s.file_id = "files"."id")`,
  isSharedWithAll: files.isSharedWithAll,
  isPublic: files.isPublic,
  size: files.size,
  mimeType: files.mimeType,
  parent: files.parentId,
  owner: files.ownerId,
  ownerName: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u
    where u.organization_id = "files"."organization_id" and u.id = "files"."owner_id")`,
  createdAt: files.createdAt,
};

type FileRow = {
  _id: string;
  type: 'file' | 'directory';
  filename: string;
  isShared: boolean;
  isSharedWithAll: boolean;
  isPublic: boolean;
  size: number;
  mimeType: string | null;
  parent: string | null;
  owner: string | null;
  ownerName: string | null;
  createdAt: Date;
};

export function toFileEntry(row: FileRow): FileEntry {
  return {
    ...row,
    size: Number(row.size),
    mimeType: row.mimeType as UploadMimeType | null,
    createdAt: row.createdAt.toISOString(),
  };
}
