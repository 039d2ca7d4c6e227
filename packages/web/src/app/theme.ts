import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

// One primary colour, the system font stack, Mantine's defaults otherwise (UI.md).
export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
});

export const colorSchemeManager = localStorageColorSchemeManager({ key: 'tuura.colorScheme' });
