// Whether the browser is online, read as the page draws.
import { useSyncExternalStore } from 'react';

/** Calls `changed` whenever the browser goes online or offline; returns the unsubscribe. */
export function onConnectionChange(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Mutations are disabled while offline; components read this to disable their actions. Read
 * from the browser as the page draws (Mantine's useNetwork sets state after mounting, which drew
 * every shift card twice on a first load).
 */
export function useOnline() {
  return useSyncExternalStore(onConnectionChange, () => navigator.onLine);
}

/**
 * Each time the browser goes offline is an episode of its own (a page loaded offline starts in
 * episode 1, each going offline counts one more): the banner's dismissal holds for one episode,
 * even when the browser came back and went away again before the page drew in between.
 */
let offlineEpisode = 1;
window.addEventListener('offline', () => offlineEpisode++);

/** The offline episode the browser is in; 0 while online. */
export function useOfflineEpisode() {
  return useSyncExternalStore(onConnectionChange, () => (navigator.onLine ? 0 : offlineEpisode));
}
