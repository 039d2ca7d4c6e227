// Visible words come from the translations: the app's name, the placeholder page's sentence
// (whole, so Finnish grammar holds for any page name), the one-time code's length, and the
// date-time picker's format.
import { screen } from '@testing-library/react';
import { AUTH } from '@tuura/domain/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BareLayout from '../src/app/layouts/BareLayout.tsx';
import { AppHeader } from '../src/components/AppHeader.tsx';
import { DateTimeField } from '../src/components/DateTimeField.tsx';
import en from '../src/i18n/en.json';
import enProfile from '../src/i18n/en.profile.json';
import fi from '../src/i18n/fi.json';
import fiProfile from '../src/i18n/fi.profile.json';
import { applyLocale, i18n } from '../src/i18n/index.ts';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  i18n.addResource('fi', 'translation', 'app.name', fi.app.name);
});

describe('texts', () => {
  it('the header and the bare layout show the app name from the translations', () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ notifications: [] })));
    i18n.addResource('fi', 'translation', 'app.name', 'Toinen nimi');
    const client = signedInClient(testUser());
    renderWithProviders(
      <>
        <AppHeader />
        <BareLayout />
      </>,
      { client },
    );
    expect(screen.getAllByText('Toinen nimi')).toHaveLength(2);
    expect(screen.queryByText('Tuura')).toBeNull();
  });

  it('the code length comes from the domain, not from the words', () => {
    for (const texts of [fi, en]) expect(texts.login.tfaText).toContain('{{length}}');
    for (const texts of [fiProfile, enProfile]) expect(texts.profile.tfa.codeHint).toContain('{{length}}');
    expect(i18n.t('login.tfaText', { length: AUTH.otpLength })).toContain(`${AUTH.otpLength}-numeroinen`);
  });

  it('the date-time picker writes the date as the translations do', async () => {
    renderWithProviders(<DateTimeField label="Alkuaika" value="2026-11-21 14:30:00" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Alkuaika/ }).textContent).toContain('21.11.2026 klo 14.30');
    await applyLocale('en');
    try {
      expect((await screen.findByRole('button', { name: /Alkuaika/ })).textContent).toContain(
        '21.11.2026 at 14:30',
      );
    } finally {
      await applyLocale('fi');
    }
  });
});
