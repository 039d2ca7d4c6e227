// i18next with Finnish as the default; every string a person sees comes from fi.json / en.json.
// Finnish (default and fallback) ships with the app; another locale's texts load when chosen.
// dayjs follows the language in i18n/dayjs.ts, loaded only by the modules that show dates.
import { LOCALES, type Locale } from '@tuura/domain/enums';
import { DEFAULT_LOCALE } from '@tuura/domain/limits';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import fi from './fi.json';

const STORAGE_KEY = 'tuura.locale';

type Texts = Record<string, unknown>;
/** A locale's texts; each feature's section file comes with it (fi's load with their features). */
const load: Record<Locale, () => Promise<Texts[]>> = {
  fi: async () => [fi],
  en: () => import('./en.ts').then((m) => m.enTexts),
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The first language the browser asks for that we have (`en-GB` → en, `fi-FI` → fi), in the
 * browser's order; Finnish when it asks for none of ours (decision 080).
 */
export function browserLocale(languages: readonly string[] = navigator.languages ?? []): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The language chosen on this browser (the login page's switch, or a user's saved setting). */
export function storedLocale(): Locale | undefined {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return isLocale(stored) ? stored : undefined;
}

/** Before anyone chooses, the browser's language decides, and keeps deciding while nobody does. */
export const initialLocale = (): Locale =>
  storedLocale() ?? (typeof navigator === 'undefined' ? DEFAULT_LOCALE : browserLocale());

async function ensureTexts(locale: Locale) {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  for (const texts of await load[locale]()) i18n.addResourceBundle(locale, 'translation', texts, true, true);
}

/** The language asked for last, and the switches in the order they were asked. */
let wanted: Locale | undefined;
let switching: Promise<void> = Promise.resolve();

/**
 * Shows the app in `locale`; `remember: false` for the browser's language (not a choice). Calls
 * take effect in order and the last one wins: the browser's language, still loading its texts,
 * never replaces the signed-in user's own that arrived meanwhile (a cold start's session answer
 * can come first, app/boot.ts).
 */
export function applyLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  if (remember) localStorage.setItem(STORAGE_KEY, locale);
  wanted = locale;
  const mine = switching.then(async () => {
    if (wanted !== locale) return;
    await ensureTexts(locale);
    if (wanted !== locale) return;
    document.documentElement.lang = locale;
    if (i18n.language !== locale) await i18n.changeLanguage(locale);
  });
  // One failed switch (texts not loaded offline) is its caller's to handle, not the next one's.
  switching = mine.catch(() => undefined);
  return mine;
}

/** Settles once the first locale's texts are in; main.tsx renders after it (no Finnish flash). */
export const i18nReady: Promise<unknown> = i18n
  .use(initReactI18next)
  .init({
    resources: { fi: { translation: fi } },
    partialBundledLanguages: true,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => {
    const locale = initialLocale();
    return locale === DEFAULT_LOCALE ? undefined : applyLocale(locale, { remember: false });
  })
  .catch(() => undefined);

export { i18n };
