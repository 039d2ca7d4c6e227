// The list of error message keys: each key's English names exactly its parameters, and every
// error code has a general message of its own code.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/enums.ts';
import { DEFAULT_MESSAGE_KEY, ERROR_MESSAGE_KEYS, ERROR_MESSAGES, englishOf } from '../src/messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('error messages', () => {
  it('have English that names exactly the parameters of the key', () => {
    const wrong = ERROR_MESSAGE_KEYS.filter((key) => {
      const { english, params } = ERROR_MESSAGES[key];
      return english.trim() === '' || placeholders(english).sort().join() !== [...params].sort().join();
    });
    expect(wrong).toEqual([]);
  });

  it('give every code a general message thrown with that code', () => {
    for (const code of Object.values(ERROR_CODES)) {
      const key = DEFAULT_MESSAGE_KEY[code];
      expect(ERROR_MESSAGES[key].code, code).toBe(code);
    }
  });

  it('fill the English with the parameters', () => {
    expect(englishOf({ key: 'request.noRoute', params: { method: 'GET', path: '/api/x' } })).toBe(
      'No route GET /api/x',
    );
    expect(englishOf({ key: 'shift.settled' })).toBe('This shift is settled and can no longer be changed');
  });
});
