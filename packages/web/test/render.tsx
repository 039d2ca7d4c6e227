// Renders a component with the app's providers: Mantine (test env: no transitions or portals),
// TanStack Query (no retries), a memory router and i18next in Finnish.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { User } from '@tuura/domain/schemas/user';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import { theme } from '../src/app/theme.ts';
import { i18n } from '../src/i18n/index.ts';

afterEach(cleanup);

export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** A query client whose cached session is `user`, signed in (as after GET /api/auth/session). */
export function signedInClient(user: User) {
  const client = newQueryClient();
  client.setQueryData(queryKeys.session, { kind: 'user', user });
  return client;
}

/** Shows where the router is, so a test can see a navigation happen. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** `history`: the pages before `route` in this tab, oldest first. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', client = newQueryClient(), history = [] as string[] } = {},
) {
  const result = render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} env="test">
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[...history, route]} initialIndex={history.length}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </I18nextProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** A fetch answer with a JSON body, as the API sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
