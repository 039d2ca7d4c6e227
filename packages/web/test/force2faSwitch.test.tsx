// The organisation page's force-2FA switch: off until the admin has two-factor of their own (with
// the reason and a way to the profile), and a confirmation naming the users it sends away.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { allAreasAt } from '@tuura/domain/permissions';
import type { User } from '@tuura/domain/schemas/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrganizationPage from '../src/features/organization/OrganizationPage.tsx';
import fiAdmin from '../src/i18n/fi.admin.json';
import { adminOrganization, testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(user: User, usersWithoutTfa: number | (() => number) = 5) {
  const puts: unknown[] = [];
  const count = () => (typeof usersWithoutTfa === 'number' ? usersWithoutTfa : usersWithoutTfa());
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (url === '/api/organization/admin') return Promise.resolve(json(adminOrganization(count())));
    if (init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      return Promise.resolve(json(adminOrganization(count(), true)));
    }
    if (url === '/api/auth/session') return Promise.resolve(json({ session: { kind: 'user', user } }));
    return Promise.resolve(json({}, 404));
  });
  renderWithProviders(<OrganizationPage />, { client: signedInClient(user), route: '/admin/organization' });
  return puts;
}

const withTfa = (permissions = allAreasAt('all')) =>
  testUser({ permissions, settings: { darkMode: false, locale: 'fi', tfa: { enabled: true } } });

describe('the force-2FA switch', () => {
  it('is off for an admin without two-factor, says why and links to the profile', async () => {
    const puts = renderPage(testUser({ permissions: allAreasAt('all') }));
    const toggle = (await screen.findByTestId('force2fa-switch')) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    const reason = screen.getByTestId('force2fa-blocked');
    expect(reason.textContent).toContain(fiAdmin.organization.force2faNeedsOwn);
    // The switch names its reason to a screen reader.
    const describedBy = toggle.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(fiAdmin.organization.force2faNeedsOwn);
    expect(screen.getByTestId('force2fa-to-profile').getAttribute('href')).toBe('/profile');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('force2fa-confirm')).toBeNull();
    expect(puts).toEqual([]);
  });

  it('asks first, naming how many users it sends to their profile, then saves', async () => {
    const puts = renderPage(withTfa(), 5);
    const toggle = (await screen.findByTestId('force2fa-switch')) as HTMLInputElement;
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    expect((await screen.findByTestId('force2fa-confirm-text')).textContent).toBe(
      fiAdmin.organization.confirmText_other.replace('{{count}}', '5'),
    );
    expect(puts).toEqual([]);
    fireEvent.click(screen.getByTestId('force2fa-confirm'));
    await waitFor(() => expect(puts).toEqual([{ force2fa: true }]));
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('names the count as it is when the switch is clicked, not when the page opened', async () => {
    let now = 9;
    renderPage(withTfa(), () => now);
    await screen.findByTestId('force2fa-switch');
    now = 8; // someone enabled two-factor meanwhile
    fireEvent.click(screen.getByTestId('force2fa-switch'));
    await waitFor(() =>
      expect(screen.getByTestId('force2fa-confirm-text').textContent).toBe(
        fiAdmin.organization.confirmText_other.replace('{{count}}', '8'),
      ),
    );
  });

  it('changes nothing when the admin cancels', async () => {
    const puts = renderPage(withTfa(), 1);
    fireEvent.click(await screen.findByTestId('force2fa-switch'));
    expect((await screen.findByTestId('force2fa-confirm-text')).textContent).toBe(
      fiAdmin.organization.confirmText_one.replace('{{count}}', '1'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByTestId('force2fa-confirm')).toBeNull());
    expect(puts).toEqual([]);
    expect((screen.getByTestId('force2fa-switch') as HTMLInputElement).checked).toBe(false);
  });

  it('shows the value, not a switch, to a reader', async () => {
    renderPage(withTfa(allAreasAt('read')));
    expect(await screen.findByTestId('force2fa-value')).toBeTruthy();
    expect(screen.queryByTestId('force2fa-switch')).toBeNull();
  });
});
