// The free-form JSON rule (decision 131): what PostgreSQL would refuse or change is found in any
// key or value, at any depth, and named by its path.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_FORM_JSON } from '../src/limits.ts';
import { freeFormObject } from '../src/schemas/common.ts';
import { findUnstorableText, isStorableText } from '../src/validation.ts';

describe('storable text', () => {
  it.each([
    ['plain', 'Päivystys', true],
    ['a paired surrogate (an emoji)', 'ok 🩺', true],
    ['a NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone high surrogate at the end', 'a\udbff', false],
    ['a lone low surrogate', '\udc00a', false],
    ['a low before a high', '\udc00\ud800', false],
  ])('%s: %s', (_, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  it('agrees with what UTF-8 keeps: a string without NUL survives encoding exactly when storable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const roundTrips = Buffer.from(text, 'utf8').toString('utf8') === text;
        expect(isStorableText(text)).toBe(roundTrips && !text.includes('\u0000'));
      }),
      { numRuns: 500 },
    );
  });

  it('finds a bad key or value at any depth, naming the value or the object holding the key', () => {
    expect(findUnstorableText({ a: [1, { b: 'ok' }] })).toBeNull();
    expect(findUnstorableText({ a: [1, { b: 'x\u0000' }] })).toEqual(['a', '1', 'b']);
    expect(findUnstorableText({ a: { 'k\u0000': 1 } })).toEqual(['a']);
    expect(findUnstorableText({ 'k\ud800': 1 })).toEqual([]);
    expect(findUnstorableText(['\udfff'])).toEqual(['0']);
    expect(findUnstorableText('\u0000')).toEqual([]);
  });
});

describe('free-form object', () => {
  const rule = freeFormObject(100);
  const issueOf = (value: unknown) => rule.safeParse(value).error?.issues[0];

  it('takes any JSON object within its bounds', () => {
    const value = { k: [1, 'a', null, true, { n: { m: 'ü🩺' } }] };
    expect(rule.parse(value)).toEqual(value);
  });

  it('refuses a NUL or a lone surrogate in a key or a value, naming where', () => {
    expect(issueOf({ 'k\u0000': 1 })).toMatchObject({ path: [], params: { key: 'invalidCharacter' } });
    expect(issueOf({ a: { 'k\udc00': 1 } })).toMatchObject({
      path: ['a'],
      params: { key: 'invalidCharacter' },
    });
    expect(issueOf({ a: ['x\ud83d'] })).toMatchObject({
      path: ['a', '0'],
      params: { key: 'invalidCharacter' },
    });
  });

  it(`refuses nesting deeper than ${FREE_FORM_JSON.maxDepth}`, () => {
    const nest = (depth: number) => {
      let value: unknown = 1;
      for (let i = 0; i < depth; i++) value = { d: value };
      return value;
    };
    expect(rule.safeParse(nest(FREE_FORM_JSON.maxDepth)).success).toBe(true);
    expect(issueOf(nest(FREE_FORM_JSON.maxDepth + 1))).toMatchObject({
      params: { key: 'invalid', maxDepth: FREE_FORM_JSON.maxDepth },
    });
  });

  it('refuses more characters of JSON than its field allows', () => {
    expect(rule.safeParse({ q: 'x'.repeat(92) }).success).toBe(true);
    expect(issueOf({ q: 'x'.repeat(93) })).toMatchObject({ params: { key: 'maxLength', length: 100 } });
  });
});
