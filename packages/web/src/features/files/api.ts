// The files pages' calls (packages/domain/src/api/files.ts): listings by context, the space used,
// the caller's directories, who a file is shared with, and the changes. Every change refreshes
// everything about files (listings, space, sharing).

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fileContracts as c } from '@tuura/domain/api/files';
import { groupContracts } from '@tuura/domain/api/groups';
import type { FileAdminSortKey, SortDirection } from '@tuura/domain/enums';
import type { FileChangeInput, FileContext, FileSpace, fileSharingInput } from '@tuura/domain/schemas/file';
import type { z } from 'zod';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { UploadTarget } from './sendUpload.ts';
import './texts.ts';

/** A listing: a context's top level or one directory in it (`user`: whose, in context users). */
export type FileListing = { context: FileContext; parent?: string; user?: string; limit: number };

export const fileListQuery = (listing: FileListing) =>
  queryOptions({
    queryKey: queryKeys.fileList(listing),
    queryFn: () => call(c.list, { query: listing }),
    placeholderData: keepPreviousData,
  });

export const fileSpaceQuery = (space: FileSpace) =>
  queryOptions({
    queryKey: queryKeys.fileSpace(space),
    queryFn: () => call(c.size, { query: { space } }),
  });

export const fileDirectoriesQuery = queryOptions({
  queryKey: queryKeys.fileDirectories,
  queryFn: () => call(c.directories),
  select: (data) => data.directories,
});

export const fileSharedWithQuery = (id: string, admin: boolean) =>
  queryOptions({
    queryKey: queryKeys.fileSharedWith(id, admin),
    queryFn: async () =>
      admin
        ? (await call(c.adminGet, { params: { id } })).sharedWith
        : call(c.sharedWith, { params: { id } }),
  });

export type AdminFileFilters = {
  owner?: string;
  type?: 'file' | 'directory';
  sort?: FileAdminSortKey;
  order?: SortDirection;
  limit: number;
  offset: number;
};

export const fileAdminListQuery = (filters: AdminFileFilters) =>
  queryOptions({
    queryKey: queryKeys.fileAdminList(filters),
    queryFn: () => call(c.adminList, { query: filters }),
    placeholderData: keepPreviousData,
  });

/** The organisation's groups, for the share dialog (any user login may read their names). */
export const groupPickQuery = queryOptions({
  queryKey: [...queryKeys.groups, 'pick'],
  queryFn: () => call(groupContracts.pick),
  select: (data) => data.groups,
  staleTime: 5 * 60_000,
});

function useFileChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    // Each caller explains its own failure, in its dialog or the error dialog.
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.files }),
  });
}

/** Rename, move or share an own file or directory. */
export const useChangeFile = () =>
  useFileChange((v: { id: string; change: FileChangeInput }) =>
    call(c.update, { params: { id: v.id }, body: v.change }),
  );

/** An admin's change of any file's sharing. */
export const useChangeSharingAdmin = () =>
  useFileChange((v: { id: string; change: z.input<typeof fileSharingInput> }) =>
    call(c.adminUpdate, { params: { id: v.id }, body: v.change }),
  );

/** Deletes a file or directory (`recursive`: with its contents), as its owner or as an admin. */
export const useDeleteFile = () =>
  useFileChange((v: { id: string; recursive?: boolean; admin?: boolean }) =>
    call(v.admin ? c.adminRemove : c.remove, {
      params: { id: v.id },
      query: v.recursive ? { recursive: 'true' } : {},
    }),
  );

/** A new directory: the upload call with type=directory, sent as JSON. */
export const useCreateDirectory = () =>
  useFileChange((v: { filename: string } & UploadTarget) =>
    // The contract names no body (an upload is multipart); the server reads a JSON one too.
    call(c.create, { body: { type: 'directory', ...v } } as never),
  );
