// How many stamps wait for an admin's approval (spec §2 badge, §6: read-or-above on shifts polls
// it): one query for the menu badge, the admin overview and the stamps page. The endpoint is typed
// by its contract without importing it, so the user shell carries no zod for the badge.
import { queryOptions } from '@tanstack/react-query';
import type { adminShiftContracts } from '@tuura/domain/api/adminShifts';
import type { Permissions } from '@tuura/domain/permissions';
import { call, endpoint } from './client.ts';
import { useCountBadge } from './countBadge.ts';
import { queryKeys } from './queryKeys.ts';

const count = endpoint<(typeof adminShiftContracts)['count']>('GET', '/api/shifts/count/admin');

export const stampsWaitingQuery = queryOptions({
  queryKey: queryKeys.adminStampsWaiting,
  queryFn: () => call(count, { query: { 'require-approval': 'true' } }),
  select: (data) => data.count,
});

/** The menu badge's count of waiting stamps (api/countBadge.ts: first after 1.5 s, then every 5 min). */
export const useStampsWaitingBadge = (permissions: Permissions | undefined) =>
  useCountBadge(stampsWaitingQuery, permissions);
