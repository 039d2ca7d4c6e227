// What the first screen does not need (the dialog hosts, the service worker, saving the cache)
// comes after it: once no query is out and the browser is idle, and only online, since it
// loads chunks. Waiting for idle alone would let it in while the page's data is still on the
// way, before the page draws.
import { useIsFetching } from '@tanstack/react-query';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { useOnline } from '../lib/online.ts';
import { whenIdle } from '../lib/whenIdle.ts';

/** True once the page has settled: online, no query fetching and the browser idle (stays true). */
export function useFirstScreenDrawn(): boolean {
  const fetching = useIsFetching();
  const online = useOnline();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn || fetching > 0 || !online) return;
    return whenIdle(() => setDrawn(true));
  }, [drawn, fetching, online]);
  return drawn;
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
