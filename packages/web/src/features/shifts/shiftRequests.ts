// The worker's own shift requests (spec §7 Suggestions (worker)): the list with each one's state,
// a new request, and withdrawing a pending one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { suggestionContracts as c } from '@tuura/domain/api/suggestions';
import type { SuggestionInput } from '@tuura/domain/schemas/suggestion';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

export const ownSuggestionsQuery = queryOptions({
  queryKey: queryKeys.ownSuggestions,
  queryFn: () => call(c.list, { query: {} }),
  select: (data) => data.suggestions,
});

export function useRequestShift() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (suggestion: SuggestionInput) => call(c.create, { body: { suggestion } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.ownSuggestions }),
  });
}

export function useWithdrawRequest() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => call(c.remove, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.ownSuggestions }),
  });
}
