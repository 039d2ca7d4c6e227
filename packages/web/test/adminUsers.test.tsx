// The users admin page: the list with its search, a reader's read-only user and
// permissions, and an editor's form checking the national id and IBAN with the domain's rules.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allAreasAt, type Permissions } from '@tuura/domain/permissions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UsersPage from '../src/features/users/UsersPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const id = '00000000-0000-4000-8000-000000000401';
const row = {
  _id: id,
  email: 'aino.aalto@example.com',
  firstName: 'Aino',
  lastName: 'Ääreläinen',
  phone: '',
  jobTitle: 'Lääkäri',
  payType: 'hourly',
  userGroup: 'user-general',
  education: 'licensed',
  isAdmin: true,
  tfaEnabled: false,
};
const full = {
  _id: id,
  email: row.email,
  personal: {
    firstName: 'Aino',
    lastName: 'Ääreläinen',
    phone: '',
    address: { street: '', zip: '', city: '' },
    nationalId: '131052-308T',
    bankAccount: 'FI2112345600000785',
    gender: null,
  },
  education: [{ validFrom: '2024-01-01', value: 'licensed' }],
  oldSession: false,
  tfaRequired: false,
  avatar: null,
  settings: { darkMode: null, locale: 'fi', tfa: { enabled: false } },
  permissions: { shifts: 'all' } as Permissions,
  work: {
    jobTitle: 'Lääkäri',
    company: '',
    employmentModeValue: '',
    salaryValue: '3000',
    accountingId: '',
    payType: 'hourly',
    userGroup: 'user-general',
    notificationSetting: 'notification',
  },
  meta: '',
  createdAt: '2024-01-01T00:00:00.000Z',
};

function stubApi(user: typeof full = full) {
  const calls: { url: string; method: string; body?: string }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body as string | undefined });
    if (url === '/api/users/filter/admin')
      return Promise.resolve(json({ users: [row], total: 1, totalCapped: false }));
    if (url === `/api/users/${id}/admin` && method === 'GET') return Promise.resolve(json({ user }));
    if (url === '/api/permissions/presets/admin') return Promise.resolve(json({ presets: [] }));
    return Promise.resolve(json({}, 404));
  });
  return calls;
}

describe('the users page', () => {
  it('lists users, sends the typed name words, and shows a reader everything read-only', async () => {
    const calls = stubApi();
    renderWithProviders(<UsersPage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('read') })),
    });
    const item = await screen.findByTestId('user-row');
    expect(within(item).getByText('Ääreläinen Aino')).toBeTruthy();
    expect(screen.queryByTestId('user-new')).toBeNull();
    fireEvent.change(screen.getByTestId('users-search'), { target: { value: 'ääre' } });
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/users/filter/admin' && JSON.parse(c.body ?? '{}').q === 'ääre'),
      ).toBe(true),
    );
    fireEvent.click(within(item).getByRole('button', { name: /Ääreläinen Aino/ }));
    const form = await screen.findByTestId('user-form');
    await waitFor(() =>
      expect((within(form).getByTestId('user-nationalId') as HTMLInputElement).value).toBe('131052-308T'),
    );
    expect(within(form).queryByTestId('user-save')).toBeNull();
    // Values, not inputs to fill: no frame, no "at most N characters" under them.
    expect(within(form).queryByText(/Enintään \d+ merkkiä/)).toBeNull();
    expect(within(form).getByTestId('user-lastName').getAttribute('data-variant')).toBe('unstyled');
    expect(screen.queryByTestId('permissions-save')).toBeNull();
    expect(
      screen.getByText('Sinulla on lukuoikeus käyttäjiin, joten et voi muuttaa oikeuksia.'),
    ).toBeTruthy();
  });

  it("checks the national id's check character and the IBAN before sending", async () => {
    const calls = stubApi();
    renderWithProviders(<UsersPage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('all') })),
    });
    fireEvent.click(await screen.findByTestId('user-new'));
    const form = await screen.findByTestId('user-form');
    fireEvent.change(within(form).getByTestId('user-firstName'), { target: { value: 'Uusi' } });
    fireEvent.change(within(form).getByTestId('user-lastName'), { target: { value: 'Henkilö' } });
    fireEvent.change(within(form).getByTestId('user-email'), { target: { value: 'uusi@example.com' } });
    fireEvent.change(within(form).getByTestId('user-nationalId'), { target: { value: '131052-308U' } });
    fireEvent.change(within(form).getByTestId('user-bankAccount'), {
      target: { value: 'FI22 1234 5600 0007 85' },
    });
    fireEvent.click(within(form).getByTestId('user-save'));
    expect(await within(form).findByText('Henkilötunnus on väärää muotoa')).toBeTruthy();
    expect(within(form).getByText('Tilinumero (IBAN) on väärää muotoa')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/users/admin')).toBe(false);
  });

  // The rank rule (decision 132): the target has shifts `all`.
  async function openUser(permissions: Permissions, target: Permissions = full.permissions) {
    stubApi({ ...full, permissions: target } as typeof full);
    renderWithProviders(<UsersPage />, { client: signedInClient(testUser({ permissions })) });
    const item = await screen.findByTestId('user-row');
    fireEvent.click(within(item).getByRole('button', { name: /Ääreläinen Aino/ }));
    await screen.findByTestId('user-form');
  }
  const ACTION_BUTTONS = ['user-reset-password', 'user-reset-credentials', 'user-remove', 'permissions-save'];

  it('offers an admin of users alone no action on someone above them in another area', async () => {
    await openUser({ users: 'all' });
    expect(await screen.findByTestId('user-outranked')).toBeTruthy();
    for (const testId of ACTION_BUTTONS) expect(screen.queryByTestId(testId), testId).toBeNull();
    expect(screen.queryByTestId('take-over')).toBeNull();
  });

  it('offers every action, take-over too, to an admin strictly above the user', async () => {
    await openUser(allAreasAt('all'));
    for (const testId of ACTION_BUTTONS) expect(await screen.findByTestId(testId), testId).toBeTruthy();
    expect(screen.queryByTestId('user-outranked')).toBeNull();
    expect(screen.getByTestId('take-over')).toBeTruthy();
  });

  it('offers a peer everything but take-over', async () => {
    const peer: Permissions = { shifts: 'all', users: 'all' };
    await openUser(peer, peer);
    for (const testId of ACTION_BUTTONS) expect(await screen.findByTestId(testId), testId).toBeTruthy();
    expect(screen.queryByTestId('take-over')).toBeNull();
  });
});
