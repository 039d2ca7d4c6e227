// How many cancellations wait for an admin's decision (the menu badge, beside the stamps one):
// read-or-above on shifts polls it like the other unhandled counts (spec §4 polling). Typed by
// its contract without importing it, so the user shell carries no zod for the badge.
import { queryOptions } from '@tanstack/react-query';
import type { cancellationContracts } from '@tuura/domain/api/cancellations';
import type { Permissions } from '@tuura/domain/permissions';
import { call, endpoint } from './client.ts';
import { useCountBadge } from './countBadge.ts';
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

/** The menu badge's count (api/countBadge.ts: first after 1.5 s, then every 5 min). */
export const useCancellationsActiveBadge = (permissions: Permissions | undefined) =>
  useCountBadge(cancellationsActiveQuery, permissions);
