// TanStack Query with the cache kept in localStorage, so what was seen stays readable offline.

import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { POLLING } from '@tuura/domain/limits';
import { showErrorDialog } from '../components/errorDialog.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: POLLING.intervalMs / 10, gcTime: 7 * DAY_MS, retry: 1, refetchOnWindowFocus: true },
    mutations: { networkMode: 'online' },
  },
  mutationCache: new MutationCache({
    // A mutation that handles its own error sets meta.silent; every other failure is explained.
    onError: (error, _vars, _ctx, mutation) => {
      if (!mutation.meta?.silent) showErrorDialog(error);
    },
  }),
});

export const persister = createSyncStoragePersister({ storage: window.localStorage, key: 'tuura.cache' });
export const persistMaxAge = 7 * DAY_MS;
