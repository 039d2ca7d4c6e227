// Each role's home, one active menu item, no start/end button on admin pages,
// the admin overview's counts, and the force-2FA editor's way back to the setting while forced.
import { screen, within } from '@testing-library/react';
import { ADMIN_MENU, allAreasAt } from '@tuura/domain/permissions';
import type { User } from '@tuura/domain/schemas/user';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeRedirect, RequireUser } from '../src/app/guards.tsx';
import UserLayout from '../src/app/layouts/UserLayout.tsx';
import { activeMenuPath, homeFor, isAdminPath, paths } from '../src/app/paths.ts';
import AdminHomePage from '../src/features/admin/AdminHomePage.tsx';
import fiAdmin from '../src/i18n/fi.admin.json';
import { adminOrganization, testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('homeFor', () => {
  it('sends an admin who reads shifts to planning, another admin to the overview, a worker to my shifts, a guest to theirs', () => {
    expect(homeFor({ kind: 'user', user: testUser() })).toBe('/shifts');
    expect(homeFor({ kind: 'user', user: testUser({ permissions: { organization: 'read' } }) })).toBe(
      '/admin',
    );
    expect(
      homeFor({ kind: 'user', user: testUser({ permissions: { organization: 'all', shifts: 'none' } }) }),
    ).toBe('/admin');
    expect(homeFor({ kind: 'user', user: testUser({ permissions: allAreasAt('all') }) })).toBe(
      '/admin/shifts/planning',
    );
    expect(homeFor({ kind: 'user', user: testUser({ permissions: { shifts: 'read' } }) })).toBe(
      '/admin/shifts/planning',
    );
    // The same path as the menu's planning entry.
    expect(paths.planning).toBe(ADMIN_MENU.find((m) => m.key === 'planning')?.path);
    expect(homeFor({ kind: 'user', user: testUser({ permissions: allAreasAt('none') }) })).toBe('/shifts');
    const guest = {
      _id: 'g',
      name: 'Vieras',
      email: 'g@example.com',
      filters: {
        customerId: null,
        departmentId: null,
        customerName: null,
        departmentName: null,
        days: 7,
        unresolvedName: '',
      },
    };
    expect(homeFor({ kind: 'guest', guest })).toBe('/guest-user');
    expect(homeFor({ kind: 'anonymous' })).toBe('/auth/login');
  });

  it('is where / leads', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<HomeRedirect />} />
        <Route path="*" element={null} />
      </Routes>,
      { client: signedInClient(testUser({ permissions: { shifts: 'read' } })) },
    );
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/shifts/planning');
  });
});

describe('the active menu item', () => {
  const menu = ['/shifts', '/admin', '/admin/shifts', '/admin/shifts/planning', '/admin/stamps'];
  it('is the exact path, else the longest one the location is within', () => {
    expect(activeMenuPath('/admin/shifts/planning', menu)).toBe('/admin/shifts/planning');
    expect(activeMenuPath('/admin/shifts', menu)).toBe('/admin/shifts');
    expect(activeMenuPath('/admin/shifts/123', menu)).toBe('/admin/shifts');
    expect(activeMenuPath('/admin', menu)).toBe('/admin');
    expect(activeMenuPath('/admin/stampsx', menu)).toBe('/admin');
    expect(activeMenuPath('/profile', menu)).toBeUndefined();
  });

  it("is files in every context and folder of files (the menu's link is my files)", () => {
    const worker = ['/shifts', '/files/my-files', '/profile'];
    for (const at of ['/files/my-files', '/files/shared-with-me', '/files/public', '/files/0000-dir'])
      expect(activeMenuPath(at, worker)).toBe('/files/my-files');
    expect(activeMenuPath('/filesx', worker)).toBeUndefined();
  });

  for (const route of ['/admin/shifts/planning', '/admin/organization', '/admin']) {
    it(`is one link in the layout on ${route}`, () => {
      vi.stubGlobal('fetch', () => Promise.resolve(json({}, 404)));
      const page = renderWithProviders(<UserLayout />, {
        client: signedInClient(testUser({ permissions: allAreasAt('read') })),
        route,
      });
      const active = screen.getByRole('navigation').querySelectorAll('a[data-active]');
      expect([...active].map((a) => a.getAttribute('href'))).toEqual([route]);
      page.unmount();
    });
  }
});

describe('the floating start/end button', () => {
  it('is on worker pages and not on admin pages', async () => {
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(url.startsWith('/api/shifts/user/worker') ? json({ shifts: [] }) : json({}, 404)),
    );
    const admin = testUser({ permissions: allAreasAt('all') });
    const worker = renderWithProviders(<UserLayout />, { client: signedInClient(admin), route: '/shifts' });
    expect(await screen.findByTestId('start-end-button')).toBeTruthy();
    worker.unmount();
    for (const route of ['/admin', '/admin/organization', '/admin/shifts/planning']) {
      const page = renderWithProviders(<UserLayout />, { client: signedInClient(admin), route });
      expect(screen.queryByTestId('start-end-button'), route).toBeNull();
      page.unmount();
    }
    expect(isAdminPath('/administrator')).toBe(false);
  });
});

describe('the admin overview', () => {
  it('shows the waiting stamps and the users without two-factor, from the API', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      if (url.startsWith('/api/shifts/count/admin')) return Promise.resolve(json({ count: 4 }));
      if (url === '/api/organization/admin') return Promise.resolve(json(adminOrganization(7)));
      if (url.startsWith('/api/suggestions/count/admin')) return Promise.resolve(json({ count: 8 }));
      if (url.startsWith('/api/cancellations/count/admin')) return Promise.resolve(json({ count: 2 }));
      return Promise.resolve(json({}, 404));
    });
    renderWithProviders(<AdminHomePage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('read') })),
    });
    expect((await screen.findByTestId('stamps-waiting-count')).textContent).toBe('4');
    // What the menu's badges count waits here too, each leading to its page.
    expect((await screen.findByTestId('requests-waiting-count')).textContent).toBe('8');
    expect((await screen.findByTestId('cancellations-waiting-count')).textContent).toBe('2');
    expect(within(screen.getByTestId('requests-waiting')).getByRole('link').getAttribute('href')).toBe(
      '/admin/suggestions',
    );
    expect(within(screen.getByTestId('cancellations-waiting')).getByRole('link').getAttribute('href')).toBe(
      '/admin/cancellations',
    );
    expect((await screen.findByTestId('users-without-tfa-count')).textContent).toBe('7');
    expect(asked).toContain('/api/shifts/count/admin?require-approval=true');
    const card = screen.getByTestId('users-without-tfa');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/admin/organization');
    // The stamps page exists now: the count leads to it.
    expect(within(screen.getByTestId('stamps-waiting')).getByRole('link').getAttribute('href')).toBe(
      '/admin/stamps',
    );
  });

  it('shows only what the admin may read, and asks for nothing else', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(json(adminOrganization(2)));
    });
    renderWithProviders(<AdminHomePage />, {
      client: signedInClient(testUser({ permissions: { organization: 'read' } })),
    });
    expect((await screen.findByTestId('users-without-tfa-count')).textContent).toBe('2');
    expect(screen.queryByTestId('stamps-waiting')).toBeNull();
    expect(asked).toEqual(['/api/organization/admin']);
  });

  it('says so when the admin may read none of the counts', () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({}, 404)));
    renderWithProviders(<AdminHomePage />, {
      client: signedInClient(testUser({ permissions: { users: 'all' } })),
    });
    expect(screen.getByTestId('admin-home-nothing').textContent).toBe(fiAdmin.adminHome.nothing);
  });
});

describe('force-2FA and the organisation page', () => {
  function renderForced(user: User, route: string) {
    renderWithProviders(
      <Suspense fallback={null}>
        <Routes>
          <Route element={<RequireUser />}>
            <Route path={paths.profile} element={<p>profile</p>} />
            <Route path="/admin/organization" element={<p>organisation</p>} />
            <Route path="/admin/users" element={<p>users</p>} />
          </Route>
        </Routes>
      </Suspense>,
      { client: signedInClient(user), route },
    );
  }

  it('lets an editor without two-factor open the setting while forced, and nothing else', async () => {
    renderForced(testUser({ tfaRequired: true, permissions: allAreasAt('all') }), '/admin/organization');
    expect(await screen.findByText('organisation')).toBeTruthy();
  });

  it('sends the same editor from another admin page to the profile', async () => {
    renderForced(testUser({ tfaRequired: true, permissions: allAreasAt('all') }), '/admin/users');
    expect(await screen.findByText('profile')).toBeTruthy();
  });

  it('sends a reader of the organisation to the profile', async () => {
    renderForced(testUser({ tfaRequired: true, permissions: allAreasAt('read') }), '/admin/organization');
    expect(await screen.findByText('profile')).toBeTruthy();
  });
});
