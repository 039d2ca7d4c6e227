// The worker's customers with their departments' templates: add shifts and the shift requests
// both pick a place and a template from them (one query, one cache entry).
import { queryOptions } from '@tanstack/react-query';
import { call } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { shiftApi } from './workerShifts.ts';

export const customerTemplatesQuery = queryOptions({
  queryKey: queryKeys.customerTemplates,
  queryFn: async () => (await call(shiftApi.templates)).customers,
  staleTime: 10 * 60_000,
});
