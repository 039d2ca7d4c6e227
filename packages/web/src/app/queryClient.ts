// TanStack Query with the cache kept in localStorage, so what was seen stays readable offline.
// The persister and the error dialog load after the first render: the login page needs neither.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { POLLING } from '@tuura/domain/limits';
import { overlaysReady } from './overlays.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: POLLING.intervalMs / 10, gcTime: 7 * DAY_MS, retry: 1, refetchOnWindowFocus: true },
    mutations: { networkMode: 'online' },
  },
  mutationCache: new MutationCache({
    // A mutation that handles its own error sets meta.silent; every other failure is explained.
    onError: (error, _vars, _ctx, mutation) => {
      if (mutation.meta?.silent) return;
      void Promise.all([import('../components/errorDialog.tsx'), overlaysReady]).then(([dialog]) =>
        dialog.showErrorDialog(error),
      );
    },
  }),
});

export const persistMaxAge = 7 * DAY_MS;

let restoring: Promise<void> | undefined;

/** Restores the saved cache once, then keeps saving it; queries wait until it has settled. */
export function restoreCache(): Promise<void> {
  restoring ??= import('./persistence.ts').then((m) => m.persistCache(queryClient, persistMaxAge));
  return restoring;
}
