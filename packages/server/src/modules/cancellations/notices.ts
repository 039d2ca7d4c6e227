// What a worker reads in the bell menu when an admin reacts to their cancellation, in the
// worker's language (notifications are stored as text), with the admin's words when given.
import type { Locale } from '@tuura/domain/enums';
import { zonedDate } from '@tuura/domain/rules/zonedTime';

type Texts = {
  label: string;
  accepted: { title: string; text: string };
  rejected: { title: string; text: string };
  words: string;
};

const TEXTS: Record<Locale, Texts> = {
  fi: {
    label: 'peruutus',
    accepted: {
      title: 'Peruutus hyväksytty',
      text: 'Peruutuksesi vuorosta {name} ({date}) hyväksyttiin. Vuoro ei ole enää sinun.',
    },
    rejected: {
      title: 'Peruutus hylätty',
      text: 'Peruutuksesi vuorosta {name} ({date}) hylättiin. Vuoro on edelleen sinun.',
    },
    words: 'Viesti: {message}',
  },
  en: {
    label: 'cancellation',
    accepted: {
      title: 'Cancellation accepted',
      text: 'Your cancellation of {name} ({date}) was accepted. The shift is no longer yours.',
    },
    rejected: {
      title: 'Cancellation rejected',
      text: 'Your cancellation of {name} ({date}) was rejected. The shift is still yours.',
    },
    words: 'Message: {message}',
  },
};

/** The shift's start date in Helsinki as the worker's language writes it: 24.11.2026 or 24 Nov 2026. */
function shortDate(from: Date, locale: Locale) {
  const [year, month, day] = zonedDate(from).split('-').map(Number) as [number, number, number];
  if (locale === 'fi') return `${day}.${month}.${year}`;
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${day} ${monthName} ${year}`;
}

export function cancellationNotice(
  locale: Locale,
  accepted: boolean,
  shift: { name: string; from: Date },
  message: string,
) {
  const texts = TEXTS[locale] ?? TEXTS.fi;
  const { title, text } = accepted ? texts.accepted : texts.rejected;
  const said = text.replace('{name}', shift.name).replace('{date}', shortDate(shift.from, locale));
  return {
    title,
    text: message ? `${said}\n\n${texts.words.replace('{message}', message)}` : said,
    labels: [texts.label],
  };
}
