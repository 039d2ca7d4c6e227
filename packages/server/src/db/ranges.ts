// The overlap rule of spec §4 in SQL, for any table with `from` and `to` columns. It says what
// the domain's `shiftMeets` says (a property test checks they agree); the range test alone is
// what a GiST index on tstzrange(from, to) answers, the second condition trims running shifts.
import type { Window } from '@tuura/domain/rules/overlap';
import { type SQL, sql } from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Ctx } from '../context.ts';
import { inOrganization, type TenantTable } from '../lib/scope.ts';

const instant = (value: string | Date) => new Date(value).toISOString();

/** The rule itself, over SQL for the window's ends, its bounds and now (values or placeholders). */
function meets(
  columns: { from: PgColumn; to: PgColumn },
  from: SQL,
  to: SQL,
  now: SQL,
  closed: boolean | SQL,
): SQL {
  const bounds = typeof closed === 'boolean' ? sql.raw(closed ? `'[]'` : `'[)'`) : closed;
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

/** A window to check for one owner (a worker), optionally without one row (the shift being edited). */
export type OwnedWindow = Window & { owner: string; exclude?: string | null };

/**
 * Many owners' windows as the rows of a table `spans(owner, from_at, to_at, closed, exclude)`,
 * five arrays of parameters whatever their number. Joined to a table with `meetsOwnedWindow`, the
 * planner loops over the spans and looks each up in the owner's range index.
 */
function ownedWindowRows(windows: readonly OwnedWindow[]): SQL {
  const list = <T>(pick: (w: OwnedWindow) => T) => sql.param(windows.map(pick));
  return sql`unnest(${list((w) => w.owner)}::uuid[], ${list((w) => instant(w.from))}::timestamptz[], ${list((w) => (w.to === null ? null : instant(w.to)))}::timestamptz[], ${list((w) => w.closed ?? false)}::boolean[], ${list((w) => w.exclude ?? null)}::uuid[]) as spans(owner, from_at, to_at, closed, exclude)`;
}

/**
 * A row meets a row of `ownedWindowRows`: it is the span owner's and meets the span by the one
 * rule; with `id`, it is not the span's `exclude`.
 */
function meetsOwnedWindow(
  columns: { from: PgColumn; to: PgColumn; owner: PgColumn; id?: PgColumn },
  now: Date,
): SQL {
  const rule = meets(
    columns,
    sql`spans.from_at`,
    sql`spans.to_at`,
    sql`${now.toISOString()}::timestamptz`,
    sql`case when spans.closed then '[]' else '[)' end`,
  );
  const kept = columns.id ? sql` and (spans.exclude is null or ${columns.id} <> spans.exclude)` : sql``;
  return sql`(spans.owner = ${columns.owner} and ${rule}${kept})`;
}

/**
 * The ids of `table`'s live rows of the actor's organisation that meet a window of their owner
 * (`owner`, e.g. the worker), with any further condition; `excludes`: a window may leave out one
 * row by id (the shift being edited). A row meeting several windows comes once per window.
 */
export function idsMeetingOwnedWindows(
  ctx: Pick<Ctx, 'actor' | 'now'>,
  table: TenantTable & { from: PgColumn; to: PgColumn },
  owner: PgColumn,
  windows: readonly OwnedWindow[],
  opts: { excludes?: boolean; more?: SQL } = {},
) {
  const columns = { from: table.from, to: table.to, owner, ...(opts.excludes && { id: table.id }) };
  return new QueryBuilder()
    .select({ id: table.id })
    .from(ownedWindowRows(windows))
    .innerJoin(table, inOrganization(ctx, table, opts.more, meetsOwnedWindow(columns, ctx.now)));
}
