// Loading a big table without its keys, indexes and foreign keys, then putting them back
// exactly as the migrations made them (their definitions are read from the catalog before they
// are dropped, never written here). Re-adding a foreign key checks every row in one join and
// building a unique index checks every row, so the constraints hold as if kept all along.
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../packages/server/src/db/client.ts';
import { inParallel } from './sql.ts';

type Row = { name: string; definition: string };

/** Both drivers answer `{ rows }`; the shared Db type leaves the result unknown. */
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export async function withoutKeys<T>(database: Database, table: PgTable, load: () => Promise<T>): Promise<T> {
  const { db } = database;
  const name = sql.identifier(getTableConfig(table).name);
  const regclass = getTableConfig(table).name;
  // Keys (primary, unique, exclusion: each backed by an index) and foreign keys; checks stay.
  // Other tables' foreign keys to this one (requests, cancellations) lean on its primary key: they
  // go first and come back last, each checked then like the table's own.
  const constraints = rowsOf(
    await db.execute(sql`select conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where conrelid = ${regclass}::regclass and contype in ('p', 'u', 'x', 'f')
      order by contype = 'f', conname`),
  );
  const referencing = rowsOf(
    await db.execute(sql`select conrelid::regclass::text as "table", conname as name,
        pg_get_constraintdef(oid) as definition
      from pg_constraint where confrelid = ${regclass}::regclass and conrelid <> confrelid and contype = 'f'
      order by 1, 2`),
  ) as (Row & { table: string })[];
  const indexes = rowsOf(
    await db.execute(sql`select c.relname as name, pg_get_indexdef(c.oid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${regclass}::regclass
        and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
      order by c.relname`),
  );
  for (const r of referencing)
    await db.execute(sql`alter table ${sql.identifier(r.table)} drop constraint ${sql.identifier(r.name)}`);
  // Foreign keys first (listed last), then the keys; indexes of no constraint after.
  for (const k of [...constraints].reverse()) {
    await db.execute(sql`alter table ${name} drop constraint ${sql.identifier(k.name)}`);
  }
  for (const i of indexes) await db.execute(sql`drop index ${sql.identifier(i.name)}`);
  const result = await load();
  // More sort memory builds each index of millions of rows in one pass. Keys first (the primary
  // key is one), then the other indexes two at a time on PostgreSQL (GiST builds use one core
  // each), then the foreign keys, each checking every row in one join.
  const build = (statement: SQL) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      await tx.execute(statement);
    });
  const add = (k: Row) =>
    build(sql`alter table ${name} add constraint ${sql.identifier(k.name)} ${sql.raw(k.definition)}`);
  const foreign = constraints.filter((k) => k.definition.startsWith('FOREIGN KEY'));
  for (const k of constraints) if (!foreign.includes(k)) await add(k);
  await inParallel(database.kind === 'postgres' ? 2 : 1, indexes, (i) => build(sql.raw(i.definition)));
  for (const k of foreign) await add(k);
  for (const r of referencing)
    await build(
      sql`alter table ${sql.identifier(r.table)} add constraint ${sql.identifier(r.name)} ${sql.raw(r.definition)}`,
    );
  return result;
}
