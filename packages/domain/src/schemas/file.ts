// File (spec §3): an uploaded file or a directory, owned by a user or the organisation, and
// shared with some users or all.
import { z } from 'zod';
import { FILE_ADMIN_SORT_KEYS, SORT_DIRECTIONS, UPLOAD_MIME_TYPES } from '../enums.ts';
import { FILES, REQUEST } from '../limits.ts';
import { FILE_NAME_MAX_BYTES, fileNameProblem } from '../rules/fileName.ts';
import { customIssue } from '../validation.ts';
import { booleanWord, dateTime, id, listQuery, updateOf } from './common.ts';

export const FILE_TYPES = ['file', 'directory'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/**
 * The listing contexts of `/files/my-files` (spec §2): own files; files shared with the caller
 * (directly, through a group, or with all); the organisation's public files; and, for admins with
 * files read, one user's files.
 */
export const FILE_CONTEXTS = ['my-files', 'shared-with-me', 'public', 'users'] as const;
export type FileContext = (typeof FILE_CONTEXTS)[number];

/**
 * Whose quota a file counts against (spec §9): the owner's personal bucket, or the organisation's
 * space (files without an owner: the shared instructions and public forms admins keep).
 */
export const FILE_SPACES = ['personal', 'organization'] as const;
export type FileSpace = (typeof FILE_SPACES)[number];

/**
 * A file or directory name by the one rule (rules/fileName.ts, docs/decisions/127): refused with
 * its field message, then stored trimmed and NFC. The document states 255 characters, an upper
 * bound of the rule's 255 bytes (which says `maxBytes`, never a `maxLength` of characters).
 */
export const filename = z
  .string()
  .superRefine((raw, ctx) => {
    const problem = fileNameProblem(raw);
    if (problem)
      ctx.addIssue(customIssue(problem, [], problem === 'maxBytes' ? { max: FILE_NAME_MAX_BYTES } : {}));
  })
  .trim()
  .normalize('NFC')
  .meta({ maxLength: FILES.filename });

export const fileSchema = z.object({
  _id: id,
  type: z.enum(FILE_TYPES),
  filename: z.string(),
  /** Shared with at least one user or group. */
  isShared: z.boolean(),
  isSharedWithAll: z.boolean(),
  /** Listed under the organisation's public files. */
  isPublic: z.boolean(),
  /** Bytes; 0 for a directory. */
  size: z.number().int().min(0),
  /** Null for a directory. */
  mimeType: z.enum(UPLOAD_MIME_TYPES).nullable(),
  parent: id.nullable(),
  /** Null for the organisation's space. */
  owner: id.nullable(),
  /** The owner's full name; null for the organisation's space. */
  ownerName: z.string().nullable(),
  createdAt: dateTime,
});
export type FileEntry = z.infer<typeof fileSchema>;

/** A file as the admin list shows it: with how many it is shared with. */
export const fileAdminSchema = fileSchema.extend({
  shareCount: z.number().int().min(0),
});
export type FileAdminEntry = z.infer<typeof fileAdminSchema>;

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

/**
 * The fields of a multipart upload (`POST /api/files/worker`), sent before the file part. A
 * directory is the same call with `type=directory`, a `filename` and no file part; a JSON body
 * of these fields creates a directory too.
 */
export const fileCreateFields = z.object({
  type: z.enum(FILE_TYPES).default('file'),
  /** A directory's name; for a file, the name to keep instead of the part's own. */
  filename: filename.optional(),
  /** The directory to put it in; none for the top of the space. */
  parent: id.optional(),
  /** Where a top-level entry goes; the organisation's space needs files `all`. */
  space: z.enum(FILE_SPACES).default('personal'),
  /** Publish it at once (the organisation's forms and instructions); needs files `all`. */
  isPublic: z.union([z.boolean(), booleanWord]).optional(),
});
export type FileCreateFields = z.output<typeof fileCreateFields>;

const shareIds = z.array(id).max(REQUEST.maxIdsPerMassAction);

/** Who a file is shared with; each list replaces the former one when given. */
export const fileSharingInput = z.object({
  sharedWithUsers: shareIds.optional(),
  sharedWithGroups: shareIds.optional(),
  isSharedWithAll: z.boolean().optional(),
  /** Only admins with files `all` may make a file public (docs/decisions/109). */
  isPublic: z.boolean().optional(),
});

/** A worker's change to an own file: rename, move (null = top level), sharing. */
export const fileChangeInput = fileSharingInput.extend({
  filename: filename.optional(),
  parent: id.nullable().optional(),
});
export type FileChangeInput = z.output<typeof fileChangeInput>;

export const fileListQuery = listQuery(REQUEST.maxPageSize).extend({
  context: z.enum(FILE_CONTEXTS).default('my-files'),
  /** The directory to list; none for the context's top level. */
  parent: id.optional(),
  /** Context `users`: whose files (admins with files read). */
  user: id.optional(),
});
export type FileListQuery = z.output<typeof fileListQuery>;

export const fileAdminListQuery = listQuery(REQUEST.maxPageSize).extend({
  owner: id.optional(),
  type: z.enum(FILE_TYPES).optional(),
  /** The column sorted by (ties by id); without one, directories first, then by name. */
  sort: z.enum(FILE_ADMIN_SORT_KEYS).optional(),
  order: z.enum(SORT_DIRECTIONS).default('asc'),
});
export type FileAdminListQuery = z.output<typeof fileAdminListQuery>;

/** Deleting a non-empty directory needs `recursive=true` (else 409: the page asks first). */
export const fileDeleteQuery = z.object({ recursive: booleanWord.optional() });

export const fileSizeQuery = z.object({ space: z.enum(FILE_SPACES).default('personal') });

/** A bucket's use in bytes (1000-based display: `formatBytes`). */
export const fileSizeSchema = z.object({
  used: z.number().int().min(0),
  available: z.number().int().min(0),
  limit: z.number().int().min(0),
});

/** One step of a breadcrumb: a directory above the listed one, top first. */
export const fileCrumbSchema = z.object({ _id: id, filename: z.string() });

export const fileDirectorySchema = z.object({ _id: id, filename: z.string(), parent: id.nullable() });

export const fileSharedWithSchema = z.object({
  users: z.array(z.object({ _id: id, name: z.string() })),
  groups: z.array(z.object({ _id: id, name: z.string() })),
  isSharedWithAll: z.boolean(),
  isPublic: z.boolean(),
});
export type FileSharedWith = z.infer<typeof fileSharedWithSchema>;

/** The uploaded part itself: an accepted type within the size limit (spec §5). */
export const uploadSchema = z.object({
  filename,
  mimeType: z.enum(UPLOAD_MIME_TYPES),
  size: z.number().int().min(0).max(FILES.maxFileBytes),
});
