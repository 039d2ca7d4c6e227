import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactIban, ibanMod97, isValidIban } from '../../src/rules/iban.ts';
import { bankAccountInput } from '../../src/schemas/user.ts';

/** A Finnish IBAN with correct check digits for any 14-digit account number. */
const finnishIban = fc.stringMatching(/^\d{14}$/).map((account) => {
  const check = 98 - ibanMod97(`FI00${account}`);
  return `FI${String(check).padStart(2, '0')}${account}`;
});

describe('isValidIban', () => {
  it('accepts published examples, with or without spaces', () => {
    expect(isValidIban('FI21 1234 5600 0007 85')).toBe(true);
    expect(isValidIban('FI2112345600000785')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('fi21 1234 5600 0007 85')).toBe(true);
  });

  it('refuses wrong check digits, a wrong Finnish length and junk', () => {
    expect(isValidIban('FI22 1234 5600 0007 85')).toBe(false);
    expect(isValidIban('FI21 1234 5600 0007 8')).toBe(false);
    expect(isValidIban('FI21 1234 5600 0007 850')).toBe(false);
    expect(isValidIban('1234567890')).toBe(false);
    expect(isValidIban('FI21-1234-5600-0007-85')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('accepts every Finnish IBAN built with its check digits (property)', () => {
    fc.assert(fc.property(finnishIban, (iban) => isValidIban(iban)));
  });

  it('catches any single changed digit (property)', () => {
    fc.assert(
      fc.property(
        finnishIban,
        fc.integer({ min: 2, max: 17 }),
        fc.integer({ min: 1, max: 9 }),
        (iban, at, add) => {
          const digit = (Number(iban[at]) + add) % 10;
          return !isValidIban(iban.slice(0, at) + digit + iban.slice(at + 1));
        },
      ),
    );
  });

  it('the schema stores it compact and gives a format message', () => {
    expect(bankAccountInput.parse('fi21 1234 5600 0007 85')).toBe('FI2112345600000785');
    expect(compactIban(' fi21 12 ')).toBe('FI2112');
    expect(bankAccountInput.parse('')).toBe('');
    expect(bankAccountInput.safeParse('FI22 1234 5600 0007 85').error?.issues[0]?.message).toBe('format');
  });
});
