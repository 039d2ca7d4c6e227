import { type CSSVariablesResolver, createTheme, localStorageColorSchemeManager } from '@mantine/core';

// One primary colour, the system font stack, Mantine's defaults otherwise (UI.md).
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8, not Mantine's 6: white on a filled button and blue text on white reach WCAG AA 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  // Filled colours (yellow, lime, …) get dark text where white would not be readable.
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Below WCAG AA 4.5:1 in Mantine's defaults, and what reaches it: dimmed text (gray 6 on white,
 * dark 2 on dark 7), and text of the light variant (active menu item, light badges) on its own
 * tinted background, which needs shade 9 in the light scheme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.keys(t.colors).map((c) => [`--mantine-color-${c}-light-color`, `var(--mantine-color-${c}-9)`]),
    ),
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'tuura.colorScheme' });
