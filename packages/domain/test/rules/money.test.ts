import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASIS_POINTS,
  centsToDecimal,
  divideRounded,
  lineAmount,
  MAX_RATE_CENTS,
  parseRate,
  sumCents,
  withMultiplier,
} from '../../src/rules/money.ts';

describe('parseRate', () => {
  it('reads the prices admins type, per hour unless it says per shift', () => {
    expect(parseRate('45')).toEqual({ cents: 4500, per: 'hour' });
    expect(parseRate('45,5')).toEqual({ cents: 4550, per: 'hour' });
    expect(parseRate('45.50 €/h')).toEqual({ cents: 4550, per: 'hour' });
    expect(parseRate(' 52,05€ / tunti ')).toEqual({ cents: 5205, per: 'hour' });
    expect(parseRate('300 €/vuoro')).toEqual({ cents: 30000, per: 'shift' });
    expect(parseRate('1 200 €/vuoro')).toEqual({ cents: 120000, per: 'shift' });
    expect(parseRate('0')).toEqual({ cents: 0, per: 'hour' });
  });

  it('refuses what is not a price', () => {
    for (const text of ['', ' ', '-45', '45,555', 'abc', '45 $', '45/kk', '1e3', '10000000,01'])
      expect(parseRate(text), text).toBeNull();
  });

  it('reads back any price written the Finnish way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RATE_CENTS }), (cents) => {
        const written = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €/h`;
        expect(parseRate(written)).toEqual({ cents, per: 'hour' });
      }),
    );
  });
});

describe('rounding', () => {
  it('rounds a half away from zero', () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(15, 10)).toBe(2);
    expect(divideRounded(-15, 10)).toBe(-2);
    expect(divideRounded(0, 7)).toBe(0);
    expect(Object.is(divideRounded(-4, 10), 0)).toBe(true);
  });

  it('is never more than half a unit off, and exact divisions stay exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = divideRounded(n, d);
        expect(Math.abs(q * d - n) * 2).toBeLessThanOrEqual(d);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (q, d) => {
        expect(divideRounded(q * d, d)).toBe(q);
      }),
    );
  });

  it('refuses what it cannot do exactly', () => {
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});

describe('lineAmount', () => {
  it('prices the minutes that count per hour, and a per-shift rate whatever the time', () => {
    // 7 h 30 min at 45,50 €/h = 341,25 €.
    expect(lineAmount({ cents: 4550, per: 'hour' }, 450)).toBe(34125);
    // 10 min at 45,55 €/h = 7,591666… → 7,59 €.
    expect(lineAmount({ cents: 4555, per: 'hour' }, 10)).toBe(759);
    // 1 min at 0,30 €/h = 0,5 cents → 1 cent (half away from zero).
    expect(lineAmount({ cents: 30, per: 'hour' }, 1)).toBe(1);
    expect(lineAmount({ cents: 30000, per: 'shift' }, 0)).toBe(30000);
    expect(() => lineAmount({ cents: 100, per: 'hour' }, -1)).toThrow(RangeError);
  });

  it('adds up: whole hours cost the hourly rate times the hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_RATE_CENTS }),
        fc.integer({ min: 0, max: 24 * 31 }),
        (cents, hours) => {
          expect(lineAmount({ cents, per: 'hour' }, hours * 60)).toBe(cents * hours);
        },
      ),
    );
  });
});

describe('multipliers and totals', () => {
  it('applies a compensation multiplier in basis points', () => {
    expect(withMultiplier(10000, BASIS_POINTS)).toBe(10000);
    expect(withMultiplier(34125, 11500)).toBe(39244); // 392,4375 € → 392,44 €
    expect(withMultiplier(333, 12000)).toBe(400); // 3,996 € → 4,00 €
  });

  it('totals are sums of rounded lines, written with a point for exports', () => {
    const lines = [
      lineAmount({ cents: 4555, per: 'hour' }, 10),
      lineAmount({ cents: 4555, per: 'hour' }, 10),
    ];
    // Each line 7,59 €: the total is 15,18 €, not the 15,18333… of the unrounded minutes.
    expect(sumCents(lines)).toBe(1518);
    expect(centsToDecimal(1518)).toBe('15.18');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
  });
});
