// How pay reads: a scheme "EL +15 %", a rate "22,50 € / h", the percent from the
// multiplier (the domain's table), never written twice. Shared by the worker's compensation page
// and the admin's salary editor; the Finnish texts ship with them, not in the first download
// (docs/decisions/005; English is in en.compensation.json).
import { BASIS_POINTS } from '@tuura/domain/rules/money';
import type { TFunction } from 'i18next';
import fiCompensation from '../i18n/fi.compensation.json';
import { i18n } from '../i18n/index.ts';
import { formatCents, localeTag } from './money.ts';

i18n.addResourceBundle('fi', 'translation', fiCompensation, true, true);

/** A scheme's name with its raise: "Lappi +10 %"; the regular scheme by its name only. */
export function schemeLabel(t: TFunction, scheme: string, multiplier: number, language: string) {
  const name = t(`compensation.scheme.${scheme}`);
  if (multiplier === BASIS_POINTS) return name;
  const percent = new Intl.NumberFormat(localeTag(language), {
    maximumFractionDigits: 2,
  }).format((multiplier - BASIS_POINTS) / 100);
  return t('compensation.schemeWithPercent', { name, percent });
}

export function rateLabel(t: TFunction, rate: { cents: number; per: string }, language: string) {
  return t(`compensation.rate.${rate.per}`, { amount: formatCents(rate.cents, language) });
}
