// The integrations page: a reader of the developer area sees the tokens and auth
// consumers with no action; an editor creates a token whose secret is shown once with a curl call,
// and revokes one after a question naming it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import IntegrationsPage from '../src/features/integrations/IntegrationsPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

// Drawers and dialogs finish a transition from an animation frame after the last test unmounted
// them: let it end before the file's page goes away.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));

afterEach(() => {
  vi.unstubAllGlobals();
});

const payroll = {
  _id: '00000000-0000-4000-8000-000000000c01',
  name: 'Palkanlaskenta',
  permissions: { shifts: 'read', compensation: 'read', users: 'all' },
  hint: 'tuura_…Ab3x',
  createdAt: '2026-11-02T08:00:00.000Z',
  createdBy: { _id: '00000000-0000-4000-8000-000000000001', name: 'Anna Ylläpitäjä' },
  expiresAt: null,
  lastUsedAt: null,
};
const partner = {
  _id: '00000000-0000-4000-8000-000000000d01',
  name: 'Kumppani',
  clientId: '00000000-0000-4000-8000-000000000d01',
  redirectUris: ['https://partner.example/callback'],
  createdAt: '2026-11-02T08:00:00.000Z',
  secretCreatedAt: '2026-11-02T08:00:00.000Z',
};

function stubApi(initial: Record<string, unknown>[] = [payroll]) {
  let tokens = initial;
  const calls: { url: string; method: string; body?: string }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body as string | undefined });
    if (url === '/api/organization/tokens/admin' && method === 'GET')
      return Promise.resolve(json({ tokens }));
    if (url === '/api/auth-consumers/admin' && method === 'GET')
      return Promise.resolve(json({ consumers: [partner] }));
    if (url === '/api/organization/tokens/admin' && method === 'POST') {
      const body = JSON.parse(String(init.body));
      const token = { ...payroll, ...body, _id: '00000000-0000-4000-8000-000000000c02', hint: 'tuura_…alue' };
      tokens = [...tokens, token];
      return Promise.resolve(json({ token, secret: 'tuura_Zz9qSecretValue' }, 201));
    }
    if (url === `/api/organization/tokens/${payroll._id}/admin` && method === 'PUT')
      return Promise.resolve(json({ token: { ...payroll, ...JSON.parse(String(init.body)) } }));
    if (url === `/api/auth-consumers/${partner._id}/admin` && method === 'PUT')
      return Promise.resolve(json({ consumer: partner, clientSecret: 'renewed-client-secret-value' }));
    if (url === `/api/organization/tokens/${payroll._id}/admin` && method === 'DELETE') {
      tokens = tokens.filter((t) => t._id !== payroll._id);
      return Promise.resolve(json({ token: payroll }));
    }
    return Promise.resolve(json({ statusCode: 404, error: 'Not Found', message: 'x' }, 404));
  });
  return calls;
}

describe('the integrations page', () => {
  it('shows a reader the tokens and consumers without any action', async () => {
    stubApi();
    renderWithProviders(<IntegrationsPage />, {
      client: signedInClient(testUser({ permissions: { developer: 'read', shifts: 'read' } })),
    });
    const row = await screen.findByTestId('token-row');
    expect(within(row).getByText('Muokkaus: Käyttäjät')).toBeTruthy();
    expect(within(row).getByText('Luku: Vuorot, Korvaukset')).toBeTruthy();
    expect(within(row).getByTestId('token-last-used').textContent).toBe('Ei koskaan');
    expect(within(row).getByText('Ei vanhene')).toBeTruthy();
    const consumer = await screen.findByTestId('consumer-row');
    expect(within(consumer).getByText('https://partner.example/callback')).toBeTruthy();
    expect(screen.getByTestId('integrations-read-only')).toBeTruthy();
    for (const action of ['token-new', 'token-edit', 'token-revoke', 'consumer-new', 'consumer-actions'])
      expect(screen.queryByTestId(action), action).toBeNull();
  });

  it('creates a token within the editor’s own levels and shows its secret once with a curl call', async () => {
    const calls = stubApi();
    renderWithProviders(<IntegrationsPage />, {
      client: signedInClient(testUser({ permissions: { developer: 'all', shifts: 'read' } })),
    });
    fireEvent.click(await screen.findByTestId('token-new'));
    const form = await screen.findByTestId('token-form');
    // Shifts: read is the editor's own level; edit is above it and not offered.
    const shifts = within(within(form).getByTestId('permission-shifts'));
    expect((shifts.getByLabelText('Muokkaus') as HTMLInputElement).disabled).toBe(true);
    // No area yet: the form says so and sends nothing.
    fireEvent.change(within(form).getByTestId('token-name'), { target: { value: 'Raportointi' } });
    fireEvent.click(within(form).getByTestId('token-save'));
    expect((await within(form).findByTestId('permissions-error')).textContent).toMatch(/vähintään yhteen/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(shifts.getByLabelText('Luku'));
    fireEvent.click(within(form).getByTestId('token-save'));
    const dialog = await screen.findByTestId('secret-dialog');
    expect(JSON.parse(calls.find((c) => c.method === 'POST')?.body ?? '{}')).toEqual({
      name: 'Raportointi',
      permissions: { shifts: 'read' },
      expiresAt: null,
    });
    expect(within(dialog).getByTestId('secret-value').textContent).toBe('tuura_Zz9qSecretValue');
    expect(within(dialog).getByText(/Et näe sitä enää uudelleen/)).toBeTruthy();
    expect(within(dialog).getByTestId('token-curl-value').textContent).toBe(
      `curl -H "Authorization: Bearer tuura_Zz9qSecretValue" "${window.location.origin}/api/shifts/admin?limit=10"`,
    );
    fireEvent.click(within(dialog).getByTestId('secret-done'));
    await waitFor(() => expect(screen.queryByTestId('secret-dialog')).toBeNull());
    // Gone for good: the list shows only the token's first characters.
    await waitFor(() => expect(screen.getAllByTestId('token-row')).toHaveLength(2));
    expect(screen.queryByText(/tuura_Zz9qSecretValue/)).toBeNull();
  });

  it('revokes a token after a question naming it', async () => {
    const calls = stubApi();
    renderWithProviders(<IntegrationsPage />, {
      client: signedInClient(testUser({ permissions: { developer: 'all' } })),
    });
    fireEvent.click(within(await screen.findByTestId('token-row')).getByTestId('token-revoke'));
    const dialog = await screen.findByTestId('token-revoke-dialog');
    expect(screen.getByText('Mitätöidäänkö API-avain Palkanlaskenta?')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('token-revoke-confirm'));
    await waitFor(() => expect(screen.queryByTestId('token-row')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.includes(payroll._id))).toBe(true);
    expect(await screen.findByTestId('tokens-empty')).toBeTruthy();
  });

  it('shows a token’s expiry as the day it was picked and clears it to never expire', async () => {
    const calls = stubApi([{ ...payroll, expiresAt: '2027-06-14T21:00:00.000Z' }]);
    renderWithProviders(<IntegrationsPage />, {
      client: signedInClient(testUser({ permissions: { developer: 'all', users: 'all' } })),
    });
    const row = await screen.findByTestId('token-row');
    expect(within(row).getByText('15.6.2027 klo 0.00')).toBeTruthy();
    fireEvent.click(within(row).getByTestId('token-edit'));
    const form = await screen.findByTestId('token-form');
    expect(within(form).getByTestId('token-expiry').textContent).toBe('15.6.2027');
    fireEvent.click(within(form).getByRole('button', { name: 'Poista vanhenemispäivä' }));
    fireEvent.click(within(form).getByTestId('token-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')?.body ?? '{}')).toEqual({
      name: 'Palkanlaskenta',
      permissions: payroll.permissions,
      expiresAt: null,
    });
  });

  it('an expired token is only renamed: its scope and expiry are not offered again', async () => {
    const calls = stubApi([{ ...payroll, expiresAt: '2020-01-01T00:00:00.000Z' }]);
    renderWithProviders(<IntegrationsPage />, {
      client: signedInClient(testUser({ permissions: { developer: 'all', users: 'all' } })),
    });
    fireEvent.click(within(await screen.findByTestId('token-row')).getByTestId('token-edit'));
    const form = await screen.findByTestId('token-form');
    expect(within(form).getByTestId('token-expired-note')).toBeTruthy();
    fireEvent.change(within(form).getByTestId('token-name'), { target: { value: 'Vanha palkanlaskenta' } });
    fireEvent.click(within(form).getByTestId('token-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')?.body ?? '{}')).toEqual({
      name: 'Vanha palkanlaskenta',
    });
  });

  it('renews a consumer’s secret after a question and shows the new one once', async () => {
    const calls = stubApi();
    renderWithProviders(<IntegrationsPage />, {
      client: signedInClient(testUser({ permissions: { developer: 'all' } })),
    });
    fireEvent.click(within(await screen.findByTestId('consumer-row')).getByTestId('consumer-actions'));
    fireEvent.click(await screen.findByTestId('consumer-renew'));
    const confirm = await screen.findByTestId('consumer-renew-dialog');
    expect(confirm.textContent).toMatch(/Vanha salaisuus lakkaa toimimaan heti/);
    fireEvent.click(within(confirm).getByTestId('consumer-renew-confirm'));
    const dialog = await screen.findByTestId('secret-dialog');
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')?.body ?? '{}')).toEqual({ renewSecret: true });
    expect(within(dialog).getByTestId('secret-value').textContent).toBe('renewed-client-secret-value');
    expect(within(dialog).getByTestId('secret-client-id-value').textContent).toBe(partner.clientId);
  });
});
