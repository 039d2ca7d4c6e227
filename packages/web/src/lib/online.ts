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
