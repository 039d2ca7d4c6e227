// How many stamps wait for an admin's approval (spec §2 badge, §6: read-or-above on shifts polls
// it): one query for the menu badge, the admin overview and the stamps page. The endpoint is typed
// by its contract without importing it, so the user shell carries no zod for the badge.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminShiftContracts } from '@tuura/domain/api/adminShifts';
import { POLLING } from '@tuura/domain/limits';
import { canPollUnhandledCounts, type Permissions } from '@tuura/domain/permissions';
import { useEffect, useState } from 'react';
import { call, endpoint } from './client.ts';
import { queryKeys } from './queryKeys.ts';

const count = endpoint<(typeof adminShiftContracts)['count']>('GET', '/api/shifts/count/admin');

export const stampsWaitingQuery = queryOptions({
  queryKey: queryKeys.adminStampsWaiting,
  queryFn: () => call(count, { query: { 'require-approval': 'true' } }),
  select: (data) => data.count,
});

/**
 * The menu badge's count: first asked 10 s after the shell opens (spec §4), then every 5 minutes.
 * A page that asks earlier (the overview, the stamps page) fills the same cache, which the badge
 * shows at once.
 */
export function useStampsWaitingBadge(permissions: Permissions | undefined) {
  const allowed = canPollUnhandledCounts(permissions);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    const timer = setTimeout(() => setDue(true), POLLING.countsFirstMs);
    return () => clearTimeout(timer);
  }, [allowed]);
  return useQuery({
    ...stampsWaitingQuery,
    enabled: allowed && due,
    refetchInterval: POLLING.intervalMs,
  });
}
