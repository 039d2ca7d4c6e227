// The bell notification the nightly purge leaves for an organisation's users admins: what went.
import type { Locale } from '@tuura/domain/enums';
import { RETENTION_YEARS } from '@tuura/domain/rules/retention';
import type { PurgeCounts } from './retention.ts';

const WORDS = {
  fi: {
    title: 'Säilytysajan ylittäneet tiedot poistettu',
    label: 'Tietosuoja',
    shifts: 'vuoroja',
    shiftRequests: 'vuorotoiveita',
    cancellations: 'peruutuksia',
    auditEntries: 'lokimerkintöjä',
    users: 'hävitettyjä käyttäjiä',
    rule: `Työaikakirjanpito säilytetään ${RETENTION_YEARS.workingTime} ja kirjanpitoaineisto ${RETENTION_YEARS.accountingMaterial} vuotta kalenterivuoden päättymisestä.`,
  },
  en: {
    title: 'Records past their retention removed',
    label: 'Privacy',
    shifts: 'shifts',
    shiftRequests: 'shift requests',
    cancellations: 'cancellations',
    auditEntries: 'audit entries',
    users: 'erased users',
    rule: `Working-time records are kept ${RETENTION_YEARS.workingTime} years and accounting material ${RETENTION_YEARS.accountingMaterial} years after the end of the year.`,
  },
} as const;

export function purgeNotice(locale: Locale, removed: PurgeCounts) {
  const words = WORDS[locale === 'en' ? 'en' : 'fi'];
  const parts = (Object.keys(removed) as (keyof PurgeCounts)[])
    .filter((kind) => removed[kind] > 0)
    .map((kind) => `${words[kind]}: ${removed[kind]}`);
  return { title: words.title, text: `${parts.join(', ')}. ${words.rule}`, label: words.label };
}
