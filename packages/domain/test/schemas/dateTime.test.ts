import { describe, expect, it } from 'vitest';
import { DATE_TIME } from '../../src/limits.ts';
import { booleanWord, DATE_TIME_YEAR_PATTERN, date, dateTime } from '../../src/schemas/common.ts';
import { stampInput } from '../../src/schemas/shift.ts';

const year = (y: number) => String(y).padStart(4, '0');
const edges = (y: number) => [
  `${year(y)}-01-01T00:00:00-14:00`,
  `${year(y)}-01-01T00:00:00+14:00`,
  `${year(y)}-12-31T23:59:59.999+14:00`,
  `${year(y)}-12-31T23:59:59.999-14:00`,
];

describe('dateTime', () => {
  it('accepts the whole range and refuses outside it with min/maxValue', () => {
    expect(dateTime.safeParse(`${DATE_TIME.minYear}-01-01T00:00:00Z`).success).toBe(true);
    expect(dateTime.safeParse(`${DATE_TIME.maxYear}-12-31T23:59:59.999Z`).success).toBe(true);
    const early = dateTime.safeParse(`${DATE_TIME.minYear - 1}-12-31T23:59:59.999Z`);
    expect(early.error?.issues[0]).toMatchObject({ params: { key: 'minValue' } });
    const late = dateTime.safeParse(`${DATE_TIME.maxYear + 1}-01-01T00:00:00Z`);
    expect(late.error?.issues[0]).toMatchObject({ params: { key: 'maxValue' } });
    expect(dateTime.safeParse('0099-01-01T00:00:00Z').success).toBe(false);
  });

  it("the document's year pattern promises only what the schema accepts, with any offset", () => {
    const pattern = new RegExp(DATE_TIME_YEAR_PATTERN);
    for (let y = 0; y <= 9999; y++) {
      for (const value of edges(y)) {
        if (pattern.test(value)) expect(dateTime.safeParse(value).success, value).toBe(true);
      }
      // One year inside each bound, every written year matches.
      if (y > DATE_TIME.minYear && y < DATE_TIME.maxYear)
        expect(pattern.test(`${year(y)}-06-01`), String(y)).toBe(true);
    }
  });
});

describe('date', () => {
  it('accepts the years its pattern documents and refuses the rest, year 0 too, with min/maxValue', () => {
    const pattern = new RegExp(DATE_TIME_YEAR_PATTERN);
    for (const y of [DATE_TIME.minYear + 1, 2026, DATE_TIME.maxYear - 1]) {
      expect(date.safeParse(`${year(y)}-06-15`).success, String(y)).toBe(true);
      expect(pattern.test(`${year(y)}-06-15`)).toBe(true);
    }
    for (const y of [0, DATE_TIME.minYear]) {
      expect(date.safeParse(`${year(y)}-01-01`).error?.issues[0]).toMatchObject({
        params: { key: 'minValue' },
      });
      expect(pattern.test(`${year(y)}-01-01`)).toBe(false);
    }
    for (const y of [DATE_TIME.maxYear, 9999]) {
      expect(date.safeParse(`${year(y)}-12-31`).error?.issues[0]).toMatchObject({
        params: { key: 'maxValue' },
      });
      expect(pattern.test(`${year(y)}-12-31`)).toBe(false);
    }
  });
});

describe('booleanWord', () => {
  it('accepts exactly the words true and false', () => {
    expect(booleanWord.parse('true')).toBe(true);
    expect(booleanWord.parse('false')).toBe(false);
    for (const other of ['yes', '1', 'TRUE', 'on', ''])
      expect(booleanWord.safeParse(other).success, other).toBe(false);
  });
});

describe('stampInput', () => {
  it('accepts an end equal to the start and refuses one before it (spec §5)', () => {
    expect(stampInput.safeParse({ from: '2024-01-01T08:00:00Z', to: '2024-01-01T08:00:00Z' }).success).toBe(
      true,
    );
    const before = stampInput.safeParse({ from: '2024-01-01T08:00:00Z', to: '2024-01-01T07:59:00Z' });
    expect(before.error?.issues[0]).toMatchObject({ path: ['to'], params: { key: 'after' } });
  });
});
