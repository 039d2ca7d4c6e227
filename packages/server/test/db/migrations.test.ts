// Tenant keys as a migration: a database made before tenant keys (migration 0002)
// with two organisations moves to them, and its live accounts fill the login directory.
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { GLOBAL_TABLES } from '../../src/db/globalTables.ts';
import { migrate } from '../../src/db/migrate.ts';
import { accountEmails } from '../../src/db/schema/index.ts';
import { tenantKeyViolations } from '../support/catalog.ts';
import { openEarlierDatabase } from '../support/earlierDatabase.ts';

const BEFORE_TENANT_KEYS = 3; // migrations 0000–0002

let database: Database;
let close = async () => {};

beforeAll(async () => {
  ({ database, close } = await openEarlierDatabase(BEFORE_TENANT_KEYS));
});

afterAll(() => close());

describe('migrating to tenant keys', () => {
  it('moves a database with two organisations to keys the catalog check accepts', async () => {
    const { db } = database;
    // Before: references by id alone, which the check names.
    const before = await tenantKeyViolations(db, GLOBAL_TABLES);
    expect(before).toContain(
      'shifts: reference shifts_department_id_departments_id_fk to departments does not pair organization_id',
    );

    await db.execute(sql`
      insert into organizations (id, name, created_at) values
        ('00000000-0000-4000-8000-00000000000a', 'Vanha Oy', '2020-01-01'),
        ('00000000-0000-4000-8000-00000000000b', 'Uusi Oy', '2024-01-01')`);
    await db.execute(sql`
      insert into users (id, organization_id, email, first_name, last_name, created_at, deleted_at) values
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-00000000000a', 'Anna@Example.com', 'Anna', 'A', '2020-02-01', null),
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-00000000000b', 'anna@example.com', 'Anna', 'B', '2024-02-01', null),
        ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-00000000000b', 'pois@example.com', 'Poissa', 'B', '2024-02-01', '2024-03-01'),
        ('00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-00000000000b', 'bea@example.com', 'Bea', 'B', '2024-02-01', null)`);
    await db.execute(sql`
      insert into guest_users (id, organization_id, name, email) values
        ('00000000-0000-4000-8000-0000000000b4', '00000000-0000-4000-8000-00000000000b', 'Vieras', 'Bea@Example.com')`);
    await db.execute(sql`
      insert into shifts (organization_id, worker_id, name, "from", "to", submitted) values
        ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000b3', 'Käynnissä', now(), null, false)`);

    await migrate(database);

    expect(await tenantKeyViolations(db, GLOBAL_TABLES)).toEqual([]);
    const directory = await db
      .select()
      .from(accountEmails)
      .orderBy(asc(accountEmails.kind), asc(accountEmails.email));
    expect(directory).toEqual([
      // The same address in two organisations: the earlier account keeps it.
      {
        kind: 'guest',
        email: 'bea@example.com',
        organizationId: '00000000-0000-4000-8000-00000000000b',
        accountId: '00000000-0000-4000-8000-0000000000b4',
      },
      {
        kind: 'user',
        email: 'anna@example.com',
        organizationId: '00000000-0000-4000-8000-00000000000a',
        accountId: '00000000-0000-4000-8000-0000000000a1',
      },
      {
        kind: 'user',
        email: 'bea@example.com',
        organizationId: '00000000-0000-4000-8000-00000000000b',
        accountId: '00000000-0000-4000-8000-0000000000b3',
      },
    ]);
  });
});
