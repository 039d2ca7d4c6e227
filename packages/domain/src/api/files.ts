// File endpoints (spec §7 Files, docs/decisions/109): workers keep own files and
// directories, share them with users, groups or all, and read what is shared with them or
// public; admins with files read look at every file of the organisation, with `all` change
// sharing, delete and publish.
import { z } from 'zod';
import { FILES } from '../limits.ts';
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import {
  fileAdminListQuery,
  fileAdminSchema,
  fileChangeInput,
  fileCreateFields,
  fileCrumbSchema,
  fileDeleteQuery,
  fileDirectorySchema,
  fileListQuery,
  fileSchema,
  fileSharedWithSchema,
  fileSharingInput,
  fileSizeQuery,
  fileSizeSchema,
} from '../schemas/file.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['files'];
const total = z.number().int().min(0);
const fileResponse = z.object({ file: fileSchema });
const deletedResponse = z.object({ deleted: total });

/** The file's bytes, as uploaded, not JSON. */
const fileBytes = z.string().meta({ description: 'The file itself, not JSON', format: 'binary' });

export const filePage = z.object({
  files: z.array(fileSchema),
  total,
  /** The directories above `parent`, top first (empty at the top level). */
  path: z.array(fileCrumbSchema),
  /** Whether the caller may add files and folders here (the page offers upload only then). */
  writable: z.boolean(),
});
export type FilePage = z.infer<typeof filePage>;

export const fileAdminPage = z.object({ files: z.array(fileAdminSchema), total });

export const fileAdminDetail = z.object({ file: fileAdminSchema, sharedWith: fileSharedWithSchema });

export const fileContracts = contractGroup('file', {
  list: defineContract({
    method: 'GET',
    path: '/api/files/worker',
    summary:
      "A directory's entries in a context (my-files, shared-with-me, public, users: admins with files read and `user`), directories first, by name, with the breadcrumb",
    tags,
    access: access.worker,
    query: fileListQuery,
    response: { 200: filePage },
  }),
  directories: defineContract({
    method: 'GET',
    path: '/api/files/directories/worker',
    summary: "All the caller's own directories (a move target picker), by name",
    tags,
    access: access.worker,
    response: { 200: z.object({ directories: z.array(fileDirectorySchema) }) },
  }),
  sharedWith: defineContract({
    method: 'GET',
    path: '/api/files/:id/shared-with/worker',
    summary: 'Who sees a file the caller may see: users and groups it is shared with, with all, public',
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: fileSharedWithSchema },
  }),
  size: defineContract({
    method: 'GET',
    path: '/api/files/size/worker',
    summary: `Used, available and limit bytes of the caller's personal bucket (${FILES.personalBucketBytes}) or the organisation's space (${FILES.otherBucketBytes})`,
    tags,
    access: access.worker,
    query: fileSizeQuery,
    response: { 200: fileSizeSchema },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/files/worker',
    summary: `Upload a file (multipart/form-data: fields type, parent, space, filename before one part 'file'; at most ${FILES.maxFileBytes} bytes, 413 beyond; the type checked by content and name, 415 otherwise; 413 also when the bucket is full), or create a directory (type=directory and filename, multipart or JSON)`,
    tags,
    access: access.worker,
    upload: { kind: 'multipart', fields: fileCreateFields, filePart: 'file', json: true },
    response: { 201: fileResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/files/:id/worker',
    summary:
      'Rename, move (into an own directory, never into itself) or share an own file or directory; public needs files all',
    tags,
    access: access.worker,
    params: idParams,
    body: fileChangeInput,
    response: { 200: fileResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/files/:id/worker',
    summary:
      'Delete an own file, or a directory with its contents (a non-empty one needs recursive=true, else 409); the space is given back',
    tags,
    access: access.worker,
    params: idParams,
    query: fileDeleteQuery,
    response: { 200: deletedResponse },
  }),
  download: defineContract({
    method: 'GET',
    path: '/api/files/:id',
    summary:
      'The content of a file the caller may see, as an attachment with its name (inline for images other than SVG and for PDF); byte ranges answer 206; 404 for anything else',
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: fileBytes, 206: fileBytes },
  }),
  adminGet: defineContract({
    method: 'GET',
    path: '/api/files/:id/admin',
    summary: 'Any file of the organisation with its owner and who it is shared with',
    tags,
    access: access.admin('files', 'read'),
    params: idParams,
    response: { 200: fileAdminDetail },
  }),
  adminList: defineContract({
    method: 'GET',
    path: '/api/files/admin',
    summary: "A page of the organisation's files with owner, size and sharing; filter by owner and type",
    tags,
    access: access.admin('files', 'read'),
    query: fileAdminListQuery,
    response: { 200: fileAdminPage },
  }),
  adminUpdate: defineContract({
    method: 'PUT',
    path: '/api/files/:id/admin',
    summary: "Change any file's sharing: users, groups, all, public",
    tags,
    access: access.admin('files', 'all'),
    params: idParams,
    body: fileSharingInput,
    response: { 200: fileAdminDetail },
  }),
  adminRemove: defineContract({
    method: 'DELETE',
    path: '/api/files/:id/admin',
    summary: 'Delete any file, or a directory with its contents (non-empty needs recursive=true, else 409)',
    tags,
    access: access.admin('files', 'all'),
    params: idParams,
    query: fileDeleteQuery,
    response: { 200: deletedResponse },
  }),
});
