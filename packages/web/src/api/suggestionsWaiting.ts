// How many shift requests wait for an admin's decision (spec §2 badge, §6: read-or-above on shifts
// polls it): one query for the menu badge and the requests page. Typed by its contract without
// importing it, so the user shell carries no zod for the badge (as stampsWaiting.ts).
import { queryOptions } from '@tanstack/react-query';
import type { adminSuggestionContracts } from '@tuura/domain/api/suggestions';
import type { Permissions } from '@tuura/domain/permissions';
import { call, endpoint } from './client.ts';
import { useCountBadge } from './countBadge.ts';
import { queryKeys } from './queryKeys.ts';

const count = endpoint<(typeof adminSuggestionContracts)['count']>('GET', '/api/suggestions/count/admin');

export const suggestionsWaitingQuery = queryOptions({
  queryKey: queryKeys.adminSuggestionsWaiting,
  queryFn: () => call(count, {}),
  select: (data) => data.count,
});

/** The menu badge's count of waiting requests (api/countBadge.ts: first after 1.5 s, then every 5 min). */
export const useSuggestionsWaitingBadge = (permissions: Permissions | undefined) =>
  useCountBadge(suggestionsWaitingQuery, permissions);
