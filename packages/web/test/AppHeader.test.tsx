// The shared header: the back arrow stays in the app (with no page of the app behind, the role's
// home); no notification bell (nor its polling) while force-2FA holds the person on
// the profile page, and the 'Restore admin session' button of a taken-over session.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@tuura/domain/schemas/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import type { GuestSelf } from '../src/api/session.ts';
import Overlays from '../src/app/Overlays.tsx';
import { AppHeader } from '../src/components/AppHeader.tsx';
import fi from '../src/i18n/fi.json';
import { testUser } from './fixtures.ts';
import { json, newQueryClient, renderWithProviders } from './render.tsx';

function renderHeader(
  user: User | GuestSelf,
  fetch: (url: string, init?: RequestInit) => Response,
  where: { route?: string; history?: string[] } = {},
) {
  const spy = vi.fn((url: string, init?: RequestInit) => Promise.resolve(fetch(url, init)));
  vi.stubGlobal('fetch', spy);
  const client = newQueryClient();
  client.setQueryData(
    queryKeys.session,
    'filters' in user ? { kind: 'guest', guest: user } : { kind: 'user', user },
  );
  renderWithProviders(
    <>
      <AppHeader />
      <Overlays />
    </>,
    { client, ...where },
  );
  return spy;
}

const notificationCalls = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls.filter(([url]) => String(url).startsWith('/api/notifications'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppHeader', () => {
  it('shows the bell, which loads the notifications', async () => {
    const spy = renderHeader(testUser(), () => json({ notifications: [] }));
    expect(screen.getByTestId('notification-bell')).toBeTruthy();
    await waitFor(() => expect(notificationCalls(spy)).toHaveLength(1));
  });

  it('has no bell and asks for no notifications while two-factor is required', async () => {
    const spy = renderHeader(testUser({ tfaRequired: true }), () =>
      json({ statusCode: 403, error: 'Forbidden', message: 'Two-factor', code: 'TFA_REQUIRED' }, 403),
    );
    expect(screen.getByTestId('avatar-button')).toBeTruthy();
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(notificationCalls(spy)).toHaveLength(0);
  });

  it("restores the admin's session, and says so when that fails", async () => {
    const spy = renderHeader(testUser({ oldSession: true }), (url) =>
      url.startsWith('/api/notifications')
        ? json({ notifications: [] })
        : json({ statusCode: 404, error: 'Not Found', message: `No route POST ${url}` }, 404),
    );
    fireEvent.click(screen.getByTestId('restore-admin'));
    expect(await screen.findByText(fi.header.restoreAdminFailed)).toBeTruthy();
    const release = spy.mock.calls.find(([url]) => url === '/api/users/control-release/admin');
    expect(release?.[1]?.method).toBe('POST');
  });

  it('gives the admin back: the session becomes the admin, the cache is emptied, home is planning', async () => {
    const admin = testUser({
      _id: '00000000-0000-4000-8000-000000000002',
      permissions: { shifts: 'all', users: 'all' },
    });
    const spy = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/users/control-release/admin' ? json({ user: admin }) : json({ notifications: [] }),
      ),
    );
    vi.stubGlobal('fetch', spy);
    const client = newQueryClient();
    client.setQueryData(queryKeys.session, { kind: 'user', user: testUser({ oldSession: true }) });
    client.setQueryData(['worker-only'], 'the taken-over person’s data');
    renderWithProviders(<AppHeader />, { client, route: '/shifts' });
    fireEvent.click(screen.getByTestId('restore-admin'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/shifts/planning'));
    expect(client.getQueryData(queryKeys.session)).toEqual({ kind: 'user', user: admin });
    expect(client.getQueryData(['worker-only'])).toBeUndefined();
    expect(screen.queryByTestId('restore-admin')).toBeNull();
  });

  it('has no restore button in a session of one’s own', () => {
    renderHeader(testUser(), () => json({ notifications: [] }));
    expect(screen.queryByTestId('restore-admin')).toBeNull();
  });
});

describe('the back arrow', () => {
  const guest: GuestSelf = {
    _id: 'g1',
    name: 'Vieras',
    email: 'guest@example.com',
    filters: {
      customerId: null,
      departmentId: null,
      customerName: null,
      departmentName: null,
      days: 7,
      unresolvedName: '',
    },
  };
  const location = () => screen.getByTestId('location').textContent;
  const noNotifications = () => json({ notifications: [] });
  afterEach(() => window.history.replaceState(null, ''));

  it('goes back a page when this tab has an earlier page of the app', () => {
    // React Router's index of this entry in the tab's history (1: one page of the app behind it).
    window.history.replaceState({ idx: 1 }, '');
    renderHeader(testUser(), noNotifications, { route: '/notifications', history: ['/add-shifts'] });
    fireEvent.click(screen.getByRole('button', { name: fi.header.back }));
    expect(location()).toBe('/add-shifts');
  });

  it("goes to the worker's home on a deep link (the first page of the tab), not out of the app", () => {
    window.history.replaceState({ idx: 0 }, '');
    renderHeader(testUser(), noNotifications, { route: '/notifications' });
    fireEvent.click(screen.getByRole('button', { name: fi.header.back }));
    expect(location()).toBe('/shifts');
  });

  it("goes to the guest's home when the tab has no history state at all", () => {
    renderHeader(guest, noNotifications, { route: '/guest-user/profile' });
    fireEvent.click(screen.getByRole('button', { name: fi.header.back }));
    expect(location()).toBe('/guest-user');
  });

  it('is hidden on the home page itself when nothing of the app is behind it, shown with a page behind', () => {
    window.history.replaceState({ idx: 0 }, '');
    const first = renderHeaderAt('/shifts');
    expect(screen.getByTestId('header-back').style.visibility).toBe('hidden');
    first.unmount();
    window.history.replaceState({ idx: 1 }, '');
    renderHeaderAt('/shifts');
    expect(screen.getByTestId('header-back').style.visibility).toBe('');
  });

  function renderHeaderAt(route: string) {
    vi.stubGlobal('fetch', () => Promise.resolve(noNotifications()));
    const client = newQueryClient();
    client.setQueryData(queryKeys.session, { kind: 'user', user: testUser() });
    return renderWithProviders(<AppHeader />, { client, route });
  }
});
