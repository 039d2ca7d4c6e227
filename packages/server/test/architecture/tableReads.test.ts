// A module reads a table it does not own through the owner's service, or joins it through the read
// model the owner publishes, naming only the columns listed there (decision 145). The one exception
// is listed here with its reason.
import { resolve } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { foreignTableUses, readModelFindings, readTree } from './rules.ts';
import { homesOf, OWNERS } from './tableOwners.ts';

const PERSON = "a person's export and erasure read every table about them (decisions 134, 135)";

/**
 * `module table` → why the module reads a table it does not own without the owner's service or
 * read model. Only the cross-cutting reader and eraser of a person's data is left.
 */
const READS_ALLOWED: Record<string, string> = {
  'personalData auditLog': PERSON,
  'personalData customers': PERSON,
  'personalData departments': PERSON,
  'personalData groups': PERSON,
  'personalData organizations': PERSON,
  'personalData polls': PERSON,
  'personalData sessions': PERSON,
  'personalData shifts': PERSON,
};

const homes = Object.fromEntries(Object.keys(OWNERS).map((table) => [table, homesOf(table)]));
const tree = readTree(resolve(import.meta.dirname, '../../src'));
/** A table's SQL name → its export name, to see raw SQL's `from users u`. */
const sqlNames = Object.fromEntries(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[getTableName(value), name]] : [],
  ),
);

describe('table reads', () => {
  it("a module reads another module's table only for a listed reason", () => {
    const found = foreignTableUses(tree, homes, sqlNames);
    const unlisted = [...found].filter(([pair]) => !(pair in READS_ALLOWED));
    expect(unlisted.map(([pair, files]) => `${pair} (${files.join(', ')})`)).toEqual([]);
    // A reason whose read went behind a service goes too, so the list only shrinks.
    expect(Object.keys(READS_ALLOWED).filter((pair) => !found.has(pair))).toEqual([]);
  });

  it('refuses a made-up read of a foreign table, allows its own and reads through the service or read model', () => {
    const bad = {
      'modules/notes/service.ts': "import { notes, shifts } from '../../db/schema/index.ts';",
      'modules/shifts/service.ts': "import { shifts } from '../../db/schema/index.ts';",
      'modules/templates/service.ts': "import { listOwnShifts } from '../shifts/service.ts';",
      'modules/money/service.ts': "import { shifts } from '../shifts/readModel.ts';",
      'modules/alerts/service.ts': "export { shifts } from '../../db/schema/shifts.ts';",
      // Raw SQL names the table too; a comment does not.
      'modules/business/report.ts': 'sql`select u.id from users u join group_members gm on true`;',
      'modules/files/access.ts': '// the owner comes from users',
    };
    expect([...foreignTableUses(bad, homes, sqlNames).keys()]).toEqual([
      'notes shifts',
      'alerts shifts',
      'business users',
      'business groupMembers',
    ]);
    // Type imports name the table too.
    const typed = { 'modules/files/x.ts': "import type { shifts } from '../../db/schema/index.ts';" };
    expect([...foreignTableUses(typed, homes).keys()]).toEqual(['files shifts']);
  });

  it('every read model is a leaf that publishes its own tables, and others use only the columns it lists', () => {
    expect(readModelFindings(tree, homes)).toEqual([]);
    const model = [
      "import { shifts } from '../../db/schema/index.ts';",
      'export { shifts };',
      "export const shiftsColumns = ['id', 'from', 'to'] as const;",
    ].join('\n');
    const bad = {
      'modules/shifts/readModel.ts': model,
      'modules/money/service.ts': [
        "import { shifts } from '../shifts/readModel.ts';",
        'db.select({ id: shifts.id, at: shifts.from, pay: shifts.salary }).from(shifts);',
        'type Row = typeof shifts.$inferSelect;',
        'const [all] = await db.select().from(shifts);',
        `const f = \`shifts.\${i}\`; const g = input.shifts.length;`,
      ].join('\n'),
      // Its own module may name any column.
      'modules/shifts/queries.ts': "import { shifts } from './readModel.ts';\nshifts.meta;",
      'modules/users/readModel.ts': [
        "import { shifts, users } from '../../db/schema/index.ts';",
        "import { x } from '../shifts/service.ts';",
        "export const usersColumns = ['id'];",
      ].join('\n'),
      'modules/customers/readModel.ts': "import { customers } from '../../db/schema/index.ts';",
    };
    expect(readModelFindings(bad, homes)).toEqual([
      'modules/money/service.ts uses shifts.salary, not in modules/shifts/readModel.ts',
      'modules/money/service.ts uses shifts.$inferSelect, not in modules/shifts/readModel.ts',
      'modules/money/service.ts selects every column of shifts',
      'modules/users/readModel.ts imports modules/shifts/service.ts',
      'modules/users/readModel.ts publishes shifts, not its own',
      'modules/customers/readModel.ts publishes customers without customersColumns',
    ]);
  });
});
