// A page whose data fails to load shows the error page of spec §8: the status code, the status's
// title as the message and the text of the error's message key below it, with a retry.
import { fireEvent, screen } from '@testing-library/react';
import { allAreasAt } from '@tuura/domain/permissions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import NotificationsPage from '../src/features/notifications/NotificationsPage.tsx';
import OrganizationPage from '../src/features/organization/OrganizationPage.tsx';
import fiErrors from '../src/i18n/fi.errors.json';
import { testUser } from './fixtures.ts';
import { json, newQueryClient, renderWithProviders } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(page: React.ReactNode, answer: () => Response) {
  vi.stubGlobal('fetch', () => Promise.resolve(answer()));
  const client = newQueryClient();
  client.setQueryData(queryKeys.session, {
    kind: 'user',
    user: testUser({ permissions: allAreasAt('all') }),
  });
  renderWithProviders(page, { client });
}

const serverError = () =>
  json(
    {
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side',
      key: 'server.failed',
    },
    500,
  );

describe.each([
  ['the organisation page', <OrganizationPage key="o" />],
  ['the notifications page', <NotificationsPage key="n" />],
])('%s, when loading fails', (_name, page) => {
  it('shows the status, its title and the text of the message key', async () => {
    renderPage(page, serverError);
    expect((await screen.findByTestId('error-status')).textContent).toBe('500');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(fiErrors.errors.status['500'].title);
    expect(screen.getByTestId('error-text').textContent).toBe(fiErrors.errors.message.server.failed);
  });

  it('a 403 shows its own status and title', async () => {
    renderPage(page, () =>
      json(
        {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Not authorized!',
          code: 'NOT_AUTHORIZED',
          key: 'auth.notAuthorized',
        },
        403,
      ),
    );
    expect((await screen.findByTestId('error-status')).textContent).toBe('403');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(fiErrors.errors.status['403'].title);
  });

  it('tries again on request', async () => {
    let answer = serverError;
    renderPage(page, () => answer());
    await screen.findByTestId('error-status');
    answer = () =>
      json({
        notifications: [],
        organization: { name: 'Org', adminEmail: 'a@b.c', settings: { force2fa: false } },
      });
    fireEvent.click(screen.getByTestId('error-retry'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('error-status')).toBeNull();
  });
});
