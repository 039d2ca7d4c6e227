// Writes to a table happen in the module that owns it (decision 022): other modules call that
// module's service (reads: tableReads.test.ts). Every table names its owners (tableOwners.ts), so
// a new table is a visible decision; writes outside modules (seed, lib/audit, lib/mailer) are not checked.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { OWNERS } from './tableOwners.ts';

const modulesDir = resolve(import.meta.dirname, '../../src/modules');

const tableNames = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name]) => name);

const WRITE = /\.(insert|update|delete)\(\s*(\w+)\s*\)/g;

/** `[module, table]` for every direct write to a known table in a module's files. */
function writes(): [string, string, string][] {
  const found: [string, string, string][] = [];
  for (const entry of readdirSync(modulesDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const module = relative(modulesDir, file).split('/')[0] ?? '';
    for (const m of readFileSync(file, 'utf8').matchAll(WRITE)) {
      const table = m[2] ?? '';
      if (tableNames.includes(table)) found.push([module, table, relative(modulesDir, file)]);
    }
  }
  return found;
}

describe('table writes', () => {
  it('every table names its owners', () => {
    expect(tableNames.filter((t) => !(t in OWNERS))).toEqual([]);
    expect(Object.keys(OWNERS).filter((t) => !tableNames.includes(t))).toEqual([]);
  });

  it("a module writes only the tables it owns; others go through the owner's service", () => {
    const found = writes();
    expect(found.length).toBeGreaterThan(10);
    const foreign = found.filter(([module, table]) => !OWNERS[table]?.includes(module));
    expect(foreign.map(([, table, file]) => `${file} writes ${table}`)).toEqual([]);
  });
});
