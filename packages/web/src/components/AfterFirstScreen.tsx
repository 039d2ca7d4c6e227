// What the first screen does not need (the dialog hosts, the service worker, saving the cache)
// comes after it: once no query is out and the browser is idle, and only online, since it
// loads chunks. Waiting for idle alone would let it in while the page's data is still on the
// way, before the page draws.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Component, type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { onConnectionChange } from '../lib/online.ts';
import { whenIdle } from '../lib/whenIdle.ts';

type FirstScreen = { drawn: boolean; listeners: Set<() => void> };

/** Per app (query client): whether its first screen has drawn, watched once until it has. */
const firstScreens = new WeakMap<QueryClient, FirstScreen>();

function firstScreenOf(client: QueryClient): FirstScreen {
  const known = firstScreens.get(client);
  if (known) return known;
  const state: FirstScreen = { drawn: false, listeners: new Set() };
  firstScreens.set(client, state);
  let cancelIdle = () => {};
  // Any query starting or ending, or the connection changing, restarts the wait for idle.
  const check = () => {
    cancelIdle();
    if (client.isFetching() > 0 || !navigator.onLine) return;
    cancelIdle = whenIdle(() => {
      state.drawn = true;
      stopWatching();
      for (const listener of state.listeners) listener();
    });
  };
  const unsubscribeCache = client.getQueryCache().subscribe(check);
  const unsubscribeConnection = onConnectionChange(check);
  const stopWatching = () => {
    unsubscribeCache();
    unsubscribeConnection();
  };
  check();
  return state;
}

/**
 * True once the page has settled: online, no query fetching and the browser idle (stays true).
 * One watcher for every reader, and none once it is true: the readers do not redraw on each fetch.
 */
export function useFirstScreenDrawn(): boolean {
  const state = firstScreenOf(useQueryClient());
  return useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        state.listeners.add(listener);
        return () => state.listeners.delete(listener);
      },
      [state],
    ),
    () => state.drawn,
  );
}

/**
 * Shows nothing instead of its children when they fail (a chunk that could not load): what it
 * wraps is an extra, and must never blank the page around it.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Its children once the first screen has drawn; nothing before, nothing if they fail to load. */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return useFirstScreenDrawn() ? <QuietBoundary>{children}</QuietBoundary> : null;
}
