// An email in its recipient's language: users.locale, or the organisation's default for those
// who have none (guest users). The organisation default is Finnish until organisations get one.
import { LOCALES, type Locale } from '@tuura/domain/enums';
import { DEFAULT_LOCALE } from '@tuura/domain/limits';
import { EMAIL_TEMPLATES, type Email, type EmailName, type EmailParams } from './templates.ts';

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export const organizationLocale = (): Locale => DEFAULT_LOCALE;

/** The language to write to an account in; only users choose one (guest users have no setting). */
export const recipientLocale = (account: object): Locale =>
  'locale' in account && isLocale(account.locale) ? account.locale : organizationLocale();

export function renderEmail<N extends EmailName>(locale: Locale, name: N, params: EmailParams<N>): Email {
  const template = EMAIL_TEMPLATES[locale][name] as (p: EmailParams<N>) => Email;
  return template(params);
}
