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

/** Finnish short date of the shift's start in Helsinki: 24.11.2026. */
function shortDate(from: Date) {
  const [year, month, day] = zonedDate(from).split('-');
  return `${Number(day)}.${Number(month)}.${year}`;
}

export function stampNotice(locale: Locale, decision: Decision, shift: { name: string; from: Date }) {
  const texts = TEXTS[locale];
  const { title, text } = texts[decision];
  return {
    title,
    text: text.replace('{name}', shift.name).replace('{date}', shortDate(shift.from)),
    labels: [texts.label],
  };
}
