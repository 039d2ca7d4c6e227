// Migration 0021 (docs/decisions/126): a database with guest filters by name moves to filters by
// id. A name that names one customer (with same-named departments of its own) or one department of
// the guest's own organisation becomes that place; a name that names two places, none, or only a
// place of another organisation is not guessed: it matches nothing and is kept for the admin.
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { guestUsers } from '../../src/db/schema/index.ts';
import { openEarlierDatabase } from '../support/earlierDatabase.ts';

const BEFORE_GUEST_FILTER_IDS = 21; // migrations 0000–0020

let database: Database;
let close = async () => {};

beforeAll(async () => {
  ({ database, close } = await openEarlierDatabase(BEFORE_GUEST_FILTER_IDS));
});
afterAll(() => close());

const ORG_A = '00000000-0000-4000-8000-00000000000a';
const ORG_B = '00000000-0000-4000-8000-00000000000b';
const id = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

describe('migrating guest filters to ids', () => {
  it('maps one place to its id and leaves an ambiguous or unknown name matching nothing, reported', async () => {
    const { db } = database;
    await db.execute(sql`
      insert into organizations (id, name) values (${ORG_A}, 'Alfa Oy'), (${ORG_B}, 'Beta Oy')`);
    await db.execute(sql`
      insert into customers (id, organization_id, name, deleted_at) values
        (${id(1)}, ${ORG_A}, 'Sairaala', null),
        (${id(2)}, ${ORG_A}, 'Terveyskeskus', null),
        (${id(3)}, ${ORG_A}, 'Lopetettu', now()),
        (${id(4)}, ${ORG_B}, 'Beetan sairaala', null)`);
    await db.execute(sql`
      insert into departments (id, organization_id, customer_id, name, deleted_at) values
        (${id(11)}, ${ORG_A}, ${id(1)}, 'Päivystys', null),
        (${id(12)}, ${ORG_A}, ${id(2)}, 'Päivystys', null),
        (${id(13)}, ${ORG_A}, ${id(1)}, 'Kirurgia', null),
        (${id(14)}, ${ORG_A}, ${id(2)}, 'Kirurgia', now()),
        (${id(15)}, ${ORG_A}, ${id(1)}, 'Sairaala', null),
        (${id(16)}, ${ORG_A}, ${id(3)}, 'Lastenosasto', null),
        (${id(17)}, ${ORG_B}, ${id(4)}, 'Ääkkösosasto', null)`);
    const guests: [number, string, string][] = [
      [21, ORG_A, '  ÄÄKKÖSOSASTO '], // only another organisation's department
      [22, ORG_A, 'Päivystys'], // two customers' departments: ambiguous
      [23, ORG_A, '  kirurgia  '], // one live department (the other is removed)
      [24, ORG_A, 'SAIRAALA'], // the customer, and a department of its own of that name
      [25, ORG_A, 'terveys keskus'], // nothing of that name
      [26, ORG_A, ''], // no filter
      [27, ORG_A, 'Lastenosasto'], // a department of a removed customer
      [28, ORG_B, 'ääkkösosasto'], // its own organisation's department, case folded
    ];
    for (const [n, org, name] of guests)
      await db.execute(sql`
        insert into guest_users (id, organization_id, name, email, filter_name, filter_days)
        values (${id(n)}, ${org}, ${`Vieras ${n}`}, ${`vieras${n}@example.com`}, ${name}, 7)`);

    await migrate(database);

    const rows = await db
      .select({
        id: guestUsers.id,
        customer: guestUsers.filterCustomerId,
        department: guestUsers.filterDepartmentId,
        unresolved: guestUsers.filterUnresolvedName,
        days: guestUsers.filterDays,
      })
      .from(guestUsers)
      .orderBy(asc(guestUsers.id));
    const none = { customer: null, department: null, days: 7 };
    expect(rows).toEqual([
      { id: id(21), ...none, unresolved: 'ÄÄKKÖSOSASTO' },
      { id: id(22), ...none, unresolved: 'Päivystys' },
      { id: id(23), ...none, department: id(13), unresolved: '' },
      { id: id(24), ...none, customer: id(1), unresolved: '' },
      { id: id(25), ...none, unresolved: 'terveys keskus' },
      { id: id(26), ...none, unresolved: '' },
      { id: id(27), ...none, unresolved: 'Lastenosasto' },
      { id: id(28), ...none, department: id(17), unresolved: '' },
    ]);
    // One place at most, by the database.
    await expect(
      db.execute(sql`update guest_users set filter_customer_id = ${id(1)}, filter_department_id = ${id(13)}
        where id = ${id(23)}`),
    ).rejects.toThrow();
  });
});
