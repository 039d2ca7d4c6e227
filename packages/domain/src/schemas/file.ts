// File (spec §3): an uploaded file or a directory, owned by a user or the organisation, and
// shared with some users or all.
import { z } from 'zod';
import { UPLOAD_MIME_TYPES } from '../enums.ts';
import { FILES, REQUEST } from '../limits.ts';
import { dateTime, id, requiredText, updateOf } from './common.ts';

export const FILE_TYPES = ['file', 'directory'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** A name, not a path: no separators. */
const filename = requiredText(FILES.filename).regex(/^[^/\\]+$/);

export const fileSchema = z.object({
  _id: id,
  type: z.enum(FILE_TYPES),
  filename: z.string(),
  isShared: z.boolean(),
  isSharedWithAll: z.boolean(),
  /** Bytes; 0 for a directory. */
  size: z.number().int().min(0),
  /** Null for a directory. */
  mimeType: z.enum(UPLOAD_MIME_TYPES).nullable(),
  parent: id.nullable(),
  owner: id.nullable(),
  createdAt: dateTime,
});
export type FileEntry = z.infer<typeof fileSchema>;

/** Metadata sent with an upload or a new directory. */
export const fileInput = z.object({
  type: z.enum(FILE_TYPES).default('file'),
  filename,
  parent: id.nullable().default(null),
  isShared: z.boolean().default(false),
  isSharedWithAll: z.boolean().default(false),
  sharedWith: z.array(id).max(REQUEST.maxIdsPerMassAction).default([]),
});
export const fileUpdate = updateOf(fileInput.omit({ type: true }));

/** The uploaded part itself: an accepted type within the size limit (spec §5). */
export const uploadSchema = z.object({
  filename,
  mimeType: z.enum(UPLOAD_MIME_TYPES),
  size: z.number().int().min(0).max(FILES.maxFileBytes),
});
