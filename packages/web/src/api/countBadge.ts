// A menu badge's count of things waiting for an admin (spec §2, §4, §6: read-or-above on shifts
// polls them): first asked 1.5 s after the shell opens (after its first screen), then every 5 minutes. A page that asks
// earlier (the overview, the stamps or requests page) fills the same cache, which the badge shows.
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { POLLING } from '@tuura/domain/limits';
import { canPollUnhandledCounts, type Permissions } from '@tuura/domain/permissions';
import { useEffect, useState } from 'react';

export function useCountBadge<T, K extends QueryKey>(
  query: UseQueryOptions<T, Error, number, K>,
  permissions: Permissions | undefined,
) {
  const allowed = canPollUnhandledCounts(permissions);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    const timer = setTimeout(() => setDue(true), POLLING.countsFirstMs);
    return () => clearTimeout(timer);
  }, [allowed]);
  return useQuery({ ...query, enabled: allowed && due, refetchInterval: POLLING.intervalMs });
}
