// What a cold start on a page can begin before the app's entry has run (boot.ts calls this): the
// page's first queries (their answers are taken by the page's calls, api/early.ts) and its chunks.
// A guard still decides what shows.
import { startEarly } from '../api/early.ts';
import { lastSessionKind } from '../api/sessionKind.ts';
import { myShiftsFirstUrls } from '../api/workerShifts.ts';
import { paths } from './paths.ts';

const WARM_UPS: Record<string, (search: string) => Promise<unknown>> = {
  [paths.shifts]: (search) => {
    for (const url of myShiftsFirstUrls(search)) startEarly(url);
    return Promise.all([import('./layouts/UserLayout.tsx'), import('./pages/MyShifts.tsx')]);
  },
};

export function warmUpRoute({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  // A guest's pages are others, and nobody's are refused: only a user's first page is warmed.
  if (lastSessionKind() !== 'user') return;
  void WARM_UPS[pathname]?.(search).catch(() => undefined);
}
