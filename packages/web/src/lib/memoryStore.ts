// A value kept in this tab's memory that components read as they draw and redraw when it changes
// (planning's undo stack and copied shift): no context, no re-render of everything around it.
import { useSyncExternalStore } from 'react';

export function memoryStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    /** The value, redrawn when it changes. */
    use: () => useSyncExternalStore(subscribe, () => value),
  };
}
