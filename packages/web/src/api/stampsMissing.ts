// The worker's own shifts that have ended and still need a stamp: what "stamp all" would stamp.
// Read by my shifts (its list's stamp view, its top settling) and by the stamps alert above it.
import { queryOptions } from '@tanstack/react-query';
import { call } from './client.ts';
import { queryKeys } from './queryKeys.ts';
import { firstShiftsQuery, shiftApi } from './workerShifts.ts';

export const stampsMissingQuery = queryOptions({
  queryKey: queryKeys.stampsMissing,
  queryFn: async () => {
    const query = firstShiftsQuery.stampsMissing();
    const { shifts } = await call(shiftApi.list, { query });
    return shifts.filter((s) => s.to !== null && Date.parse(s.to) <= Date.parse(query.to));
  },
});
