import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidFinnishNationalId, nationalIdCheckCharacter } from '../../src/rules/nationalId.ts';
import { nationalIdInput } from '../../src/schemas/user.ts';

const SIGNS_BY_CENTURY = {
  1800: ['+'],
  1900: ['-', 'Y', 'X', 'W', 'V', 'U'],
  2000: ['A', 'B', 'C', 'D', 'E', 'F'],
};
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real birth date, a sign of its century and an individual number, with its check character. */
const validId = fc
  .record({
    date: fc.date({
      min: new Date('1800-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    signIndex: fc.nat(),
    individual: fc.integer({ min: 2, max: 999 }),
  })
  .map(({ date, signIndex, individual }) => {
    const year = date.getUTCFullYear();
    const signs = SIGNS_BY_CENTURY[(Math.floor(year / 100) * 100) as 1800 | 1900 | 2000];
    const sign = signs[signIndex % signs.length];
    const digits = `${pad(date.getUTCDate())}${pad(date.getUTCMonth() + 1)}${pad(year % 100)}`;
    return `${digits}${sign}${pad(individual, 3)}${nationalIdCheckCharacter(`${digits}${pad(individual, 3)}`)}`;
  });

describe('isValidFinnishNationalId', () => {
  it('accepts published examples, old and 2023 century signs', () => {
    expect(isValidFinnishNationalId('131052-308T')).toBe(true);
    expect(isValidFinnishNationalId('131052A308T')).toBe(true); // same digits, born 2052
    expect(isValidFinnishNationalId('010594Y9021')).toBe(true);
    expect(isValidFinnishNationalId('020502E902X')).toBe(true);
    expect(isValidFinnishNationalId('010181-900C')).toBe(true);
  });

  it('refuses a wrong check character, a wrong date, a bad sign or shape', () => {
    expect(isValidFinnishNationalId('131052-308U')).toBe(false);
    expect(isValidFinnishNationalId('310252-308T')).toBe(false); // 31 Feb
    expect(isValidFinnishNationalId('290201A0021')).toBe(false); // 2001 is no leap year
    expect(isValidFinnishNationalId('131052Z308T')).toBe(false);
    expect(isValidFinnishNationalId('131052-001T')).toBe(false); // individual numbers start at 002
    expect(isValidFinnishNationalId('131052-308t')).toBe(false);
    expect(isValidFinnishNationalId(' 131052-308T')).toBe(false);
    expect(isValidFinnishNationalId('')).toBe(false);
  });

  it('accepts every well-formed id (property)', () => {
    fc.assert(fc.property(validId, (id) => isValidFinnishNationalId(id)));
  });

  it('refuses any other check character (property)', () => {
    fc.assert(
      fc.property(validId, fc.constantFrom(...'0123456789ABCDEFHJKLMNPRSTUVWXY'), (id, other) => {
        fc.pre(other !== id.slice(-1));
        return !isValidFinnishNationalId(id.slice(0, -1) + other);
      }),
    );
  });

  it('the schema upper-cases, allows empty and gives a format message', () => {
    expect(nationalIdInput.parse(' 131052-308t ')).toBe('131052-308T');
    expect(nationalIdInput.parse('')).toBe('');
    const result = nationalIdInput.safeParse('131052-308U');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('format');
  });
});
