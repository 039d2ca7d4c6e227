// What the first screen does not need (the dialog hosts, the service worker, saving the cache)
// comes after it: once no query is out and the browser is idle. Waiting for idle alone would let
// it in while the page's data is still on the way, before the page draws.
import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { whenIdle } from '../lib/whenIdle.ts';

/** True once the page has settled: no query fetching and the browser idle (stays true). */
export function useFirstScreenDrawn(): boolean {
  const fetching = useIsFetching();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn || fetching > 0) return;
    return whenIdle(() => setDrawn(true));
  }, [drawn, fetching]);
  return drawn;
}

/** Its children once the first screen has drawn; nothing before. */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return useFirstScreenDrawn() ? children : null;
}
