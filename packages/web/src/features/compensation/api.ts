// The worker's own pay of a month (GET /api/users/salary-listing): saved with the worker's other
// data, so the page reads offline what it last showed.
import { queryOptions } from '@tanstack/react-query';
import { salaryContracts } from '@tuura/domain/api/salaries';
import { call } from '../../api/client.ts';
import { monthRange } from '../../lib/money.ts';

/** The worker's own pay of a month `YYYY-MM`; 'compensation' is persisted for offline reading (app/persistence.ts). */
const compensationKey = (month: string) => ['compensation', month] as const;

export const compensationQuery = (month: string) =>
  queryOptions({
    queryKey: compensationKey(month),
    queryFn: () => call(salaryContracts.myListing, { query: monthRange(month) }),
  });
