// Loading a big table without its secondary indexes and foreign keys, then putting them back
// exactly as the migrations made them (their definitions are read from the catalog before they
// are dropped, never written here). Re-adding a foreign key checks every row in one join and
// building an index checks every unique one, so the constraints hold as if kept all along.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../packages/server/src/db/client.ts';

type Row = { name: string; definition: string };

/** Both drivers answer `{ rows }`; the shared Db type leaves the result unknown. */
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export async function withoutKeys<T>(db: Db, table: PgTable, load: () => Promise<T>): Promise<T> {
  const name = getTableConfig(table).name;
  const foreignKeys = rowsOf(
    await db.execute(sql`select conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where conrelid = ${name}::regclass and contype = 'f' order by conname`),
  );
  // Indexes that back no constraint (the primary key stays: ids are checked as rows go in).
  const indexes = rowsOf(
    await db.execute(sql`select c.relname as name, pg_get_indexdef(c.oid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${name}::regclass
        and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
      order by c.relname`),
  );
  for (const k of foreignKeys) {
    await db.execute(sql`alter table ${sql.identifier(name)} drop constraint ${sql.identifier(k.name)}`);
  }
  for (const i of indexes) await db.execute(sql`drop index ${sql.identifier(i.name)}`);
  const result = await load();
  await db.transaction(async (tx) => {
    // More sort memory builds the indexes of millions of rows in one pass.
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const i of indexes) await tx.execute(sql.raw(i.definition));
    for (const k of foreignKeys) {
      await tx.execute(
        sql`alter table ${sql.identifier(name)} add constraint ${sql.identifier(k.name)} ${sql.raw(k.definition)}`,
      );
    }
  });
  return result;
}
