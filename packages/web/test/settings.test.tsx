// Own settings are applied at once and saved; when one of two overlapping saves fails, only its
// own setting goes back: the other one stays.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import type { Session } from '../src/api/session.ts';
import { useUpdateSettings } from '../src/features/profile/settings.ts';
import { applyLocale } from '../src/i18n/index.ts';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

function Probe() {
  const update = useUpdateSettings();
  return (
    <>
      <button type="button" onClick={() => update.mutate({ locale: 'en' })}>
        english
      </button>
      <button type="button" onClick={() => update.mutate({ darkMode: true })}>
        dark
      </button>
    </>
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLocale('fi');
});

describe('useUpdateSettings', () => {
  it('rolls back only the failed save’s setting when two saves overlap', async () => {
    let failLocale: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
      const { settings } = JSON.parse(String(init?.body)) as { settings: Record<string, unknown> };
      if ('locale' in settings)
        return new Promise<Response>((resolve) => {
          failLocale = resolve;
        });
      // The server keeps what it was told: dark mode on, the language as it was.
      const user = testUser({ settings: { darkMode: true, locale: 'fi', tfa: { enabled: false } } });
      return Promise.resolve(json({ user }));
    });
    const client = signedInClient(testUser());
    const settings = () =>
      (client.getQueryData<Session>(queryKeys.session) as { user: { settings: object } }).user.settings;
    renderWithProviders(<Probe />, { client });

    fireEvent.click(screen.getByText('english'));
    fireEvent.click(screen.getByText('dark'));
    await waitFor(() => expect(settings()).toMatchObject({ locale: 'en', darkMode: true }));
    await waitFor(() => expect(client.isMutating()).toBe(1));

    await act(async () =>
      failLocale(json({ statusCode: 500, error: 'Internal Server Error', message: 'Boom' }, 500)),
    );
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(settings()).toMatchObject({ locale: 'fi', darkMode: true });
  });
});
