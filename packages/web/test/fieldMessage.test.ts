// Field messages in the person's language: every message key the domain can send has a text in
// both languages, and counts take the right plural form.
import { MESSAGE_KEYS } from '@tuura/domain/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessageText } from '../src/components/fieldMessage.ts';
import en from '../src/i18n/en.json';
import fi from '../src/i18n/fi.json';
import { applyLocale } from '../src/i18n/index.ts';

/** A text for the key, whole or in both plural forms i18next uses for Finnish and English. */
const hasText = (texts: Record<string, string>, key: string) =>
  key in texts || (`${key}_one` in texts && `${key}_other` in texts);

describe('validation texts', () => {
  it.each([
    ['fi', fi.validation],
    ['en', en.validation],
  ])('every domain message key has a text in %s', (_locale, texts) => {
    const missing = MESSAGE_KEYS.filter((key) => !hasText(texts as Record<string, string>, key));
    expect(missing).toEqual([]);
  });

  it('picks the plural form from the count', () => {
    expect(fieldMessageText('password', { key: 'maxItems', params: { count: 1 } })).toBe(
      'Salasana: enintään 1 kohde',
    );
    expect(fieldMessageText('password', { key: 'maxItems', params: { count: 3 } })).toBe(
      'Salasana: enintään 3 kohdetta',
    );
    expect(fieldMessageText('from', { key: 'notInFuture', params: { minutes: 1 } })).toBe(
      'Alkuaika voi olla enintään minuutin tulevaisuudessa',
    );
    expect(fieldMessageText('from', { key: 'notInFuture', params: { minutes: 5 } })).toBe(
      'Alkuaika voi olla enintään 5 minuuttia tulevaisuudessa',
    );
  });

  describe('in English', () => {
    beforeAll(() => applyLocale('en'));
    afterAll(() => applyLocale('fi'));

    it('picks the plural form from the count', () => {
      expect(fieldMessageText('x', { key: 'minItems', params: { count: 1 } })).toBe('x: at least 1 item');
      expect(fieldMessageText('x', { key: 'minItems', params: { count: 2 } })).toBe('x: at least 2 items');
      expect(fieldMessageText('x', { key: 'notInFuture', params: { minutes: 1 } })).toBe(
        'x can be at most 1 minute in the future',
      );
    });
  });
});
