// Every route sets the tab's title, "<page title> – Tuura", in the person's language:
// the real route table, from the login page to an unknown path's error page, and a language change.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import { AppRouter } from '../src/app/router.tsx';
import { theme } from '../src/app/theme.ts';
import { applyLocale } from '../src/i18n/index.ts';
import { testUser } from './fixtures.ts';
import { json, newQueryClient } from './render.tsx';

// The update prompt registers the service worker through the PWA plugin's virtual module, which
// only the build provides; titles do not depend on it.
vi.mock('../src/components/UpdateDialog.tsx', () => ({ UpdateDialog: () => null }));

/** The app's routes at `path`, with a worker signed in (or nobody). */
function renderAt(path: string, signedIn = true) {
  window.history.replaceState(null, '', path);
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(
      url.includes('/refresh') && !signedIn
        ? json({ statusCode: 401, error: 'Unauthorized', message: 'No session', code: 'NO_SESSION' }, 401)
        : url.includes('/refresh')
          ? json({ user: testUser() })
          : json({ notifications: [], shifts: [], count: 0, organization: { name: 'Tuura Demo' } }),
    ),
  );
  const client = newQueryClient();
  if (signedIn) client.setQueryData(queryKeys.session, { kind: 'user', user: testUser() });
  else client.setQueryData(queryKeys.session, { kind: 'anonymous' });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} env="test">
        <AppRouter />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

// The routes' lazy chunks load once before the tests: on a busy machine a cold import of a page
// outlasts a test's wait, and loading is not what these tests are about.
beforeAll(
  () =>
    Promise.all([
      import('../src/app/layouts/UserLayout.tsx'),
      import('../src/app/layouts/BareLayout.tsx'),
      import('../src/app/pages/MyShifts.tsx'),
      import('../src/features/notifications/NotificationsPage.tsx'),
      import('../src/features/errors/ErrorPage.tsx'),
      import('../src/features/auth/LoginPage.tsx'),
    ]),
  30_000,
);

afterEach(async () => {
  // Unmounted before fetch is real again: a poll due later would otherwise reach for a server.
  cleanup();
  vi.unstubAllGlobals();
  await act(() => applyLocale('fi'));
  document.title = 'Tuura';
});

describe('page titles', () => {
  it.each([
    ['/shifts', 'Omat vuoroni – Tuura'],
    ['/notifications', 'Ilmoitukset – Tuura'],
    ['/polls', 'Kyselyt – Tuura'],
    ['/files/shared-with-me', 'Tiedostot – Tuura'],
    ['/no-such-page', 'Sivua ei löytynyt – Tuura'],
  ])('%s is titled %s', async (path, title) => {
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title), { timeout: 3000 });
  });

  it('the login page has its own, and it follows a language change', async () => {
    renderAt('/auth/login', false);
    await waitFor(() => expect(document.title).toBe('Kirjaudu sisään – Tuura'), { timeout: 3000 });
    await act(() => applyLocale('en'));
    await waitFor(() => expect(document.title).toBe('Log in – Tuura'));
  });
});
