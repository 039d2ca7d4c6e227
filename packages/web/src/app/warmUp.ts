// What a cold start on a page can begin before the session check answers: the page's chunks,
// fetched beside the app's entry (boot.ts calls this). A guard still decides what shows.
import { lastSessionKind } from '../api/sessionKind.ts';
import { paths } from './paths.ts';

const WARM_UPS: Record<string, () => Promise<unknown>> = {
  [paths.shifts]: () =>
    Promise.all([import('./layouts/UserLayout.tsx'), import('../features/shifts/MyShiftsPage.tsx')]),
};

export function warmUpRoute({ pathname }: Pick<Location, 'pathname'>) {
  // A guest's pages are others.
  if (lastSessionKind() === 'guest') return;
  void WARM_UPS[pathname]?.().catch(() => undefined);
}
