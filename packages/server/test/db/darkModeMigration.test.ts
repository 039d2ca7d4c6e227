// Migration 0005 (decision 080): dark mode becomes a choice that can be absent. A saved `true`
// stays; `false`, the old column default nobody picked, becomes null (follow the device).
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { users } from '../../src/db/schema/index.ts';
import { openEarlierDatabase } from '../support/earlierDatabase.ts';

const BEFORE_DARK_MODE_NULLABLE = 5; // migrations 0000–0004

let database: Database;
let close = async () => {};

beforeAll(async () => {
  ({ database, close } = await openEarlierDatabase(BEFORE_DARK_MODE_NULLABLE));
});

afterAll(() => close());

describe('migrating dark mode to follow the device', () => {
  it('keeps dark, forgets the default light, and gives new users no choice', async () => {
    const { db } = database;
    const org = '00000000-0000-4000-8000-00000000000a';
    await db.execute(sql`insert into organizations (id, name) values (${org}, 'Oy')`);
    await db.execute(sql`
      insert into users (organization_id, email, first_name, last_name, dark_mode) values
        (${org}, 'a-dark@example.com', 'A', 'A', true),
        (${org}, 'b-light@example.com', 'B', 'B', false)`);
    await db.execute(sql`
      insert into users (organization_id, email, first_name, last_name) values
        (${org}, 'c-default@example.com', 'C', 'C')`);

    await migrate(database);
    await db
      .insert(users)
      .values({ organizationId: org, email: 'd-new@example.com', firstName: 'D', lastName: 'D' });

    const rows = await db
      .select({ email: users.email, darkMode: users.darkMode })
      .from(users)
      .orderBy(asc(users.email));
    expect(rows).toEqual([
      { email: 'a-dark@example.com', darkMode: true },
      { email: 'b-light@example.com', darkMode: null },
      { email: 'c-default@example.com', darkMode: null },
      { email: 'd-new@example.com', darkMode: null },
    ]);
  });
});
