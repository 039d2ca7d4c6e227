// A colleague search by words of a name (GET /api/users/search), as the pickers ask it: the words
// settle for 250 ms first, the last answer stays on screen until the next, and an answer is
// fresh for a minute. The worker pickers, group members, sharing and planning's list use it.
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userContracts } from '@tuura/domain/api/users';
import { call } from './client.ts';
import { queryKeys } from './queryKeys.ts';

export const SEARCH_SETTLE_MS = 250;

/** The colleagues found for the words typed (already settled when `settled` is given). */
export function useUserSearch(words: string, { enabled = true, settled = false } = {}) {
  const [debounced] = useDebouncedValue(words, settled ? 0 : SEARCH_SETTLE_MS);
  const q = settled ? words : debounced;
  return useQuery({
    queryKey: queryKeys.userSearch(q),
    queryFn: () => call(userContracts.search, { query: { q } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
