// The polls page's data: the worker's list and one poll, the admin's list and one poll in full,
// the vote and the admin's changes. Every change asks again for everything under communicationKeys.polls
// (lists, the open poll and the menu badge's count).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pollContracts } from '@tuura/domain/api/polls';
import type { PollInput, PollVoteInput } from '@tuura/domain/schemas/poll';
import { call } from '../../api/client.ts';
import './texts.ts';
import { communicationKeys } from '../../api/communicationKeys.ts';

export const pollListQuery = queryOptions({
  queryKey: communicationKeys.pollList,
  queryFn: () => call(pollContracts.list),
  select: (data) => data.polls,
});

export const pollQuery = (id: string) =>
  queryOptions({
    queryKey: communicationKeys.poll(id),
    queryFn: () => call(pollContracts.get, { params: { id } }),
    select: (data) => data.poll,
  });

export const pollsAdminQuery = queryOptions({
  queryKey: communicationKeys.pollsAdmin,
  queryFn: () => call(pollContracts.adminList),
  select: (data) => data.polls,
});

export const pollAdminQuery = (id: string) =>
  queryOptions({
    queryKey: communicationKeys.pollAdmin(id),
    queryFn: () => call(pollContracts.adminGet, { params: { id } }),
    select: (data) => data.poll,
  });

function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    // Each caller explains its own failure: under the form's fields or in the error dialog.
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: communicationKeys.polls }),
  });
}

export const useVote = () =>
  useChange((v: { id: string; vote: PollVoteInput }) =>
    call(pollContracts.vote, { params: { id: v.id }, body: v.vote }),
  );

export const useSavePoll = () =>
  useChange((v: { id?: string; poll: PollInput }) =>
    v.id
      ? call(pollContracts.update, { params: { id: v.id }, body: { poll: v.poll } })
      : call(pollContracts.create, { body: { poll: v.poll } }),
  );

export const useRemovePoll = () => useChange((id: string) => call(pollContracts.remove, { params: { id } }));
