// What a worker reads in the bell menu when an admin decides on their shift request, in the
// worker's language (notifications are stored as text, as the stamp decisions' are).
import { ApprovalState, type Locale } from '@tuura/domain/enums';
import { zonedDate } from '@tuura/domain/rules/zonedTime';

type Decision = typeof ApprovalState.approved | typeof ApprovalState.rejected;

const TEXTS: Record<
  Locale,
  Record<Decision, { title: string; text: string }> & { label: string; because: string }
> = {
  fi: {
    label: 'vuoroehdotus',
    because: ' Perustelu: {message}',
    [ApprovalState.approved]: {
      title: 'Vuoroehdotus hyväksytty',
      text: 'Ehdotuksesi {name} ({date}) hyväksyttiin, ja vuoro on nyt omissa vuoroissasi.',
    },
    [ApprovalState.rejected]: {
      title: 'Vuoroehdotus hylätty',
      text: 'Ehdotuksesi {name} ({date}) hylättiin.',
    },
  },
  en: {
    label: 'shift request',
    because: ' Reason: {message}',
    [ApprovalState.approved]: {
      title: 'Shift request approved',
      text: 'Your request {name} ({date}) was approved; the shift is now in your shifts.',
    },
    [ApprovalState.rejected]: {
      title: 'Shift request rejected',
      text: 'Your request {name} ({date}) was rejected.',
    },
  },
};

/** The request's start date in Helsinki as the worker's language writes it: 24.11.2026 or 24 Nov 2026. */
function shortDate(from: Date, locale: Locale) {
  const [year, month, day] = zonedDate(from).split('-').map(Number) as [number, number, number];
  if (locale === 'fi') return `${day}.${month}.${year}`;
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${day} ${monthName} ${year}`;
}

export function suggestionNotice(
  locale: Locale,
  decision: Decision,
  suggestion: { name: string; from: Date; decisionMessage: string },
) {
  const texts = TEXTS[locale];
  const { title, text } = texts[decision];
  const message = suggestion.decisionMessage.trim();
  const said = text.replace('{name}', suggestion.name).replace('{date}', shortDate(suggestion.from, locale));
  return {
    title,
    text:
      decision === ApprovalState.rejected && message
        ? said + texts.because.replace('{message}', message)
        : said,
    labels: [texts.label],
  };
}
