// Money and hours as people read them: amounts arrive as whole cents, hours as
// minutes; Finnish reads `1 234,50 €` and `8,42 h`. Display only: sums are the server's.
import { hundredthsOfHour } from '@tuura/domain/rules/money';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import fiMoney from '../i18n/fi.money.json';
import { i18n } from '../i18n/index.ts';

// The money pages' shared Finnish texts ship with them, not in the first download (decision 005).
i18n.addResourceBundle('fi', 'translation', fiMoney, true, true);

/** The Intl locale of a UI language (numbers and dates as Finns, or Irish English, write them). */
export const localeTag = (language: string) => (language === 'en' ? 'en-IE' : 'fi-FI');

const euroFormats = new Map<string, Intl.NumberFormat>();
const hourFormats = new Map<string, Intl.NumberFormat>();

/** Cents as euros in the language's format; an unpriced amount (null) as a dash. */
export function formatCents(cents: number | null | undefined, language: string): string {
  if (cents === null || cents === undefined) return '–';
  let format = euroFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeTag(language), { style: 'currency', currency: 'EUR' });
    euroFormats.set(language, format);
  }
  return format.format(cents / 100);
}

/** Minutes as hours with at most two decimals: `8,42 h`. */
export function formatHours(minutes: number, language: string): string {
  let format = hourFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeTag(language), { maximumFractionDigits: 2 });
    hourFormats.set(language, format);
  }
  return `${format.format(hundredthsOfHour(minutes) / 100)} h`;
}

/** A month `YYYY-MM` as the date range [first day, first day of the next month). */
export function monthRange(month: string): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** The month `YYYY-MM` `delta` months from `month`. */
export function addMonths(month: string, delta: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** This month in Helsinki, `YYYY-MM`. */
export const currentMonth = (now = new Date()) => zonedDate(now).slice(0, 7);

/** A month's name and year in the language: `marraskuu 2026`. */
export function monthLabel(month: string, language: string): string {
  const date = new Date(`${month}-15T12:00:00Z`);
  return new Intl.DateTimeFormat(localeTag(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
