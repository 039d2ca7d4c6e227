// The cache in localStorage (offline reading). Loaded after the first render by restoreCache().
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';

export async function persistCache(client: QueryClient, maxAge: number) {
  const options: PersistQueryClientOptions = {
    // The persist packages pin an older @tanstack/query-core; the client is the same at run time,
    // only its private-field type differs.
    queryClient: client as unknown as PersistQueryClientOptions['queryClient'],
    maxAge,
    persister: createSyncStoragePersister({ storage: window.localStorage, key: 'tuura.cache' }),
  };
  // An outdated or unreadable saved cache is dropped by the restore itself; go on without it.
  await persistQueryClientRestore(options).catch(() => undefined);
  persistQueryClientSubscribe(options);
}
