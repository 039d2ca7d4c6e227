// The take-over action (decision 105): shown only to an admin with all on users, never for
// oneself, inside a take-over or for someone not below (the rank rule; planning's lookup is in
// planningPage.test.tsx); confirming takes over, swaps the session and goes to its home.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@tuura/domain/schemas/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import Overlays from '../src/app/Overlays.tsx';
import { TakeOverButton } from '../src/components/TakeOverButton.tsx';
import fiTakeOver from '../src/i18n/fi.takeOver.json';
import { testUser } from './fixtures.ts';
import { json, newQueryClient, renderWithProviders } from './render.tsx';

const WORKER_ID = '00000000-0000-4000-8000-000000000007';
const admin = testUser({ permissions: { users: 'all', shifts: 'all' } });

function renderButton(
  me: User,
  answer: () => Response = () => json({ user: testUser({ _id: WORKER_ID, oldSession: true }) }),
) {
  const spy = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer()));
  vi.stubGlobal('fetch', spy);
  const client = newQueryClient();
  client.setQueryData(queryKeys.session, { kind: 'user', user: me });
  client.setQueryData(['admin-only'], 'planning data');
  const { unmount } = renderWithProviders(
    <>
      <TakeOverButton userId={WORKER_ID} name="Aleksi Jokinen" permissions={{}} />
      <Overlays />
    </>,
    { client, route: '/admin/shifts/planning' },
  );
  return { spy, client, unmount };
}

afterEach(() => vi.unstubAllGlobals());

describe('TakeOverButton', () => {
  it('is not there for a reader of users, a worker, oneself or inside a take-over', () => {
    for (const me of [
      testUser({ permissions: { users: 'read', shifts: 'all' } }),
      testUser(),
      testUser({ _id: WORKER_ID, permissions: { users: 'all' } }),
      testUser({ oldSession: true, permissions: { users: 'all' } }),
    ]) {
      const { unmount } = renderButton(me);
      expect(screen.queryByTestId('take-over')).toBeNull();
      unmount();
    }
  });

  it('asks first, then takes over: the session is the worker, the cache emptied, the worker’s home', async () => {
    const { spy, client } = renderButton(admin);
    fireEvent.click(screen.getByTestId('take-over'));
    expect(await screen.findByText(fiTakeOver.takeOver.confirmTitle)).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('take-over-confirm'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/shifts'));
    expect(spy.mock.calls[0]?.[0]).toBe(`/api/users/${WORKER_ID}/control/admin`);
    expect(spy.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(client.getQueryData(queryKeys.session)).toMatchObject({
      user: { _id: WORKER_ID, oldSession: true },
    });
    expect(client.getQueryData(['admin-only'])).toBeUndefined();
  });

  it('says why when the server refuses, and stays', async () => {
    const { client } = renderButton(admin, () =>
      json(
        {
          statusCode: 403,
          error: 'Forbidden',
          message: 'x',
          code: 'NOT_AUTHORIZED',
          key: 'takeOver.higherPermissions',
        },
        403,
      ),
    );
    fireEvent.click(screen.getByTestId('take-over'));
    fireEvent.click(await screen.findByTestId('take-over-confirm'));
    expect(await screen.findByText(/Käyttäjällä on oikeuksia, joita sinulla ei ole/)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/shifts/planning');
    expect(client.getQueryData(['admin-only'])).toBe('planning data');
  });
});
