// Modals and notifications (Overlays.tsx) are mounted when first wanted: at once for someone
// signed in, on the login page only when a dialog must show (it stays small: decision 050).
// Opening a modal is a window event that nobody hears before ModalsProvider is mounted, so
// callers wait for `overlaysReady`; waiting for it is what asks for the mount.
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

let wanted = false;
const listeners = new Set<() => void>();

function wantOverlays() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether anything has asked for the overlays yet. */
export const overlaysWanted = () => wanted;
export function onOverlaysWanted(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the hosts are mounted; `await` or `Promise.all` on it asks for them. */
export const overlaysReady: PromiseLike<void> = {
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, so waiting mounts the hosts
  then(onFulfilled, onRejected) {
    wantOverlays();
    return ready.then(onFulfilled, onRejected);
  },
};

export const overlaysMounted = () => markReady();
