// What a worker reads in the bell menu about the shift marketplace, in the worker's language
// (notifications are stored as text): a reservation confirmed, and new open shifts their
// education meets when an admin publishes (one notice per worker per publication).
import type { Locale } from '@tuura/domain/enums';
import { shortDate } from './stampNotices.ts';

const TEXTS = {
  fi: {
    label: 'vuorotori',
    reserved: {
      title: 'Vuoro varattu',
      text: 'Varasit vuoron {name} ({date}) vuorotorilta. Se on nyt omissa vuoroissasi.',
    },
    published: {
      title: 'Uusia vuoroja vuorotorilla',
      one: 'Vuorotorille julkaistiin vuoro, johon koulutuksesi riittää: {name} ({date}).',
      single: 'Vuorotorille julkaistiin uusi vuoro, johon koulutuksesi riittää.',
      many: 'Vuorotorille julkaistiin {count} vuoroa, joihin koulutuksesi riittää.',
    },
  },
  en: {
    label: 'marketplace',
    reserved: {
      title: 'Shift reserved',
      text: 'You reserved {name} ({date}) on the marketplace. It is now in your shifts.',
    },
    published: {
      title: 'New shifts on the marketplace',
      one: 'A shift your education meets was published on the marketplace: {name} ({date}).',
      single: 'A new shift your education meets was published on the marketplace.',
      many: '{count} shifts your education meets were published on the marketplace.',
    },
  },
} as const satisfies Record<Locale, unknown>;

const fill = (text: string, shift: { name: string; from: Date }, locale: Locale) =>
  text.replace('{name}', shift.name).replace('{date}', shortDate(shift.from, locale));

export function reservedNotice(locale: Locale, shift: { name: string; from: Date }) {
  const texts = TEXTS[locale];
  return {
    title: texts.reserved.title,
    text: fill(texts.reserved.text, shift, locale),
    labels: [texts.label],
  };
}

/**
 * The texts of the publication notice per language, for the database to choose by each worker's
 * language and count: `one` names the shift when only one was published; of several, `single`
 * tells of the one a worker qualifies for and `many` has `{count}`.
 */
export function publishedTexts(shifts: readonly { name: string; from: Date }[]) {
  const first = shifts[0];
  return (Object.keys(TEXTS) as Locale[]).map((locale) => {
    const texts = TEXTS[locale];
    return {
      locale,
      title: texts.published.title,
      one: first && shifts.length === 1 ? fill(texts.published.one, first, locale) : texts.published.single,
      many: texts.published.many,
      label: texts.label,
    };
  });
}
