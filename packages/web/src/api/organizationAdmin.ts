// GET /api/organization/admin as one query: the organisation page and the admin overview (its
// count of users without two-factor) share the key and its fetch.
import { queryOptions } from '@tanstack/react-query';
import { organizationContracts } from '@tuura/domain/api/organization';
import { call } from './client.ts';
import { queryKeys } from './queryKeys.ts';

export const organizationAdminQuery = queryOptions({
  queryKey: queryKeys.organizationAdmin,
  queryFn: () => call(organizationContracts.getAdmin),
});
