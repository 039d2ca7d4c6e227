// The worker's own shift requests (spec §7 Suggestions (worker)): the list with each one's state,
// a new request, and withdrawing a pending one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { suggestionContracts } from '@tuura/domain/api/suggestions';
import type { SuggestionInput } from '@tuura/domain/schemas/suggestion';
import { call, endpoint } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

// Typed by the contracts without importing them: the page carries no zod for these calls.
type Contracts = typeof suggestionContracts;
const c = {
  list: endpoint<Contracts['list']>('GET', '/api/suggestions/worker'),
  create: endpoint<Contracts['create']>('POST', '/api/suggestions/worker'),
  createMany: endpoint<Contracts['createMany']>('POST', '/api/suggestions/multiple/worker'),
  remove: endpoint<Contracts['remove']>('DELETE', '/api/suggestions/:id/worker'),
};

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

/** Several requests at once (a template on many days): all or none. */
export function useRequestShifts() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (suggestions: SuggestionInput[]) => call(c.createMany, { body: { suggestions } }),
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
