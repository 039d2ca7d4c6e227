// GET /api/organization (name and logo URL) as one query: the login page and the app header
// share it; the organisation page refreshes it after a change. No zod (decision 005).
import { queryOptions } from '@tanstack/react-query';
import { call } from './client.ts';
import { endpoints } from './endpoints.ts';
import { queryKeys } from './queryKeys.ts';

export const publicOrganizationQuery = queryOptions({
  queryKey: queryKeys.organization,
  queryFn: () => call(endpoints.organization),
});
