// How many shift requests wait for an admin's decision (spec §2 badge, §6: read-or-above on shifts
// polls it): one query for the menu badge and the requests page. Typed by its contract without
// importing it, so the user shell carries no zod for the badge (as stampsWaiting.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminSuggestionContracts } from '@tuura/domain/api/suggestions';
import { POLLING } from '@tuura/domain/limits';
import { canPollUnhandledCounts, type Permissions } from '@tuura/domain/permissions';
import { useEffect, useState } from 'react';
import { call, endpoint } from './client.ts';
import { queryKeys } from './queryKeys.ts';

const count = endpoint<(typeof adminSuggestionContracts)['count']>('GET', '/api/suggestions/count/admin');

export const suggestionsWaitingQuery = queryOptions({
  queryKey: queryKeys.adminSuggestionsWaiting,
  queryFn: () => call(count, {}),
  select: (data) => data.count,
});

/** The menu badge's count: first asked 10 s after the shell opens (spec §4), then every 5 minutes. */
export function useSuggestionsWaitingBadge(permissions: Permissions | undefined) {
  const allowed = canPollUnhandledCounts(permissions);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    const timer = setTimeout(() => setDue(true), POLLING.countsFirstMs);
    return () => clearTimeout(timer);
  }, [allowed]);
  return useQuery({
    ...suggestionsWaitingQuery,
    enabled: allowed && due,
    refetchInterval: POLLING.intervalMs,
  });
}
