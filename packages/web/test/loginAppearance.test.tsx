// Before login the page follows the browser: its language (our first one it asks for, else
// Finnish) and its light or dark preference, until someone chooses (decision 080).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../src/app/Providers.tsx';
import { LanguageSwitch } from '../src/components/LanguageSwitch.tsx';
import { applyLocale, browserLocale, i18n, initialLocale } from '../src/i18n/index.ts';
import { deviceScheme } from './device.ts';
import { renderWithProviders } from './render.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLocale('fi');
  localStorage.clear();
});

describe('the browser’s language', () => {
  it('picks the first language of ours the browser asks for, in its order', () => {
    expect(browserLocale(['fi-FI', 'en-US'])).toBe('fi');
    expect(browserLocale(['en-GB', 'fi'])).toBe('en');
    expect(browserLocale(['sv-FI', 'fi-FI', 'en'])).toBe('fi');
    expect(browserLocale(['de-DE', 'EN'])).toBe('en');
  });

  it('falls back to Finnish when the browser asks for none of ours, or nothing', () => {
    expect(browserLocale(['sv-SE', 'de'])).toBe('fi');
    expect(browserLocale([])).toBe('fi');
  });

  it('gives way to a language chosen on this browser', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'] });
    localStorage.removeItem('tuura.locale');
    expect(initialLocale()).toBe('en');
    localStorage.setItem('tuura.locale', 'fi');
    expect(initialLocale()).toBe('fi');
  });
});

describe('the login page’s language switch', () => {
  it('switches to English, remembers it on this browser and marks the current language', async () => {
    renderWithProviders(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: 'Kieli' });
    expect(group).toBeTruthy();
    const english = screen.getByRole('button', { name: 'English' });
    expect(english.getAttribute('aria-pressed')).toBe('false');
    expect(english.getAttribute('lang')).toBe('en');

    fireEvent.click(english);
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(localStorage.getItem('tuura.locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Suomi' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('dark mode before a choice', () => {
  const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

  it('follows a dark device', async () => {
    deviceScheme('dark');
    render(<Providers>page</Providers>);
    await waitFor(() => expect(scheme()).toBe('dark'));
  });

  it('follows a light device', async () => {
    deviceScheme('light');
    render(<Providers>page</Providers>);
    await waitFor(() => expect(scheme()).toBe('light'));
  });

  it('keeps a choice made on this browser over the device', async () => {
    deviceScheme('dark');
    localStorage.setItem('tuura.colorScheme', 'light');
    render(<Providers>page</Providers>);
    await waitFor(() => expect(scheme()).toBe('light'));
  });
});
