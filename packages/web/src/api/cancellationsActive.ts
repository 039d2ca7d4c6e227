// How many cancellations wait for an admin's decision (the menu badge, beside the stamps one):
// read-or-above on shifts polls it like the other unhandled counts (spec §4 polling). Typed by
// its contract without importing it, so the user shell carries no zod for the badge.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { cancellationContracts } from '@tuura/domain/api/cancellations';
import { POLLING } from '@tuura/domain/limits';
import { canPollUnhandledCounts, type Permissions } from '@tuura/domain/permissions';
import { useEffect, useState } from 'react';
import { call, endpoint } from './client.ts';
import { queryKeys } from './queryKeys.ts';

const count = endpoint<(typeof cancellationContracts)['countActive']>(
  'GET',
  '/api/cancellations/count/admin',
);

export const cancellationsActiveQuery = queryOptions({
  queryKey: queryKeys.adminCancellations('count'),
  queryFn: () => call(count, {}),
  select: (data) => data.count,
});

/** The menu badge's count: first asked 10 s after the shell opens, then every 5 minutes. */
export function useCancellationsActiveBadge(permissions: Permissions | undefined) {
  const allowed = canPollUnhandledCounts(permissions);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    const timer = setTimeout(() => setDue(true), POLLING.countsFirstMs);
    return () => clearTimeout(timer);
  }, [allowed]);
  return useQuery({
    ...cancellationsActiveQuery,
    enabled: allowed && due,
    refetchInterval: POLLING.intervalMs,
  });
}
