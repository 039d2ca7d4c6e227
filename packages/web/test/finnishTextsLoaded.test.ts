// Finnish texts ship with the modules that show them (docs/decisions/005): fi.json with the app,
// each fi.<section>.json with the pages and components that import it. A module that shows a key
// of a section nobody on its way loaded shows the key itself in Finnish (English loads every
// section at once, so it looks fine there). This walks the app as the browser loads it: from the
// entry, each chunk (a static import closure) and each lazily imported chunk under it, which also
// has what its importer loaded, and checks that every literal key a chunk's modules pass to `t`
// is among the Finnish texts loaded by then.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import fiCore from '../src/i18n/fi.json';
import { isTree, type Tree } from './i18nTree.ts';

const webRoot = resolve(import.meta.dirname, '..');
const ENTRY = resolve(webRoot, 'src/app/main.tsx');

const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
/** `t('a.b')`, `t("a.b")` and the fixed start of `t(\`a.${x}\`)`; `i18nKey="a.b"`. */
const KEY_USE = /\bt\(\s*(?:'([\w.]+)'|"([\w.]+)"|`([\w.]*)\$\{)|i18nKey=["']([\w.]+)["']/g;

type Module = {
  staticImports: string[];
  dynamicImports: string[];
  keys: string[];
  prefixes: string[];
  fi?: Tree;
};
const modules = new Map<string, Module>();

function read(path: string): Module {
  const known = modules.get(path);
  if (known) return known;
  const source = readFileSync(path, 'utf8');
  const resolveAll = (re: RegExp) =>
    [...source.matchAll(re)].map((m) => resolve(dirname(path), m[1] ?? '')).filter((p) => existsSync(p));
  const module: Module = {
    staticImports: path.endsWith('.json') ? [] : resolveAll(STATIC_IMPORT),
    dynamicImports: path.endsWith('.json') ? [] : resolveAll(DYNAMIC_IMPORT),
    keys: [],
    prefixes: [],
  };
  if (/\/i18n\/fi\.[\w]+\.json$/.test(path)) module.fi = JSON.parse(source) as Tree;
  else if (!path.endsWith('.json'))
    for (const m of source.matchAll(KEY_USE)) {
      const key = m[1] ?? m[2] ?? m[4];
      if (key) module.keys.push(key);
      else if (m[3]) module.prefixes.push(m[3]);
    }
  modules.set(path, module);
  return module;
}

/** The modules a static import closure holds, from `start`. */
function closure(start: string): string[] {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const path = stack.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    stack.push(...read(path).staticImports);
  }
  return [...seen];
}

function lookup(tree: Tree, path: string[]): unknown {
  let node: unknown = tree;
  for (const part of path) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** A key i18next finds among `bundles`: itself, its plural forms, or an object of texts. */
function has(bundles: Tree[], key: string) {
  const parts = key.split('.');
  const last = parts.at(-1) ?? '';
  return bundles.some((tree) =>
    [last, `${last}_one`, `${last}_other`].some(
      (name) => lookup(tree, [...parts.slice(0, -1), name]) !== undefined,
    ),
  );
}

/** Every module's keys missing in Finnish where the browser shows it, as `file: key`. */
function missingFinnishKeys() {
  const problems = new Set<string>();
  const visited = new Set<string>();
  const walk = (entry: string, inherited: ReadonlySet<string>) => {
    const chunk = closure(entry);
    const loaded = new Set([...inherited, ...chunk.filter((path) => read(path).fi)]);
    const signature = `${entry}|${[...loaded].sort().join(',')}`;
    if (visited.has(signature)) return;
    visited.add(signature);
    const bundles = [fiCore as Tree, ...[...loaded].map((path) => read(path).fi as Tree)];
    for (const path of chunk) {
      const module = read(path);
      const where = relative(webRoot, path);
      for (const key of module.keys)
        if (!has(bundles, key))
          problems.add(`${where}: ${key} (in the chunk of ${relative(webRoot, entry)})`);
      for (const prefix of module.prefixes) {
        const section = prefix.split('.')[0] ?? '';
        if (section && !bundles.some((tree) => section in tree)) problems.add(`${where}: ${prefix}…`);
      }
    }
    for (const path of chunk) for (const lazy of read(path).dynamicImports) walk(lazy, loaded);
  };
  walk(ENTRY, new Set());
  return [...problems].sort();
}

describe('Finnish texts are loaded where they are shown', () => {
  it('finds the keys of every lazily loaded page', () => {
    missingFinnishKeys();
    const seen = [...modules.keys()].map((p) => relative(webRoot, p));
    expect(seen).toContain('src/features/planning/PlanningPage.tsx');
    expect(seen).toContain('src/components/WorkerPicker.tsx');
  });

  it('every key a module shows is among the Finnish texts loaded on its way', () => {
    expect(missingFinnishKeys()).toEqual([]);
  });
});
