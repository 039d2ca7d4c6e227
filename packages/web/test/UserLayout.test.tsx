// The worker/admin layout's menu: one navigation landmark (the navbar) with labelled groups in
// it (the admin's first), and a burger that says whether the menu is open and which element it
// controls; the phone's drawer closes on Escape, on a move to another page and on a header tap.
import { fireEvent, screen, within } from '@testing-library/react';
import { allAreasAt } from '@tuura/domain/permissions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import UserLayout from '../src/app/layouts/UserLayout.tsx';
import fi from '../src/i18n/fi.json';
import { testUser } from './fixtures.ts';
import { json, newQueryClient, renderWithProviders } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLayout(permissions = allAreasAt('read'), pollsWaiting?: number, worksShifts = true) {
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(
      url.startsWith('/api/notifications')
        ? json({ notifications: [] })
        : url === '/api/polls/count' && pollsWaiting !== undefined
          ? json({ count: pollsWaiting })
          : json({}, 404),
    ),
  );
  const client = newQueryClient();
  client.setQueryData(queryKeys.session, { kind: 'user', user: testUser({ permissions, worksShifts }) });
  return renderWithProviders(<UserLayout />, { client, route: '/compensation' });
}

describe('UserLayout', () => {
  it('gives an admin who works no shifts neither my shifts nor the floating start button', () => {
    renderLayout(allAreasAt('all'), undefined, false);
    const worker = screen.getByTestId('worker-menu');
    expect(within(worker).queryByRole('link', { name: fi.nav.shifts })).toBeNull();
    expect(within(worker).queryByRole('link', { name: fi.nav.addShifts })).toBeNull();
    expect(within(worker).getByRole('link', { name: fi.nav.polls })).toBeTruthy();
    expect(screen.queryByTestId('start-end-button')).toBeNull();
  });

  it('gives an admin who also works shifts my shifts and the start button', () => {
    renderLayout(allAreasAt('all'));
    expect(within(screen.getByTestId('worker-menu')).getByRole('link', { name: fi.nav.shifts })).toBeTruthy();
    expect(screen.getByTestId('start-end-button')).toBeTruthy();
  });

  it('has one navigation landmark, the menu, with the worker and admin groups in it', () => {
    const { container } = renderLayout();
    const navs = screen.getAllByRole('navigation');
    expect(navs).toHaveLength(1);
    expect(container.querySelectorAll('nav nav')).toHaveLength(0);
    const menu = navs[0] as HTMLElement;
    expect(menu.getAttribute('aria-label')).toBe(fi.nav.menu);
    expect(within(menu).getByRole('group', { name: fi.nav.worker })).toBeTruthy();
    expect(within(menu).getByRole('group', { name: fi.nav.admin })).toBeTruthy();
  });

  it('shows every user the count of open polls they have not answered on the Polls item', async () => {
    renderLayout({}, 3);
    const badge = await screen.findByTestId('menu-badge-polls');
    expect(badge.textContent).toBe('3');
    expect(screen.getByRole('link', { name: `${fi.nav.polls}, 3 odottaa` })).toBeTruthy();
  });

  it('shows no polls badge when every open poll is answered', async () => {
    const { container } = renderLayout({}, 0);
    await screen.findByRole('link', { name: fi.nav.polls });
    expect(container.querySelector('[data-testid="menu-badge-polls"]')).toBeNull();
  });

  it('the burger says whether the menu is open and controls it', () => {
    const { container } = renderLayout();
    const burger = container.querySelector('button.mantine-Burger-root') as HTMLElement;
    expect(burger.getAttribute('aria-label')).toBe(fi.nav.menu);
    const menu = screen.getByRole('navigation');
    expect(burger.getAttribute('aria-controls')).toBe(menu.id);
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
  });

  it("puts an admin's own section before the worker items", () => {
    renderLayout();
    const menu = screen.getByRole('navigation');
    const groups = within(menu)
      .getAllByRole('group')
      .map((g) => g.getAttribute('data-testid'));
    expect(groups).toEqual(['admin-menu', 'worker-menu']);
  });

  it('closes the drawer on Escape, giving the focus back to the burger', () => {
    const { container } = renderLayout();
    const burger = container.querySelector('button.mantine-Burger-root') as HTMLElement;
    fireEvent.click(burger);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger);
  });

  it('closes the drawer when a menu item opens another page, and on a tap in the header', async () => {
    const { container } = renderLayout();
    const burger = container.querySelector('button.mantine-Burger-root') as HTMLElement;
    fireEvent.click(burger);
    fireEvent.click(screen.getByRole('link', { name: fi.nav.polls }));
    expect(await screen.findByText('/polls')).toBeTruthy();
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    fireEvent.pointerDown(screen.getByTestId('notification-bell'));
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });
});
