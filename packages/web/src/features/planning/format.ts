// How planning reads its times, in Helsinki whatever the browser's zone: `7.00–15.00` in a cell,
// `ma 23.11. klo 7.00–15.00` in the side panel. Patterns live in the translations
// (`planning.format.*`).
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { dayjs } from '../../i18n/dayjs.ts';
import { i18n } from '../../i18n/index.ts';
import { inHelsinki } from '../../lib/time.ts';
import './texts.ts';

const text = (key: string, locale: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ...options, lng: locale });

/** A calendar date (YYYY-MM-DD) with a `planning.format.*` pattern. */
export const formatDay = (date: string, pattern: string, locale: string = i18n.language) =>
  dayjs(date)
    .locale(locale)
    .format(text(`planning.format.${pattern}`, locale));

/** Clock readings already worked out: a month's grid reads a few thousand, many alike. */
const clocks = new Map<string, string>();

/** An instant's Helsinki time of day, `7.00`. */
export function formatClock(instant: string, locale: string = i18n.language) {
  const key = `${locale} ${instant}`;
  let found = clocks.get(key);
  if (found === undefined) {
    if (clocks.size > 20_000) clocks.clear();
    found = inHelsinki(instant, locale).format(text('planning.format.clock', locale));
    clocks.set(key, found);
  }
  return found;
}

/** A shift's hours in a cell: `7.00–15.00` (a night's end is the next morning's time). */
export function formatHours(from: string, to: string | null, locale: string = i18n.language) {
  const start = formatClock(from, locale);
  return to
    ? text('planning.span', locale, { from: start, to: formatClock(to, locale) })
    : text('planning.spanOpen', locale, { from: start });
}

/** A shift's whole span: `ma 23.11. klo 7.00–15.00`, naming the second day of a night. */
export function formatFullSpan(from: string, to: string | null, locale: string = i18n.language) {
  const day = inHelsinki(from, locale).format(text('planning.format.day', locale));
  const start = formatClock(from, locale);
  if (!to) return text('planning.fullSpanOpen', locale, { day, from: start });
  const end = formatClock(to, locale);
  if (zonedDate(from) === zonedDate(to))
    return text('planning.fullSpan', locale, { day, from: start, to: end });
  const endDay = inHelsinki(to, locale).format(text('planning.format.day', locale));
  return text('planning.fullSpanOvernight', locale, { day, from: start, endDay, to: end });
}
