// The cache in localStorage (offline reading). Loaded by restoreCache(): after the first render,
// or after the first screen when nothing was saved.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { defaultShouldDehydrateQuery, hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { queryKeys } from '../api/queryKeys.ts';
import { ownerOf, type Session } from '../api/session.ts';
import { CACHE_KEY } from './queryClient.ts';

/** The build that saved the cache: a cache saved by another version is dropped (vite.config.ts). */
const APP_VERSION: string = import.meta.env.APP_VERSION ?? 'dev';

/**
 * What is saved for offline reading: the worker's own data (UI.md). Admin lists are not: they are
 * large (pages of 500 shifts), change under other admins' hands, and a saved copy younger than
 * the stale time would be shown after a reload instead of asked for again.
 */
const PERSISTED = new Set([
  'session',
  'organization',
  'notifications',
  'shifts',
  'customerTemplates',
  // Instruction pages a worker has opened stay readable offline (decision 112).
  'instructions',
  // The worker's own pay by month: readable offline like their shifts.
  'compensation',
]);

export const persistsQuery = (query: Pick<Query, 'queryKey' | 'state'>) =>
  PERSISTED.has(String(query.queryKey[0])) &&
  !(query.queryKey[0] === 'organization' && query.queryKey[1] === 'admin') &&
  defaultShouldDehydrateQuery(query as Query);

export async function persistCache(client: QueryClient, maxAge: number) {
  const persister = createSyncStoragePersister({ storage: window.localStorage, key: CACHE_KEY });
  const options: PersistQueryClientOptions = {
    // The persist packages pin an older @tanstack/query-core; the client is the same at run time,
    // only its private-field type differs.
    queryClient: client as unknown as PersistQueryClientOptions['queryClient'],
    maxAge,
    buster: APP_VERSION,
    persister,
    dehydrateOptions: { shouldDehydrateQuery: persistsQuery },
  };
  // The server may have said who is signed in before the saved cache is read. If that is someone
  // else, the saved data is not theirs to see: drop it. (Read in the other order, the session
  // watcher in queryClient.ts drops it when the answer comes.)
  const live = client.getQueryData<Session>(queryKeys.session);
  if (live) {
    const saved = await Promise.resolve(persister.restoreClient()).catch(() => undefined);
    const sessionHash = hashKey(queryKeys.session);
    const savedSession = saved?.clientState.queries.find((q) => q.queryHash === sessionHash)?.state.data;
    if (saved && ownerOf(savedSession as Session | undefined) !== ownerOf(live))
      await persister.removeClient();
  }
  // An outdated or unreadable saved cache is dropped by the restore itself; go on without it.
  await persistQueryClientRestore(options).catch(() => undefined);
  // A reload is a person asking for what is current: the saved copy shows at once and the screen's
  // data is asked for again, however young (the stale time would otherwise keep it for 30 s).
  if (reloaded()) void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.session[0] });
  persistQueryClientSubscribe(options);
  // What was fetched before this ran (a first visit saves after the first screen) is saved now,
  // not at the next change.
  await persistQueryClientSave(options);
}

/** This page load is the browser's reload (not a first visit, a link or back and forth). */
const reloaded = () =>
  performance
    .getEntriesByType('navigation')
    .some((e) => (e as PerformanceNavigationTiming).type === 'reload');
