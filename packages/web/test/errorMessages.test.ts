// Every message key an API error can carry (packages/domain/src/messages.ts) has a text in both
// languages, each text names only parameters its key has, and no text is left for a removed key.
import { ERROR_MESSAGE_KEYS, ERROR_MESSAGES, type ErrorMessageKey } from '@tuura/domain/messages';
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/en.errors.json';
import fi from '../src/i18n/fi.errors.json';
import { leaves, type Tree } from './i18nTree.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

/** Keys of the domain with no (or a blank) text in `texts`. */
function missingKeys(texts: Tree) {
  const byKey = new Map(leaves(texts));
  return ERROR_MESSAGE_KEYS.filter((key) => {
    const text = byKey.get(key);
    return typeof text !== 'string' || text.trim() === '';
  });
}

describe.each([
  ['fi', fi.errors.message],
  ['en', en.errors.message],
])('error message texts in %s', (_locale, texts) => {
  const byKey = new Map(leaves(texts));

  it('cover every key of the domain', () => {
    expect(missingKeys(texts)).toEqual([]);
  });

  it('name only the parameters their key has', () => {
    const wrong = ERROR_MESSAGE_KEYS.flatMap((key) => {
      const known: readonly string[] = ERROR_MESSAGES[key].params;
      return placeholders(String(byKey.get(key) ?? ''))
        .filter((name) => name && !known.includes(name))
        .map((name) => `${key}: {{${name}}}`);
    });
    expect(wrong).toEqual([]);
  });

  it('have no text for a key the domain no longer has', () => {
    const stale = [...byKey.keys()].filter((key) => !ERROR_MESSAGE_KEYS.includes(key as ErrorMessageKey));
    expect(stale).toEqual([]);
  });
});

describe('the checks', () => {
  it('notice a key without text and read placeholders as i18next does', () => {
    const { shift, ...rest } = fi.errors.message;
    const { settled: _, ...shiftLeft } = shift;
    expect(missingKeys({ ...rest, shift: { ...shiftLeft, otherRunning: ' ' } })).toEqual([
      'shift.otherRunning',
      'shift.settled',
    ]);
    expect(placeholders('Osoitteessa {{path}} ei ole {{ thing }}')).toEqual(['path', 'thing']);
  });
});
