// One user with every field, as the users admin reads it: its drawer, and the take-over button
// wherever a page shows a person without their levels (the rank rule needs them).
import { queryOptions } from '@tanstack/react-query';
import { userAdminContracts } from '@tuura/domain/api/usersAdmin';
import { call } from './client.ts';
import { queryKeys } from './queryKeys.ts';

export const userAdminQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.userAdmin(id),
    queryFn: () => call(userAdminContracts.get, { params: { id } }).then((r) => r.user),
    // Sensitive fields: dropped once no one shows them; usersAdmin is not among the persisted keys.
    gcTime: 0,
  });
