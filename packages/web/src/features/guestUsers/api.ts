// The guest users page's data: a page of the organisation's guest users (searched by name or
// email), the places a filter can name, and the changes to them. Every change asks the server again for the lists.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { guestUserContracts } from '@tuura/domain/api/guestUsers';
import type { GuestUserSortKey } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import type { GuestUserInput } from '@tuura/domain/schemas/guestUser';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { TableSort } from '../../components/adminTable/tableSort.ts';
import './texts.ts';

export const PAGE_SIZE = REQUEST.defaultPageSize;

export const guestUsersQuery = (search: string, offset: number, sort: TableSort<GuestUserSortKey>) =>
  queryOptions({
    queryKey: queryKeys.guestUserPage(search, offset, sort ? `${sort.key}.${sort.order}` : ''),
    queryFn: () =>
      call(guestUserContracts.list, {
        query: {
          limit: PAGE_SIZE,
          offset,
          ...(search && { search }),
          ...(sort && { sort: sort.key, order: sort.order }),
        },
      }),
    // Typing a search keeps the last answer on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** The customers and departments a filter can name (docs/decisions/126). */
export const guestPlacesQuery = queryOptions({
  queryKey: queryKeys.guestUserPlaces,
  queryFn: async () => (await call(guestUserContracts.places)).customers,
});

function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    // Each caller explains its own failure: under the form's fields or in the error dialog.
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.guestUsers }),
  });
}

export const useSaveGuestUser = () =>
  useChange((v: { id?: string; guestUser: GuestUserInput }) =>
    v.id
      ? call(guestUserContracts.update, { params: { id: v.id }, body: v.guestUser })
      : call(guestUserContracts.create, { body: v.guestUser }),
  );

export const useRemoveGuestUser = () =>
  useChange((id: string) => call(guestUserContracts.remove, { params: { id } }));

export const useResetGuestCredentials = () =>
  useChange((id: string) => call(guestUserContracts.resetCredentials, { params: { id } }));
