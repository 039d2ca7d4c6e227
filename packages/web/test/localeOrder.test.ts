// Language switches take effect in the order asked, the last one winning: on a cold start the
// signed-in user's language can arrive while the browser's is still loading its texts.
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyLocale, i18nReady } from '../src/i18n/index.ts';

describe('applyLocale', () => {
  it("keeps the user's language when the browser's finishes loading after it", async () => {
    await i18nReady;
    // The browser's English starts first and must load its texts; the user's Finnish is bundled.
    const browser = applyLocale('en', { remember: false });
    const user = applyLocale('fi');
    await Promise.all([browser, user]);
    expect(i18n.language).toBe('fi');
    expect(document.documentElement.lang).toBe('fi');
  });

  it('applies a later choice after an earlier one', async () => {
    await applyLocale('fi');
    await applyLocale('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await applyLocale('fi');
    expect(i18n.language).toBe('fi');
  });
});
