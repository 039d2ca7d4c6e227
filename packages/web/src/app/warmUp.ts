// What a cold start on a page can begin before the session check answers: the page's chunks and
// its first data. A guard still decides what shows; a signed-out visitor's prefetch ends in 401s
// that only confirm the check (the query cache signs the app out on a 401 anyway).
import type { QueryClient } from '@tanstack/react-query';
import { lastSessionKind } from '../api/session.ts';
import { paths } from './paths.ts';

const WARM_UPS: Record<string, (client: QueryClient, search: string) => Promise<unknown>> = {
  [paths.shifts]: (client, search) =>
    Promise.all([
      import('./layouts/UserLayout.tsx'),
      import('../features/shifts/MyShiftsPage.tsx'),
      import('../features/shifts/warmUp.ts').then((m) => m.warmUpMyShifts(client, search)),
    ]),
};

export function warmUpRoute(
  client: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
) {
  // A guest's browser would only collect 403s here.
  if (lastSessionKind() === 'guest') return;
  void WARM_UPS[pathname]?.(client, search).catch(() => undefined);
}
