// Mass email's data: the groups to choose from, sending (queued on the server, answered at once)
// and the delivery report (the sends with counts per state, one send's recipients).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { emailContracts } from '@tuura/domain/api/emails';
import { groupContracts } from '@tuura/domain/api/groups';
import type { MassEmailInput } from '@tuura/domain/schemas/massEmail';
import { call } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import './texts.ts';
import { communicationKeys } from '../../../api/communicationKeys.ts';

export const groupChoicesQuery = queryOptions({
  queryKey: [...queryKeys.groups, 'pick'],
  queryFn: () => call(groupContracts.pick),
  select: (data) => data.groups,
});

export const massEmailsQuery = queryOptions({
  queryKey: communicationKeys.massEmails,
  queryFn: () => call(emailContracts.listMass),
  select: (data) => data.massEmails,
  // Delivery goes on after the send: the report follows it while it is open.
  refetchInterval: 5_000,
});

export const massEmailQuery = (id: string) =>
  queryOptions({
    queryKey: communicationKeys.massEmail(id),
    queryFn: () => call(emailContracts.getMass, { params: { id } }),
    select: (data) => data.massEmail,
    refetchInterval: 5_000,
  });

export function useSendMassEmail() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: MassEmailInput) => call(emailContracts.sendMass, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: communicationKeys.massEmails }),
  });
}
