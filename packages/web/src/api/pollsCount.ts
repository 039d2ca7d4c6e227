// How many open polls the signed-in user has not answered yet: the Polls menu item's
// badge for every user login, asked when the shell opens and then on the polling interval of
// spec §4 (a pushed event may refresh it sooner by invalidating communicationKeys.pollsCount). Typed by
// its contract without importing it, so the user shell carries no zod for the badge.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { pollContracts } from '@tuura/domain/api/polls';
import { POLLING } from '@tuura/domain/limits';
import { call, endpoint } from './client.ts';
import { communicationKeys } from './communicationKeys.ts';

const count = endpoint<(typeof pollContracts)['count']>('GET', '/api/polls/count');

export const pollsCountQuery = queryOptions({
  queryKey: communicationKeys.pollsCount,
  queryFn: () => call(count),
  select: (data) => data.count,
});

export const usePollsCountBadge = () => useQuery({ ...pollsCountQuery, refetchInterval: POLLING.intervalMs });
