// How a shift's times read, everywhere in the app: `ma 23.11. klo 7.00–15.00` in Finnish,
// `Mon 23 Nov, 7:00–15:00` in English, always in Helsinki time. The one formatter of shift times
// (worker cards, add shifts, the overlap dialog, the admin's stamps); patterns in `time.*`.
import { durationMinutes, formatDuration } from '@tuura/domain/rules/duration';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { dayjs } from '../i18n/dayjs.ts';
import { i18n } from '../i18n/index.ts';
import { inHelsinki } from './time.ts';

const text = (key: string, locale: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ...options, lng: locale });

/** An instant's day, `ma 23.11.`. */
export function formatShiftDay(instant: string, locale: string = i18n.language): string {
  return inHelsinki(instant, locale).format(text('time.day', locale));
}

/** An instant's time of day, `7.00` (`7:00` in English). */
export function formatClock(instant: string, locale: string = i18n.language): string {
  return inHelsinki(instant, locale).format(text('time.clock', locale));
}

/**
 * A shift's span: `ma 23.11. klo 7.00–15.00`; a night names the second day
 * (`ma 23.11. klo 22.00 – ti 24.11. klo 8.00`); a running shift has no end yet.
 */
export function formatShiftSpan(
  from: string,
  to: string | null | undefined,
  locale: string = i18n.language,
): string {
  const day = formatShiftDay(from, locale);
  const start = formatClock(from, locale);
  if (!to) return text('time.spanOpen', locale, { day, from: start });
  const end = formatClock(to, locale);
  if (zonedDate(from) === zonedDate(to)) return text('time.span', locale, { day, from: start, to: end });
  return text('time.spanOvernight', locale, {
    day,
    from: start,
    endDay: formatShiftDay(to, locale),
    to: end,
  });
}

/** True elapsed time between two instants (a night across a clock change is an hour off). */
export function formatShiftDuration(from: string, to: string | Date | null | undefined): string {
  return formatDuration(durationMinutes(from, to ?? undefined));
}

/** A calendar date (YYYY-MM-DD) with a pattern from the translations. */
export function formatDate(date: string, patternKey: string, locale: string = i18n.language): string {
  return dayjs(date).locale(locale).format(text(patternKey, locale));
}
