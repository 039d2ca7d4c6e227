// The bell notification an alert's run leaves for the admins concerned, in each user's language.
import type { Locale } from '@tuura/domain/enums';
import { TIME } from '@tuura/domain/limits';
import type { AlertResult } from '@tuura/domain/schemas/alert';

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'fi' ? 'fi-FI' : 'en-GB', {
    timeZone: TIME.zone,
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

const example = (locale: Locale, e: AlertResult['examples'][number]) =>
  `${e.name} ${when(locale, e.from)}${e.departmentName ? ` (${e.departmentName})` : ''}`;

export function alertNotice(locale: Locale, name: string, result: AlertResult) {
  const list = result.examples.map((e) => example(locale, e)).join(', ');
  if (locale === 'en')
    return {
      title: `Alert: ${name}`,
      text: `${result.count} ${result.count === 1 ? 'shift matches' : 'shifts match'}${list ? `, for example ${list}` : ''}.`,
      label: 'Alert',
    };
  return {
    title: `Hälytys: ${name}`,
    text: `${result.count} ${result.count === 1 ? 'vuoro täyttää' : 'vuoroa täyttää'} ehdon${list ? `, esimerkiksi ${list}` : ''}.`,
    label: 'Hälytys',
  };
}
