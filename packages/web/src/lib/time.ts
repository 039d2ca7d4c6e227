// Times are shown in Europe/Helsinki whatever the browser's zone (spec §9); the format
// patterns live in the translations (`time.*`), so Finnish reads `21.11.2026 klo 14.30`.
import { wallClockMillis } from '@tuura/domain/rules/zonedTime';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import { dayjs } from '../i18n/dayjs.ts';
import { i18n } from '../i18n/index.ts';

dayjs.extend(utc);
dayjs.extend(relativeTime);

/**
 * An instant as Helsinki's wall clock, to format (dayjs in UTC mode holding the zone's fields).
 * Not dayjs's timezone plugin: it builds a new Intl formatter on every call, which made each
 * shift card cost a phone ~5 ms. Zone tokens (`Z`) would read UTC: patterns have none.
 */
export const inHelsinki = (instant: string | Date, locale: string) =>
  dayjs.utc(wallClockMillis(instant)).locale(locale);

/** An instant as a date and time in Helsinki, e.g. `29.3.2026 klo 4.30`. */
export function formatDateTime(iso: string, locale: string = i18n.language): string {
  const pattern = i18n.t('time.dateTime', { lng: locale });
  return inHelsinki(iso, locale).format(pattern);
}

/** How long ago (or until) an instant is, in words: `3 tuntia sitten`. */
export function fromNow(iso: string, locale: string = i18n.language): string {
  return dayjs(iso).locale(locale).fromNow();
}
