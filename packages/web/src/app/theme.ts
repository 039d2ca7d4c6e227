import { type CSSVariablesResolver, createTheme, localStorageColorSchemeManager } from '@mantine/core';

// One primary colour, the system font stack, Mantine's defaults otherwise (UI.md).
export const theme = createTheme({
  primaryColor: 'blue',
  // People who ask their device for less motion get no dialog and drawer animations.
  respectReducedMotion: true,
  // Shade 8, not Mantine's 6: white on a filled button and blue text on white reach WCAG AA 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  // Filled colours (yellow, lime, …) get dark text where white would not be readable.
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A badge's word is never cut ("Vastat…" on a poll at 390 px): it wraps, and the pill grows.
    // A plain object, not Badge.extend: importing Badge here would put it in the login page's code.
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
      },
    },
  },
});

/**
 * Below WCAG AA 4.5:1 in Mantine's defaults, and what reaches it: dimmed text (gray 6 on white,
 * dark 2 on dark 7), and text of the light variant (active menu item, light badges) on its own
 * tinted background and coloured text on white, which need shade 9 in the light scheme, and for
 * the light hues (green 4.0:1, orange, lime, yellow) shade 9 darkened further.
 */
// Red too: axe found red 9 on its own tint (the audit log's refused access) under 4.5:1.
const LIGHT_HUES = new Set(['green', 'teal', 'lime', 'yellow', 'orange', 'red']);
const lightVariantText = (c: string) =>
  LIGHT_HUES.has(c)
    ? `color-mix(in srgb, var(--mantine-color-${c}-9) 70%, black)`
    : `var(--mantine-color-${c}-9)`;

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Error text under a field and in an invalid input: red 6 on white is 3.3:1, red 9 is 5.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(t.colors).flatMap((c) => [
        [`--mantine-color-${c}-light-color`, lightVariantText(c)],
        // Coloured words (`c="green"`: an approved stamp) on white: shade 8 green was 3.4:1.
        [`--mantine-color-${c}-text`, lightVariantText(c)],
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Red 8 on dark 7 is 3.4:1; red 5 is 5.6:1 (4.9:1 on an input's dark 6).
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'tuura.colorScheme' });
