// The avatar menu's logout: the app's own query client is emptied (whatever client the app runs
// with), the session is nobody's, and the login page opens.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import { AvatarMenu } from '../src/components/AvatarMenu.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AvatarMenu', () => {
  it('logs out through the endpoint, empties the cache and opens the login page', async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ ok: true })));
    vi.stubGlobal('fetch', fetch);
    const client = signedInClient(testUser());
    client.setQueryData(queryKeys.notifications, [{ _id: 'n1', title: 'Mine' }]);
    renderWithProviders(<AvatarMenu />, { client, route: '/shifts' });
    fireEvent.click(screen.getByTestId('avatar-button'));
    fireEvent.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/login'));
    expect(fetch).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(client.getQueryData(queryKeys.notifications)).toBeUndefined();
    expect(client.getQueryData(queryKeys.session)).toEqual({ kind: 'anonymous' });
  });
});
