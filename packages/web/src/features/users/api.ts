// The users admin's data: a filtered page of users, one user with every field, permission
// presets, and the changes. Every change refreshes the users admin's queries (and the presets'
// after a preset change); the session's own user too, in case an admin edited themselves.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { personalDataContracts } from '@tuura/domain/api/personalData';
import { presetContracts } from '@tuura/domain/api/presets';
import { type UserFilter, userAdminContracts } from '@tuura/domain/api/usersAdmin';
import type { Permissions } from '@tuura/domain/permissions';
import type { adminUserInput } from '@tuura/domain/schemas/user';
import type { z } from 'zod';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import '../../i18n/usersTexts.ts';

export type UserFilterInput = Partial<UserFilter>;
export type AdminUserInput = z.input<typeof adminUserInput>;

export const usersPageQuery = (filter: UserFilterInput) =>
  queryOptions({
    queryKey: queryKeys.usersAdminPage(filter),
    queryFn: () => call(userAdminContracts.filter, { body: filter }),
    // The list keeps showing the previous page while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export const presetsQuery = queryOptions({
  queryKey: queryKeys.permissionPresets,
  queryFn: () => call(presetContracts.list).then((r) => r.presets),
});

function useChange<V, R>(fn: (v: V) => Promise<R>, also: readonly (readonly string[])[] = []) {
  const client = useQueryClient();
  return useMutation({
    // Each caller explains its own failure: under the form's fields or in the error dialog.
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.usersAdmin }),
        ...also.map((queryKey) => client.invalidateQueries({ queryKey })),
      ]),
  });
}

export const useCreateUser = () =>
  useChange((v: { user: AdminUserInput; permissions: Permissions }) =>
    call(userAdminContracts.create, { body: v }),
  );

export const useUpdateUser = () =>
  useChange(
    (v: { id: string; user: AdminUserInput }) =>
      call(userAdminContracts.update, { params: { id: v.id }, body: { user: v.user } }),
    [queryKeys.session],
  );

export const useSetPermissions = () =>
  useChange(
    (v: { id: string; permissions: Permissions }) =>
      call(userAdminContracts.permissions, { params: { id: v.id }, body: { permissions: v.permissions } }),
    [queryKeys.session],
  );

export const useRemoveUser = () =>
  useChange((id: string) => call(userAdminContracts.remove, { params: { id } }));

export const useResetPassword = () =>
  useChange((id: string) => call(userAdminContracts.resetPassword, { params: { id } }));

export const useResetCredentials = () =>
  useChange((id: string) => call(userAdminContracts.resetCredentials, { params: { id } }));

export const useSavePreset = () =>
  useChange(
    (v: { id?: string; name: string; permissions: Permissions }) => {
      const preset = { name: v.name, permissions: v.permissions };
      return v.id
        ? call(presetContracts.update, { params: { id: v.id }, body: { preset } })
        : call(presetContracts.create, { body: { preset } });
    },
    [queryKeys.permissionPresets],
  );

export const useRemovePreset = () =>
  useChange((id: string) => call(presetContracts.remove, { params: { id } }), [queryKeys.permissionPresets]);

/** A user's data as a ZIP, downloaded by the browser straight from the server (decision 134). */
export const dataExportHref = (id: string) => personalDataContracts.export.path.replace(':id', id);

/** The removed users, latest first, erased ones too (decision 135). */
export const formerUsersQuery = queryOptions({
  queryKey: [...queryKeys.usersAdmin, 'former'],
  queryFn: () => call(personalDataContracts.formerUsers, { query: { limit: 500 } }),
});

export const useEraseUser = () =>
  useChange((id: string) => call(personalDataContracts.erase, { params: { id } }));
