// Dark mode as a three-way choice (decision 080): a user who never chose (null) gets the device's
// scheme after login, a saved true or false wins, and "device" forgets the browser's stored choice.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import { Providers } from '../src/app/Providers.tsx';
import { queryClient, restoreCache } from '../src/app/queryClient.ts';
import { Root } from '../src/app/Root.tsx';
import { AppearanceSettings } from '../src/features/profile/AppearanceSettings.tsx';
import { colorSchemeOf, type DarkMode, darkModeOf } from '../src/lib/colorScheme.ts';
import { deviceScheme } from './device.ts';
import { testUser } from './fixtures.ts';
import { renderWithProviders } from './render.tsx';

afterEach(async () => {
  // The providers start restoring the saved cache (a lazy module): let it land before teardown.
  await restoreCache();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe('dark mode and the colour scheme', () => {
  it('maps a missing choice to the device, and true and false to dark and light', () => {
    expect(colorSchemeOf(null)).toBe('auto');
    expect(colorSchemeOf(true)).toBe('dark');
    expect(colorSchemeOf(false)).toBe('light');
  });

  it('maps each scheme back to the same choice', () => {
    for (const darkMode of [null, true, false] as DarkMode[]) {
      expect(darkModeOf(colorSchemeOf(darkMode))).toBe(darkMode);
    }
  });
});

/** The control as a page holds it: each choice is saved and shown back. */
function Harness({ saved }: { saved: (darkMode: DarkMode) => void }) {
  const [darkMode, setDarkMode] = useState<DarkMode>(null);
  const choose = (next: DarkMode) => {
    saved(next);
    setDarkMode(next);
  };
  return <AppearanceSettings locale="fi" darkMode={darkMode} onLocale={() => {}} onDarkMode={choose} />;
}

describe('the profile’s dark mode control', () => {
  it('shows "device" for a missing choice and answers each option with its setting', () => {
    const saved = vi.fn();
    renderWithProviders(<Harness saved={saved} />);
    const option = (name: string) =>
      within(screen.getByTestId('dark-mode-switch')).getByRole('radio', { name });
    expect(screen.getByRole('radiogroup', { name: 'Tumma tila' })).toBeTruthy();
    expect(option('Laite')).toHaveProperty('checked', true);

    fireEvent.click(option('Tumma'));
    expect(saved).toHaveBeenLastCalledWith(true);
    expect(option('Tumma')).toHaveProperty('checked', true);
    fireEvent.click(option('Vaalea'));
    expect(saved).toHaveBeenLastCalledWith(false);
    expect(option('Laite')).toHaveProperty('checked', false);
    fireEvent.click(option('Laite'));
    expect(saved).toHaveBeenLastCalledWith(null);
    expect(option('Laite')).toHaveProperty('checked', true);
  });
});

function signedIn(darkMode: DarkMode) {
  const user = testUser({ settings: { darkMode, locale: 'fi', tfa: { enabled: false } } });
  queryClient.setQueryData(queryKeys.session, { kind: 'user', user });
  render(
    <Providers>
      <MemoryRouter>
        <Root />
      </MemoryRouter>
    </Providers>,
  );
}

describe('a signed-in user’s saved dark mode on a dark device', () => {
  const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

  it('never chosen: the device’s dark, and an earlier choice on this browser is forgotten', async () => {
    deviceScheme('dark');
    localStorage.setItem('tuura.colorScheme', 'light');
    signedIn(null);
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(localStorage.getItem('tuura.colorScheme')).toBeNull();
  });

  it('light chosen: light, and kept on this browser', async () => {
    deviceScheme('dark');
    signedIn(false);
    await waitFor(() => expect(scheme()).toBe('light'));
    expect(localStorage.getItem('tuura.colorScheme')).toBe('light');
  });
});
