// Every email the server sends, in each language a recipient can have (docs/decisions/031).
// `Record<Locale, Templates>` makes a template missing in one language a type error; numbers
// come from the domain's limits, never written into the text.
import type { Locale } from '@tuura/domain/enums';
import { AUTH } from '@tuura/domain/limits';
import { MS_PER_DAY, MS_PER_MINUTE } from '@tuura/domain/rules/instant';

export type Email = { subject: string; text: string };

type Templates = {
  passwordReset: (p: { link: string }) => Email;
  emailChanged: (p: { newEmail: string }) => Email;
  /** A new or reset guest user sets a password (spec §7 Guest users). */
  guestInvite: (p: { link: string; validMinutes: number }) => Email;
  /** A user an admin added: set a first password through the link. */
  accountCreated: (p: { link: string; validMinutes: number }) => Email;
};
export type EmailName = keyof Templates;
export type EmailParams<N extends EmailName> = Parameters<Templates[N]>[0];

/** `n` with its noun in the locale's plural form: "1 minuutti", "60 minuuttia". */
function count(locale: Locale, n: number, forms: Record<'one' | 'other', string>) {
  const form = new Intl.PluralRules(locale).select(n) === 'one' ? forms.one : forms.other;
  return `${new Intl.NumberFormat(locale).format(n)} ${form}`;
}

const lines = (...parts: string[]) => parts.join('\n');

const daysOf = (minutes: number) => Math.round((minutes * MS_PER_MINUTE) / MS_PER_DAY);

const fi: Templates = {
  passwordReset: ({ link }) => ({
    subject: 'Tuura: salasanan vaihto',
    text: lines(
      `Vaihda salasanasi tästä linkistä. Linkki on voimassa ${count('fi', AUTH.resetTokenMinutes, { one: 'minuutin', other: 'minuuttia' })}.`,
      '',
      link,
      '',
      'Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta.',
    ),
  }),
  emailChanged: ({ newEmail }) => ({
    subject: 'Tuura: sähköpostiosoitteesi vaihtui',
    text: lines(
      `Tuura-tilisi sähköpostiosoite vaihdettiin osoitteeseen ${newEmail}. Kirjaudu jatkossa sillä.`,
      '',
      'Jos et vaihtanut osoitetta itse, ota heti yhteyttä organisaatiosi ylläpitäjään.',
    ),
  }),
  guestInvite: ({ link, validMinutes }) => ({
    subject: 'Tuura: vieraskäyttäjän tunnus',
    text: lines(
      `Sinulle on tehty Tuuraan vieraskäyttäjän tunnus. Aseta salasanasi tästä linkistä. Linkki on voimassa ${count('fi', daysOf(validMinutes), { one: 'päivän', other: 'päivää' })}.`,
      '',
      link,
      '',
      'Kirjaudu sen jälkeen sisään kirjautumissivulla valinnalla Vieraskäyttäjä.',
    ),
  }),
  accountCreated: ({ link, validMinutes }) => ({
    subject: 'Tuura: tervetuloa, aseta salasanasi',
    text: lines(
      `Sinulle on luotu Tuura-tunnus. Aseta salasanasi tästä linkistä. Linkki on voimassa ${count('fi', daysOf(validMinutes), { one: 'päivän', other: 'päivää' })}.`,
      '',
      link,
      '',
      'Jos linkki ehtii vanhentua, pyydä uusi kirjautumissivun Unohtuiko salasana -toiminnolla.',
    ),
  }),
};

const en: Templates = {
  passwordReset: ({ link }) => ({
    subject: 'Tuura: password reset',
    text: lines(
      `Reset your password with this link. The link is valid for ${count('en', AUTH.resetTokenMinutes, { one: 'minute', other: 'minutes' })}.`,
      '',
      link,
      '',
      'If you did not ask for a new password, you can ignore this email.',
    ),
  }),
  emailChanged: ({ newEmail }) => ({
    subject: 'Tuura: your email address was changed',
    text: lines(
      `The email address of your Tuura account was changed to ${newEmail}. Log in with it from now on.`,
      '',
      'If you did not change it yourself, contact the admin of your organisation at once.',
    ),
  }),
  guestInvite: ({ link, validMinutes }) => ({
    subject: 'Tuura: your guest account',
    text: lines(
      `A guest account has been made for you in Tuura. Set your password with this link. The link is valid for ${count('en', daysOf(validMinutes), { one: 'day', other: 'days' })}.`,
      '',
      link,
      '',
      'Then log in on the login page, choosing Guest user.',
    ),
  }),
  accountCreated: ({ link, validMinutes }) => ({
    subject: 'Tuura: welcome, set your password',
    text: lines(
      `A Tuura account has been created for you. Set your password with this link. The link is valid for ${count('en', daysOf(validMinutes), { one: 'day', other: 'days' })}.`,
      '',
      link,
      '',
      'If the link has expired, ask for a new one with "Forgot password" on the login page.',
    ),
  }),
};

export const EMAIL_TEMPLATES: Record<Locale, Templates> = { fi, en };
