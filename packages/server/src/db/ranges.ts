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
