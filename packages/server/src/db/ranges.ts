// The overlap rule of spec §4 in SQL, for any table with `from` and `to` columns. It says what
// the domain's `shiftMeets` says (a property test checks they agree); the range test alone is
// what a GiST index on tstzrange(from, to) answers, the second condition trims running shifts.
import type { Window } from '@tuura/domain/rules/overlap';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const instant = (value: string | Date) => new Date(value).toISOString();

/** The rule itself, over SQL for the window's ends and now (values or placeholders). */
function meets(
  columns: { from: PgColumn; to: PgColumn },
  from: SQL,
  to: SQL,
  now: SQL,
  closed: boolean,
): SQL {
  const bounds = sql.raw(closed ? `'[]'` : `'[)'`);
  return sql`(tstzrange(${columns.from}, ${columns.to}, '[)') && tstzrange(${from}, ${to}, ${bounds}) and (${columns.to} is not null or ${now} >= ${from}))`;
}

/** Rows whose [from, to) meets the window; a row without `to` runs, counting until `now`. */
export function rangeMeets(columns: { from: PgColumn; to: PgColumn }, window: Window, now: Date): SQL {
  return meets(
    columns,
    sql`${instant(window.from)}::timestamptz`,
    sql`${window.to === null ? null : instant(window.to)}::timestamptz`,
    sql`${now.toISOString()}::timestamptz`,
    window.closed ?? false,
  );
}

/**
 * `rangeMeets` for a prepared statement: the window's ends and now as the placeholders
 * `windowFrom`, `windowTo` (ISO strings, `windowTo` null for no end) and `now`.
 */
export function rangeMeetsPrepared(columns: { from: PgColumn; to: PgColumn }, closed: boolean): SQL {
  return meets(
    columns,
    sql`${sql.placeholder('windowFrom')}::timestamptz`,
    sql`${sql.placeholder('windowTo')}::timestamptz`,
    sql`${sql.placeholder('now')}::timestamptz`,
    closed,
  );
}

/** The values of `rangeMeetsPrepared`'s placeholders for a window at `now`. */
export const rangeMeetsValues = (window: Window, now: Date) => ({
  windowFrom: instant(window.from),
  windowTo: window.to === null ? null : instant(window.to),
  now: now.toISOString(),
});
