// What a worker reads in the bell menu when an admin decides on their stamp, in the worker's
// language (notifications are stored as text).
import { ApprovalState, type Locale } from '@tuura/domain/enums';
import { zonedDate } from '@tuura/domain/rules/zonedTime';

type Decision = typeof ApprovalState.approved | typeof ApprovalState.rejected;

const TEXTS: Record<Locale, Record<Decision, { title: string; text: string }> & { label: string }> = {
  fi: {
    label: 'leimaus',
    [ApprovalState.approved]: {
      title: 'Leimaus hyväksytty',
      text: 'Leimauksesi vuorosta {name} ({date}) hyväksyttiin.',
    },
    [ApprovalState.rejected]: {
      title: 'Leimaus hylätty',
      text: 'Leimauksesi vuorosta {name} ({date}) hylättiin. Tarkista vuoron ajat omista vuoroistasi.',
    },
  },
  en: {
    label: 'stamp',
    [ApprovalState.approved]: {
      title: 'Stamp approved',
      text: 'Your stamp on {name} ({date}) was approved.',
    },
    [ApprovalState.rejected]: {
      title: 'Stamp rejected',
      text: "Your stamp on {name} ({date}) was rejected. Check the shift's times in your shifts.",
    },
  },
};

/** The shift's start date in Helsinki as the worker's language writes it: 24.11.2026 or 24 Nov 2026. */
export function shortDate(from: Date, locale: Locale) {
  const [year, month, day] = zonedDate(from).split('-').map(Number) as [number, number, number];
  if (locale === 'fi') return `${day}.${month}.${year}`;
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${day} ${monthName} ${year}`;
}

export function stampNotice(locale: Locale, decision: Decision, shift: { name: string; from: Date }) {
  const texts = TEXTS[locale];
  const { title, text } = texts[decision];
  return {
    title,
    text: text.replace('{name}', shift.name).replace('{date}', shortDate(shift.from, locale)),
    labels: [texts.label],
  };
}
