// A colleague search by words of a name (GET /api/users/search), as the pickers ask it: the words
// settle for 250 ms first, the last answer stays on screen until the next, and an answer is
// fresh for a minute. The worker pickers, group members, sharing and planning's list use it.
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userContracts } from '@tuura/domain/api/users';
import { UI } from '@tuura/domain/limits';
import { call } from './client.ts';
import { queryKeys } from './queryKeys.ts';

/** The colleagues found for the words typed, once the typing has rested. */
export function useUserSearch(words: string, { enabled = true } = {}) {
  const [q] = useDebouncedValue(words, UI.searchSettleMs);
  return useQuery({
    queryKey: queryKeys.userSearch(q),
    queryFn: () => call(userContracts.search, { query: { q } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
