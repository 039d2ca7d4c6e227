import { MantineProvider } from '@mantine/core';
import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useSession } from '../api/session.ts';
import { QuietBoundary, useFirstScreenDrawn } from '../components/AfterFirstScreen.tsx';
import { LanguageDatesProvider } from './LanguageDatesProvider.tsx';
import { onOverlaysWanted, overlaysWanted } from './overlays.ts';
import { hasSavedCache, queryClient, restoreCache } from './queryClient.ts';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

const Overlays = lazy(() => import('./Overlays.tsx'));

/**
 * `useIsRestoring()` is true until the saved cache is back: queries wait, as
 * PersistQueryClientProvider makes them. With nothing saved (a first visit) there is nothing to
 * wait for: queries run at once and saving starts after the first screen (SaveCacheLater).
 */
function RestoringProvider({ children }: { children: ReactNode }) {
  const [restoring, setRestoring] = useState(hasSavedCache);
  useEffect(() => {
    if (!restoring) return;
    let live = true;
    // A transition, and children made by the parent: when the cache is back only the components
    // that ask re-render, in a render that yields to the browser (it used to redraw
    // the whole app, theme variables included, in one blocking task).
    void restoreCache()
      .catch(() => undefined)
      .finally(() => live && startTransition(() => setRestoring(false)));
    return () => {
      live = false;
    };
  }, [restoring]);
  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
}

/** Starts saving the cache (restoreCache also subscribes) once the first screen has drawn. */
function SaveCacheLater() {
  const drawn = useFirstScreenDrawn();
  useEffect(() => {
    if (drawn) void restoreCache().catch(() => undefined);
  }, [drawn]);
  return null;
}

/** The modal and notification hosts once a dialog is asked for, or someone signed in has their first screen. */
function OverlaysWhenWanted() {
  const { data: session } = useSession();
  const wanted = useSyncExternalStore(onOverlaysWanted, overlaysWanted);
  const drawn = useFirstScreenDrawn();
  if (!wanted && (!drawn || session === undefined || session.kind === 'anonymous')) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </QuietBoundary>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RestoringProvider>
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          cssVariablesResolver={cssVariablesResolver}
          // The device's light or dark until someone chooses (the profile's switch): decision 080.
          defaultColorScheme="auto"
        >
          <LanguageDatesProvider>
            {children}
            <OverlaysWhenWanted />
            <SaveCacheLater />
          </LanguageDatesProvider>
        </MantineProvider>
      </RestoringProvider>
    </QueryClientProvider>
  );
}
