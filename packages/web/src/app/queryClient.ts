// TanStack Query with the cache kept in localStorage, so what was seen stays readable offline.
// The persister and the error dialog load after the first render: the login page needs neither.
// What is cached belongs to one person: when the signed-in identity changes, the rest goes.
import { MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@tuura/domain/enums';
import { POLLING } from '@tuura/domain/limits';
import { MS_PER_DAY } from '@tuura/domain/rules/instant';
import { ApiError } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { ownerOf, type Session } from '../api/session.ts';
import { rememberSessionKind } from '../api/sessionKind.ts';
import { showErrorDialogLater } from '../components/formError.ts';

/** Where the cache is saved (app/persistence.ts). */
export const CACHE_KEY = 'tuura.cache';
const NO_SESSION: ErrorCode = 'NO_SESSION';

const isSession = (query: Query) => query.queryKey[0] === queryKeys.session[0];

/** Another person (or nobody) now: drop the previous one's data, saved copy and queued changes. */
function forgetPrevious(client: QueryClient) {
  localStorage.removeItem(CACHE_KEY);
  client.getMutationCache().clear();
  // Reset rather than remove: a mounted page drops the old data at once and asks again.
  void client.resetQueries({ predicate: (query) => !isSession(query) });
}

export function createQueryClient() {
  const signedOut = () => client.setQueryData<Session>(queryKeys.session, { kind: 'anonymous' });
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: POLLING.intervalMs / 10,
        gcTime: 7 * MS_PER_DAY,
        retry: 1,
        refetchOnWindowFocus: true,
      },
      mutations: { networkMode: 'online' },
    },
    queryCache: new QueryCache({
      // A 401 anywhere: the session has ended (expired, logged out elsewhere); the guards then
      // send the person to the login page and back.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) signedOut();
      },
    }),
    mutationCache: new MutationCache({
      // A mutation that handles its own error sets meta.silent; every other failure is explained.
      onError: (error, _vars, _ctx, mutation) => {
        // Not a wrong password at login (401 INVALID_CREDENTIALS): the session itself is gone.
        if (error instanceof ApiError && error.body.code === NO_SESSION) signedOut();
        if (mutation.meta?.silent) return;
        showErrorDialogLater(error);
      },
    }),
  });
  // Whose data the cache holds: known from the first session in it (restored or fetched).
  let owner: string | undefined;
  client.getQueryCache().subscribe((event) => {
    if ((event.type !== 'added' && event.type !== 'updated') || !isSession(event.query)) return;
    const session = event.query.state.data as Session | undefined;
    if (!session) return;
    rememberSessionKind(session.kind);
    const next = ownerOf(session);
    if (owner !== undefined && next !== owner) forgetPrevious(client);
    owner = next;
  });
  return client;
}

export const queryClient = createQueryClient();

export const persistMaxAge = 7 * MS_PER_DAY;

/** Whether this browser has a saved cache to restore. */
export const hasSavedCache = () => localStorage.getItem(CACHE_KEY) !== null;

let restoring: Promise<void> | undefined;

/** Restores the saved cache once (if any), then keeps saving it; queries wait until it has settled. */
export function restoreCache(): Promise<void> {
  // A chunk that failed to load (offline on a first visit) is asked for again next time.
  restoring ??= import('./persistence.ts')
    .then((m) => m.persistCache(queryClient, persistMaxAge))
    .catch((error: unknown) => {
      restoring = undefined;
      throw error;
    });
  return restoring;
}
