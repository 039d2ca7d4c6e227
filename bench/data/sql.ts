// SQL pieces for bulk rows: INSERT ... SELECT whose column names come from the drizzle table
// objects, so a renamed column or a new required one fails here instead of drifting.
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../packages/server/src/db/client.ts';

type Columns<T extends PgTable> = Partial<Record<keyof T['$inferInsert'] & string, SQL>>;

/** `insert into <table> (<columns>) select <expressions> <rest>`; `rest` starts with `from`. */
export function insertSelect<T extends PgTable>(table: T, values: Columns<T>, rest: SQL): SQL {
  const columns = getTableColumns(table);
  const names: SQL[] = [];
  const expressions: SQL[] = [];
  for (const [key, expression] of Object.entries(values) as [string, SQL][]) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableConfig(table).name} has no column ${key}`);
    names.push(sql`${sql.identifier(column.name)}`);
    expressions.push(sql`${expression}`);
  }
  for (const [key, column] of Object.entries(columns)) {
    if (column.notNull && !column.hasDefault && !(key in values)) {
      throw new Error(`${getTableConfig(table).name}.${column.name} is required and not generated`);
    }
  }
  return sql`insert into ${sql.identifier(getTableConfig(table).name)} (${sql.join(names, sql`, `)}) select ${sql.join(expressions, sql`, `)} ${rest}`;
}

/** A column's name as an identifier, for WHERE and SET clauses written by hand. */
export function col<T extends PgTable>(table: T, key: keyof T['$inferSelect'] & string): SQL {
  const column = getTableColumns(table)[key];
  if (!column) throw new Error(`${getTableConfig(table).name} has no column ${key}`);
  return sql`${sql.identifier(column.name)}`;
}

export const tableName = (table: PgTable) => sql.identifier(getTableConfig(table).name);

/** An integer written into the statement (plans see the value; no parameter typing guesses). */
export function int(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return sql.raw(String(n));
}

/**
 * A deterministic uuid for the `key` expression: md5 of the run's seed, the org and the key,
 * with version 4 and variant 8 written in, as the API's schemas accept only RFC 4122 uuids.
 */
export const uuidOf = (prefix: string, key: SQL) =>
  sql`overlay(overlay(md5(${prefix}::text || ${key}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Byte `i` (0–15) of a row's md5 draw `h` (a bytea column): 16 independent values 0–255 per row
 * from one hash, so a row's choices cost one md5.
 */
export const byte = (i: number) => sql.raw(`get_byte(h, ${i})`);

/** A text[] literal inlined as an ARRAY of quoted strings (both drivers read it the same). */
export function textArray(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`);
}

/** `list[1 + (index % n)]`: picks from an inlined array by an integer expression. */
export const pick = (values: readonly string[], index: SQL) =>
  sql`(${textArray(values)})[1 + ((${index}) % ${int(values.length)})]`;

/**
 * Runs one bulk statement with JIT off: PostgreSQL's estimate for a generate_series insert is
 * large enough to compile it with LLVM, which took longer than inserting 10,000 rows.
 */
export async function bulk(db: Db, statement: SQL) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(statement);
  });
}

/** Runs `task` over `items`, at most `limit` at once. */
export async function inParallel<T>(limit: number, items: T[], task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item) await task(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
