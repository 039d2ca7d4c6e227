// Customers with their departments' names (GET /customers/full): the admin pickers' key and shape
// (the whole answer), so the customers page, bills and the pickers share one fetch.
import { queryOptions } from '@tanstack/react-query';
import { customerContracts } from '@tuura/domain/api/customers';
import { call } from './client.ts';
import { queryKeys } from './queryKeys.ts';

export const customersQuery = queryOptions({
  queryKey: queryKeys.customersFull,
  queryFn: () => call(customerContracts.full),
  select: (data) => data.customers,
});
