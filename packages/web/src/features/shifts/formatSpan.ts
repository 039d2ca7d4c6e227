// A shift's times in one line, in Helsinki: `ma 23.11. klo 7.00–15.00`, the end's date only when
// it falls on another day. Patterns are in the translations (`startEnd.format`).
import { i18n } from '../../i18n/index.ts';
import { inHelsinki } from '../../lib/time.ts';
import './startEndTexts.ts';

export function formatSpan(from: string, to: string | null, locale: string = i18n.language): string {
  const t = (key: string, options?: Record<string, string>) => i18n.t(key, { lng: locale, ...options });
  const start = inHelsinki(from, locale);
  const day = t('startEnd.format.day');
  if (!to) return t('startEnd.format.openSpan', { from: start.format(day) });
  const end = inHelsinki(to, locale);
  const sameDay = start.format('YYYY-MM-DD') === end.format('YYYY-MM-DD');
  return t('startEnd.format.span', {
    from: start.format(day),
    to: end.format(sameDay ? t('startEnd.format.time') : day),
  });
}

/** A wall-clock time in Helsinki: `7.00` in Finnish, `07:00` in English. */
export function formatTime(instant: string, locale: string = i18n.language): string {
  return inHelsinki(instant, locale).format(i18n.t('startEnd.format.time', { lng: locale }));
}
