// What the login route and the worker shell need first carries no zod (docs/decisions/005): the
// static value imports from their modules never reach zod or a domain module that imports it
// (the contracts, the schemas). A contract's types are fine (`import type`, api/endpoints.ts).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const webSrc = `${resolve(import.meta.dirname, '../src')}/`;
const domainSrc = `${resolve(import.meta.dirname, '../../domain/src')}/`;

/** Modules a file imports for their values (not `import type` / `export type`), as written. */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  const statement = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) if (match[1]) found.push(match[1]);
  return found;
}

function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith('.')) return resolve(dirname(from), spec);
  if (spec === '@tuura/domain') return `${domainSrc}index.ts`;
  if (spec.startsWith('@tuura/domain/')) return `${domainSrc}${spec.slice('@tuura/domain/'.length)}.ts`;
  return null;
}

/** The chain of imports from a start module to the first one that imports zod, if any. */
function pathToZod(start: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return null;
    seen.add(file);
    for (const spec of valueImports(file)) {
      if (spec === 'zod' || spec.includes('zod-resolver')) return [...trail, spec];
      const next = resolveImport(file, spec);
      const found = next && walk(next, [...trail, next.replace(/.*\/(web|domain)\/src\//, '$1/')]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start.replace(/.*\/web\/src\//, 'web/')]);
}

describe('the first download has no zod', () => {
  it.each([
    'app/main.tsx',
    'app/layouts/BareLayout.tsx',
    'features/auth/LoginPage.tsx',
    'app/layouts/UserLayout.tsx',
  ])('%s', (module) => {
    expect(pathToZod(`${webSrc}${module}`)).toBeNull();
  });

  it('the check finds zod behind a contract', () => {
    expect(pathToZod(`${webSrc}features/auth/ForgotPasswordPage.tsx`)).not.toBeNull();
  });
});
