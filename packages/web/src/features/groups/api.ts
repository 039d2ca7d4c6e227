// The groups page's data: the list with member counts, one group with its members, and the
// changes. Every change asks again for everything about groups (lists, pickers, the open group).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { groupContracts } from '@tuura/domain/api/groups';
import type { GroupInput } from '@tuura/domain/schemas/group';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import './texts.ts';

export const groupsAdminQuery = queryOptions({
  queryKey: queryKeys.groupsAdmin,
  queryFn: () => call(groupContracts.list),
  select: (data) => data.groups,
});

export const groupQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.group(id),
    queryFn: () => call(groupContracts.get, { params: { id } }),
    select: (data) => data.group,
  });

function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    // Each caller explains its own failure: under the form's fields or in the error dialog.
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.groups }),
  });
}

export const useSaveGroup = () =>
  useChange((v: { id?: string; group: GroupInput }) =>
    v.id
      ? call(groupContracts.update, { params: { id: v.id }, body: { group: v.group } })
      : call(groupContracts.create, { body: { group: v.group } }),
  );

export const useRemoveGroup = () =>
  useChange((id: string) => call(groupContracts.remove, { params: { id } }));
