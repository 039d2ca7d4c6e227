// fi.json and en.json carry the same keys and no empty text: a missing translation fails here.
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/en.json';
import fi from '../src/i18n/fi.json';

type Tree = { [key: string]: unknown };

/** Every leaf as a dotted key with its value. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** Keys of `a` that `b` lacks. */
const missing = (a: Tree, b: Tree) => {
  const inB = new Set(leaves(b).map(([key]) => key));
  return leaves(a)
    .map(([key]) => key)
    .filter((key) => !inB.has(key));
};

/** Keys whose value is not a non-blank string. */
const empty = (tree: Tree) =>
  leaves(tree)
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([key]) => key);

describe('translations', () => {
  it('the checks notice a missing key and an empty value', () => {
    const a = { nav: { shifts: 'Vuorot', polls: 'Kyselyt' } };
    const b = { nav: { shifts: 'Shifts' }, extra: 'x' };
    expect(missing(a, b)).toEqual(['nav.polls']);
    expect(missing(b, a)).toEqual(['extra']);
    expect(empty({ a: '', b: { c: '  ' }, d: 'ok', e: 3 })).toEqual(['a', 'b.c', 'e']);
  });

  it('fi and en have exactly the same keys', () => {
    expect(missing(fi, en), 'in fi.json, not in en.json').toEqual([]);
    expect(missing(en, fi), 'in en.json, not in fi.json').toEqual([]);
  });

  it('no text is empty', () => {
    expect(empty(fi), 'empty in fi.json').toEqual([]);
    expect(empty(en), 'empty in en.json').toEqual([]);
  });
});
