// The overlap rule of spec §4 in SQL, for any table with `from` and `to` columns. It says what
// the domain's `shiftMeets` says (a property test checks they agree); the range test alone is
// what a GiST index on tstzrange(from, to) answers, the second condition trims running shifts.
import type { Window } from '@tuura/domain/rules/overlap';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const instant = (value: string | Date) => new Date(value).toISOString();

/** Rows whose [from, to) meets the window; a row without `to` runs, counting until `now`. */
export function rangeMeets(columns: { from: PgColumn; to: PgColumn }, window: Window, now: Date): SQL {
  const from = instant(window.from);
  const bounds = window.closed ? '[]' : '[)';
  return sql`(tstzrange(${columns.from}, ${columns.to}, '[)') && tstzrange(${from}::timestamptz, ${window.to === null ? null : instant(window.to)}::timestamptz, ${bounds}) and (${columns.to} is not null or ${now.toISOString()}::timestamptz >= ${from}::timestamptz))`;
}

/**
 * `rangeMeets` for a prepared statement: the window's ends and now as the placeholders
 * `windowFrom`, `windowTo` (ISO strings, `windowTo` null for no end) and `now`.
 */
export function rangeMeetsPrepared(columns: { from: PgColumn; to: PgColumn }, closed: boolean): SQL {
  const from = sql`${sql.placeholder('windowFrom')}::timestamptz`;
  const bounds = closed ? sql.raw(`'[]'`) : sql.raw(`'[)'`);
  return sql`(tstzrange(${columns.from}, ${columns.to}, '[)') && tstzrange(${from}, ${sql.placeholder('windowTo')}::timestamptz, ${bounds}) and (${columns.to} is not null or ${sql.placeholder('now')}::timestamptz >= ${from}))`;
}
