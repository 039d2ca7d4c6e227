// i18next with Finnish as the default; every string a person sees comes from fi.json / en.json.
import { LOCALES, type Locale } from '@tuura/domain/enums';
import { DEFAULT_LOCALE } from '@tuura/domain/limits';
import dayjs from 'dayjs';
import 'dayjs/locale/fi';
import 'dayjs/locale/en';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import fi from './fi.json';

const STORAGE_KEY = 'tuura.locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export function storedLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export async function applyLocale(locale: Locale) {
  localStorage.setItem(STORAGE_KEY, locale);
  dayjs.locale(locale);
  document.documentElement.lang = locale;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

void i18n.use(initReactI18next).init({
  resources: { fi: { translation: fi }, en: { translation: en } },
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
});
dayjs.locale(i18n.language);

export { i18n };
