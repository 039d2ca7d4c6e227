// A device's colour preference as the browser reports it (jsdom has no matchMedia): tests of the
// colour scheme stub it and undo it with vi.unstubAllGlobals().
import { vi } from 'vitest';

export function deviceScheme(scheme: 'dark' | 'light') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes(`prefers-color-scheme: ${scheme}`),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
