// A user's saved dark mode and Mantine's colour scheme (decision 080): null was never chosen, so
// the app follows the device ('auto', live with prefers-color-scheme); true and false win over it.
import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { useCallback } from 'react';

export type DarkMode = boolean | null;

export function colorSchemeOf(darkMode: DarkMode): MantineColorScheme {
  if (darkMode === null) return 'auto';
  return darkMode ? 'dark' : 'light';
}

export function darkModeOf(scheme: MantineColorScheme): DarkMode {
  if (scheme === 'auto') return null;
  return scheme === 'dark';
}

/**
 * Applies a dark mode on this browser. null forgets the browser's stored choice rather than
 * storing 'auto', so after logout the login page follows the device as if nobody had chosen.
 */
export function useApplyDarkMode(): (darkMode: DarkMode) => void {
  const { colorScheme, setColorScheme, clearColorScheme } = useMantineColorScheme();
  // Stable while the scheme is, and a no-op when it is already right: setting the scheme
  // re-renders the whole app under the provider.
  return useCallback(
    (darkMode: DarkMode) => {
      if (colorSchemeOf(darkMode) === colorScheme) return;
      if (darkMode === null) clearColorScheme();
      else setColorScheme(colorSchemeOf(darkMode));
    },
    [colorScheme, setColorScheme, clearColorScheme],
  );
}
