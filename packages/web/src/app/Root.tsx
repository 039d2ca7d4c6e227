// Above every page: keeps locale and colour scheme in step with the signed-in user's settings,
// and shows the update prompt. The layouts show the offline banner.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../api/session.ts';
import { AfterFirstScreen } from '../components/AfterFirstScreen.tsx';
import { applyLocale } from '../i18n/index.ts';
import { useApplyDarkMode } from '../lib/colorScheme.ts';

// Registers the service worker and, on a new version, offers a reload in a modal: neither is
// needed to draw the first page, so it loads after it. Not on a first visit before login: the
// worker's precache would download the whole app (decision 050); it registers once someone
// is signed in, or at once when a worker from an earlier visit controls the page (updates).
const UpdateDialog = lazy(() =>
  import('../components/UpdateDialog.tsx').then((m) => ({ default: m.UpdateDialog })),
);

export function Root() {
  const { data } = useSession();
  const applyDarkMode = useApplyDarkMode();
  const settings = data?.kind === 'user' ? data.user.settings : undefined;
  // Each value on its own: a new session object with the same settings changes nothing.
  const locale = settings?.locale;
  const darkMode = settings?.darkMode;
  useEffect(() => {
    if (locale) void applyLocale(locale);
  }, [locale]);
  useEffect(() => {
    // Never chosen (null): the device's scheme, live.
    if (darkMode !== undefined) applyDarkMode(darkMode);
  }, [darkMode, applyDarkMode]);
  return (
    <>
      <Outlet />
      {(data?.kind === 'user' || data?.kind === 'guest' || navigator.serviceWorker?.controller) && (
        <AfterFirstScreen>
          <Suspense fallback={null}>
            <UpdateDialog />
          </Suspense>
        </AfterFirstScreen>
      )}
    </>
  );
}
