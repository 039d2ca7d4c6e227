// Runs work when the browser is idle: for what the first screen does not need, so that on a slow
// phone it no longer runs before the first paint and delays it.

/** How long idle work waits at most when the browser never becomes idle. */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `work` once the browser is idle (or at once after this task where it cannot tell); cancellable. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
