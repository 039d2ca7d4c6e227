// The alerts page's data: the list, the customers and departments a rule can name, and the
// changes (save, remove, run now). Every change asks the list again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertContracts } from '@tuura/domain/api/alerts';
import { customerContracts } from '@tuura/domain/api/customers';
import { canLoadCustomers } from '@tuura/domain/permissions';
import type { AlertInput } from '@tuura/domain/schemas/alert';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useUser } from '../../api/session.ts';
import './texts.ts';
import { communicationKeys } from '../../api/communicationKeys.ts';

export const alertsQuery = queryOptions({
  queryKey: communicationKeys.alerts,
  queryFn: () => call(alertContracts.list),
  select: (data) => data.alerts,
});

/** Customers with departments for the rule's place; admins without access to them get none. */
export function usePlaces() {
  const user = useUser();
  const allowed = canLoadCustomers(user.permissions);
  return useQuery({
    queryKey: queryKeys.adminCustomers,
    queryFn: async () => (await call(customerContracts.full)).customers,
    enabled: allowed,
  });
}

function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: communicationKeys.alerts }),
  });
}

export const useSaveAlert = () =>
  useChange((v: { id?: string; alert: AlertInput }) =>
    v.id
      ? call(alertContracts.update, { params: { id: v.id }, body: { alert: v.alert } })
      : call(alertContracts.create, { body: { alert: v.alert } }),
  );

export const useRemoveAlert = () =>
  useChange((id: string) => call(alertContracts.remove, { params: { id } }));
export const useRunAlert = () => useChange((id: string) => call(alertContracts.run, { params: { id } }));
