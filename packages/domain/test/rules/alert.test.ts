import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARISON_OPERATORS } from '../../src/enums.ts';
import {
  inWindow,
  isEmptyWindow,
  nextRunAfter,
  type RuleFields,
  ruleSentenceParts,
  ruleWindow,
  unsupportedRuleFields,
} from '../../src/rules/alert.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-03-10T10:00:00Z');

const rule = (extra: Partial<RuleFields> = {}): RuleFields => ({
  target: 'shift',
  check: 'unfilledShifts',
  type: 'relative',
  operator: 'lte',
  value: { type: 'relative', amount: 48, unit: 'hours' },
  ...extra,
});
const at = (ms: number) => new Date(now.getTime() + ms);

describe('unsupportedRuleFields', () => {
  it('accepts the supported combinations', () => {
    expect(unsupportedRuleFields(rule())).toEqual([]);
    expect(unsupportedRuleFields(rule({ check: 'unhandledStamps', operator: 'gt' }))).toEqual([]);
    expect(
      unsupportedRuleFields(
        rule({ type: 'dateAbsolute', operator: 'eq', value: { type: 'absolute', at: '2026-12-24' } }),
      ),
    ).toEqual([]);
    expect(
      unsupportedRuleFields(
        rule({
          type: 'timeAbsolute',
          operator: 'lt',
          value: { type: 'absolute', at: '2026-12-24T18:00:00+02:00' },
        }),
      ),
    ).toEqual([]);
  });

  it('names the field of each unsupported or incomplete part', () => {
    expect(unsupportedRuleFields(rule({ target: 'user' }))).toEqual([['target', 'invalid']]);
    expect(unsupportedRuleFields(rule({ target: 'costCenter' }))).toEqual([['target', 'invalid']]);
    expect(unsupportedRuleFields(rule({ value: { type: 'absolute', at: '2026-01-01' } }))).toEqual([
      ['value.type', 'invalid'],
    ]);
    expect(unsupportedRuleFields(rule({ value: { type: 'relative' } }))).toEqual([
      ['value.amount', 'required'],
      ['value.unit', 'required'],
    ]);
    expect(unsupportedRuleFields(rule({ type: 'dateAbsolute', value: { type: 'absolute' } }))).toEqual([
      ['value.at', 'required'],
    ]);
    expect(
      unsupportedRuleFields(
        rule({ type: 'dateAbsolute', value: { type: 'absolute', at: '2026-12-24T10:00Z' } }),
      ),
    ).toEqual([['value.at', 'format']]);
    // Years the database cannot hold (no year 0) or that a window would push out of DATE_TIME.
    for (const [type, at] of [
      ['dateAbsolute', '0000-01-01'],
      ['dateAbsolute', '9999-12-31'],
      ['timeAbsolute', '0000-01-01T00:00Z'],
    ] as const)
      expect(unsupportedRuleFields(rule({ type, operator: 'lt', value: { type: 'absolute', at } }))).toEqual([
        ['value.at', 'format'],
      ]);
    expect(
      unsupportedRuleFields(
        rule({ type: 'timeAbsolute', operator: 'eq', value: { type: 'absolute', at: '2026-12-24T10:00Z' } }),
      ),
    ).toEqual([['operator', 'invalid']]);
  });
});

describe('ruleWindow', () => {
  it('"starting within 48 hours, unfilled": from now up to and including 48 hours ahead', () => {
    const w = ruleWindow(rule(), now);
    expect(inWindow(w, at(-1))).toBe(false);
    expect(inWindow(w, at(0))).toBe(true);
    expect(inWindow(w, at(48 * HOUR))).toBe(true);
    expect(inWindow(w, at(48 * HOUR + 1))).toBe(false);
    expect(inWindow(ruleWindow(rule({ operator: 'lt' }), now), at(48 * HOUR))).toBe(false);
  });

  it('"stamps waiting more than 7 days": shifts that started over a week ago', () => {
    const w = ruleWindow(
      rule({
        check: 'unhandledStamps',
        operator: 'gt',
        value: { type: 'relative', amount: 7, unit: 'days' },
      }),
      now,
    );
    expect(inWindow(w, at(-7 * DAY))).toBe(false);
    expect(inWindow(w, at(-7 * DAY - 1))).toBe(true);
    expect(inWindow(w, at(-100 * DAY))).toBe(true);
    expect(inWindow(w, at(DAY))).toBe(false);
  });

  it('"in exactly 2 days" is the third 24 hours ahead (eq covers one unit)', () => {
    const w = ruleWindow(rule({ operator: 'eq', value: { type: 'relative', amount: 2, unit: 'days' } }), now);
    expect(inWindow(w, at(2 * DAY - 1))).toBe(false);
    expect(inWindow(w, at(2 * DAY))).toBe(true);
    expect(inWindow(w, at(3 * DAY - 1))).toBe(true);
    expect(inWindow(w, at(3 * DAY))).toBe(false);
  });

  it('a date is the whole day in Helsinki; a past date finds no open shift', () => {
    const w = ruleWindow(
      rule({ type: 'dateAbsolute', operator: 'eq', value: { type: 'absolute', at: '2026-03-12' } }),
      now,
    );
    expect(inWindow(w, new Date('2026-03-11T21:59:59Z'))).toBe(false);
    expect(inWindow(w, new Date('2026-03-11T22:00:00Z'))).toBe(true);
    expect(inWindow(w, new Date('2026-03-12T21:59:59Z'))).toBe(true);
    expect(inWindow(w, new Date('2026-03-12T22:00:00Z'))).toBe(false);
    const past = ruleWindow(
      rule({ type: 'dateAbsolute', operator: 'eq', value: { type: 'absolute', at: '2026-01-01' } }),
      now,
    );
    expect(isEmptyWindow(past)).toBe(true);
  });

  it('property: every window agrees with comparing the distance to the amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMPARISON_OPERATORS).filter((op) => op !== 'eq'),
        fc.constantFrom('unfilledShifts' as const, 'unhandledStamps' as const),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: -300 * HOUR, max: 300 * HOUR }),
        (operator, check, amount, offset) => {
          const r = rule({ check, operator, value: { type: 'relative', amount, unit: 'hours' } });
          const distance = check === 'unfilledShifts' ? offset : -offset;
          const compare = {
            lt: (a: number, b: number) => a < b,
            lte: (a: number, b: number) => a <= b,
            gte: (a: number, b: number) => a >= b,
            gt: (a: number, b: number) => a > b,
          }[operator as 'lt'];
          const expected = distance >= 0 && compare(distance, amount * HOUR);
          return inWindow(ruleWindow(r, now), at(offset)) === expected;
        },
      ),
    );
  });
});

describe('nextRunAfter', () => {
  it('steps by days and by calendar months, keeping the month end', () => {
    const t = new Date('2026-01-31T06:00:00Z');
    expect(nextRunAfter('1d', t).toISOString()).toBe('2026-02-01T06:00:00.000Z');
    expect(nextRunAfter('2w', t).toISOString()).toBe('2026-02-14T06:00:00.000Z');
    expect(nextRunAfter('1mo', t).toISOString()).toBe('2026-02-28T06:00:00.000Z');
    expect(nextRunAfter('3mo', t).toISOString()).toBe('2026-04-30T06:00:00.000Z');
    expect(nextRunAfter('1y', t).toISOString()).toBe('2027-01-31T06:00:00.000Z');
  });
});

describe('ruleSentenceParts', () => {
  it('names the parts a sentence is built of', () => {
    expect(ruleSentenceParts(rule({ departmentId: 'd' }))).toEqual({
      check: 'unfilledShifts',
      scope: 'department',
      comparison: 'relative.lte',
      amount: 48,
      unit: 'hours',
      at: '',
    });
  });
});
