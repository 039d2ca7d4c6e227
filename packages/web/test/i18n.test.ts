// fi.json and en.json carry the same keys and no empty text: a missing translation fails here.
import { describe, expect, it } from 'vitest';
import enCore from '../src/i18n/en.json';
import fiCore from '../src/i18n/fi.json';
import { isTree, leaves, type Tree } from './i18nTree.ts';

/** `b` added into `a`, section by section (as i18next's addResourceBundle with deep = true). */
function deepMerge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] = isTree(mine) && isTree(value) ? deepMerge(mine, value) : value;
  }
  return out;
}

// Finnish texts that ship with their pages (fi.*.json, docs/decisions/005) count as part of
// fi.json; one may add to a section of it (fi.errors.json to `errors`).
const fiParts = import.meta.glob<Tree>('../src/i18n/fi.*.json', { eager: true, import: 'default' });
const fi = Object.values(fiParts).reduce(deepMerge, fiCore as Tree);
// English has the same section files (en.*.json), loaded together when English is chosen.
const enParts = import.meta.glob<Tree>('../src/i18n/en.*.json', { eager: true, import: 'default' });
const en = Object.values(enParts).reduce(deepMerge, enCore as Tree);

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

  it('a Finnish text is in one file only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, tree] of Object.entries({ 'fi.json': fiCore as Tree, ...fiParts }))
      for (const [key] of leaves(tree)) {
        const other = seen.get(key);
        if (other) twice.push(`${key} in ${other} and ${file}`);
        seen.set(key, file);
      }
    expect(twice).toEqual([]);
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
