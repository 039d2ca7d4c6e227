// PGlite behind node-postgres (decision 093): a statement prepared by name is parsed once and kept
// by the engine, and a failed query (after which node-postgres drops its pooled client) leaves
// the prepared statements, transactions and constraint errors working as on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../../src/db/client.ts';

let database: Database;

beforeAll(async () => {
  database = openPglite();
  await database.db.execute(sql`create table notes (id int primary key, body text not null)`);
});

afterAll(() => database.close());

const byId = () =>
  database.db
    .select({ body: sql<string>`body` })
    .from(sql`notes`)
    .where(sql`id = ${sql.placeholder('id')}`)
    .prepare('note_by_id');

const preparedNames = async () =>
  (await database.pglite?.query<{ name: string }>('select name from pg_prepared_statements'))?.rows.map(
    (r) => r.name,
  );

describe('PGlite through node-postgres', () => {
  it('keeps a statement prepared by name in the engine, parsed once', async () => {
    await database.db.execute(sql`insert into notes values (1, 'yksi')`);
    const statement = byId();
    expect(await statement.execute({ id: 1 })).toEqual([{ body: 'yksi' }]);
    expect(await statement.execute({ id: 1 })).toEqual([{ body: 'yksi' }]);
    expect(await preparedNames()).toEqual(['note_by_id']);
  });

  it('runs prepared statements, transactions and later queries after a failed query', async () => {
    const statement = byId();
    await statement.execute({ id: 1 });
    const duplicate = database.db.execute(sql`insert into notes values (1, 'taas')`);
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
    const badType = database.db.execute(sql`select ${'x'}::int`);
    await expect(badType).rejects.toMatchObject({ cause: { code: '22P02' } });

    expect(await statement.execute({ id: 1 })).toEqual([{ body: 'yksi' }]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (2, 'kaksi')`);
    });
    expect(await statement.execute({ id: 2 })).toEqual([{ body: 'kaksi' }]);
  });

  it('rolls back a transaction that failed and goes on', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (3, 'kolme')`);
      await tx.execute(sql`insert into notes values (3, 'kolme taas')`);
    });
    await expect(failing).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await byId().execute({ id: 3 })).toEqual([]);
    const left = await database.pglite?.query('select id from notes order by id');
    expect(left?.rows).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
