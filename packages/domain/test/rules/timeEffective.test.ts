import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { duplicateDates, isEmptyValue, type TimeEffective, valueOn } from '../../src/rules/timeEffective.ts';
import { timeEffectiveList } from '../../src/schemas/common.ts';
import { fieldMessages } from '../../src/validation.ts';
import { isoDate } from '../support/arbitraries.ts';

const salary: TimeEffective<string>[] = [
  { validFrom: '2024-01-01', value: 'A' },
  { validFrom: '2024-06-01', value: 'B' },
  { validFrom: '2025-01-01', value: 'C' },
];

/** Lists with distinct dates and a value naming its own date, so the winner is identifiable. */
const distinctList = fc
  .uniqueArray(isoDate, { maxLength: 12 })
  .map((dates) => dates.map((validFrom) => ({ validFrom, value: `v${validFrom}` })));

describe('valueOn', () => {
  it('takes the entry with the latest validFrom on or before the date', () => {
    expect(valueOn(salary, '2024-03-15')).toBe('A');
    expect(valueOn(salary, '2024-12-31')).toBe('B');
    expect(valueOn(salary, '2030-01-01')).toBe('C');
  });

  it('counts an entry from its own validFrom day', () => {
    expect(valueOn(salary, '2024-06-01')).toBe('B');
    expect(valueOn(salary, '2024-05-31')).toBe('A');
  });

  it('is undefined before the first entry and for an empty list', () => {
    expect(valueOn(salary, '2023-12-31')).toBeUndefined();
    expect(valueOn([], '2024-01-01')).toBeUndefined();
  });

  it('does not depend on the order of the list', () => {
    fc.assert(
      fc.property(
        distinctList.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        isoDate,
        ([list, shuffled], date) => {
          expect(valueOn(shuffled, date)).toBe(valueOn(list, date));
        },
      ),
    );
  });

  it('agrees with "sort by date and take the last one not after the date"', () => {
    fc.assert(
      fc.property(distinctList, isoDate, (list, date) => {
        const candidates = list
          .filter((e) => e.validFrom <= date)
          .sort((a, b) => a.validFrom.localeCompare(b.validFrom));
        expect(valueOn(list, date)).toBe(candidates.at(-1)?.value);
      }),
    );
  });

  it('returns something exactly when some entry starts on or before the date', () => {
    fc.assert(
      fc.property(distinctList, isoDate, (list, date) => {
        expect(valueOn(list, date) !== undefined).toBe(list.some((e) => e.validFrom <= date));
      }),
    );
  });
});

describe('duplicateDates', () => {
  it('lists each repeated date once', () => {
    const list = [
      { validFrom: '2024-01-01' },
      { validFrom: '2024-02-01' },
      { validFrom: '2024-01-01' },
      { validFrom: '2024-01-01' },
    ];
    expect(duplicateDates(list)).toEqual(['2024-01-01']);
  });

  it('is empty for distinct dates', () => {
    expect(duplicateDates(salary)).toEqual([]);
  });

  it('finds a date exactly when it occurs more than once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('2024-01-01', '2024-01-02', '2024-01-03')), (dates) => {
        const found = new Set(duplicateDates(dates.map((validFrom) => ({ validFrom }))));
        for (const d of new Set(dates)) expect(found.has(d)).toBe(dates.filter((x) => x === d).length > 1);
      }),
    );
  });
});

describe('isEmptyValue', () => {
  it.each([null, undefined, '', '   ', '\t\n'])('treats %j as empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([0, false, 'lk4', ' x ', [], {}])('keeps %j as a value', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe('timeEffectiveList schema', () => {
  const schema = timeEffectiveList(z.string());

  it('accepts distinct dates with values', () => {
    expect(schema.safeParse(salary).success).toBe(true);
  });

  it('rejects a repeated date on every entry that repeats it', () => {
    const result = schema.safeParse([...salary, { validFrom: '2024-06-01', value: 'D' }]);
    expect(result.success).toBe(false);
    const fields = fieldMessages(result.error?.issues ?? []);
    expect(fields['1.validFrom']?.key).toBe('duplicate');
    expect(fields['3.validFrom']?.key).toBe('duplicate');
    expect(fields['0.validFrom']).toBeUndefined();
  });

  it('rejects a blank value as required', () => {
    const result = schema.safeParse([{ validFrom: '2024-01-01', value: '  ' }]);
    expect(fieldMessages(result.error?.issues ?? [])).toEqual({
      '0.value': { key: 'required', params: { field: '0.value' } },
    });
  });

  it('rejects a null value in a nullable list', () => {
    const result = timeEffectiveList(z.string().nullable()).safeParse([
      { validFrom: '2024-01-01', value: null },
    ]);
    expect(result.success).toBe(false);
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(schema.safeParse([{ validFrom: '1.1.2024', value: 'A' }]).success).toBe(false);
  });

  it('accepts exactly the lists without duplicate dates (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ validFrom: isoDate, value: fc.constantFrom('A', 'B') }), { maxLength: 8 }),
        (list) => {
          expect(schema.safeParse(list).success).toBe(duplicateDates(list).length === 0);
        },
      ),
    );
  });
});
