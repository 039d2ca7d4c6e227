// A module reaches another module only through its service (or a public entry listed below), so
// a module's internals can change without breaking its neighbours (decision 022). Server test
// files also share a worker's module cache (vitest.config.ts, isolate: false), so none may mock
// modules or stub globals.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = resolve(import.meta.dirname, '../..');
const modulesDir = join(serverRoot, 'src/modules');

/** Files of another module that any module may import, besides service.ts and index.ts. */
const PUBLIC_ENTRIES = new Set([
  'shifts/overlaps.ts', // the overlap check, shared by the shift and user routes
  'shifts/history.ts', // who a transaction's shift changes are attributed to
  'organization/tenancy.ts', // which organisation a login belongs to
  'users/mapper.ts', // a user row as the API shows it
  'shifts/adminService.ts', // the admin's shift planning: templates make shifts through it
  'money/service.ts', // shifts as money lines: every money report reads them
  'users/grants.ts', // who may give which permission: to users, and to API tokens
  'users/sensitive.ts', // the encrypted fields opened: the admin's user, a person's data export
  'guestUsers/view.ts', // a guest user as the API shows it: auth's guest login answers it
]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g;

/** Relative import specifiers of a file, resolved to absolute paths. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolve(dirname(file), spec));
}

const moduleOf = (path: string) => relative(modulesDir, path).split('/')[0];

/** Whether `file` (in a module) may import `target`. */
function allowed(file: string, target: string): boolean {
  if (!target.startsWith(`${modulesDir}/`) || moduleOf(target) === moduleOf(file)) return true;
  const entry = relative(modulesDir, target);
  return /^[^/]+\/(service|index)\.ts$/.test(entry) || PUBLIC_ENTRIES.has(entry);
}

describe('server module boundaries', () => {
  it('imports another module only through its service or a public entry', () => {
    const violations: string[] = [];
    for (const file of filesUnder(modulesDir)) {
      for (const target of relativeImports(file)) {
        if (!allowed(file, target))
          violations.push(`${relative(serverRoot, file)} imports ${relative(modulesDir, target)}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('refuses another module’s queries or routes, allows its service and one’s own files', () => {
    const at = (path: string) => join(modulesDir, path);
    expect(allowed(at('users/routes.ts'), at('shifts/queries.ts'))).toBe(false);
    expect(allowed(at('auth/tfa.ts'), at('users/routes.ts'))).toBe(false);
    expect(allowed(at('auth/tfa.ts'), at('users/service.ts'))).toBe(true);
    expect(allowed(at('shifts/service.ts'), at('shifts/queries.ts'))).toBe(true);
    expect(allowed(at('shifts/service.ts'), join(serverRoot, 'src/db/schema/index.ts'))).toBe(true);
    // The import scanner sees the imports the rule is about (type imports too).
    expect(relativeImports(at('auth/service.ts'))).toContain(at('users/mapper.ts'));
    expect(relativeImports(at('users/routes.ts'))).toContain(at('shifts/overlaps.ts'));
  });

  it('server tests do not mock modules or stub globals (files share a module cache)', () => {
    const offenders = filesUnder(join(serverRoot, 'test'))
      .filter((f) => f !== import.meta.filename)
      .filter((f) => /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(serverRoot, f))).toEqual([]);
  });
});
