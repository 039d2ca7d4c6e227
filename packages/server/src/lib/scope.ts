// The one way a service says which rows the actor may touch (docs/decisions/006): the actor's
// organisation, and for a worker's own data the rows whose owner column is the worker. Every id
// a client sends is checked against the same scope in one query before anything changes.
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Ctx, userIdOf } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { notFound } from '../errors.ts';

/** A table of an organisation's data: it has an id and the tenant key, maybe a soft delete. */
export type TenantTable = PgTable & { id: PgColumn; organizationId: PgColumn; deletedAt?: PgColumn };

/** The organisation the actor acts in. Routes without a session have none to scope by. */
export function organizationOf(ctx: Pick<Ctx, 'actor'>): string {
  if (!ctx.actor) throw new Error('scope asked for an anonymous call');
  return ctx.actor.organizationId;
}

/** Live rows of one organisation (its id, or a placeholder of a prepared statement). */
function liveRowsOf(
  table: TenantTable,
  organizationId: string | ReturnType<typeof sql.placeholder>,
  more: (SQL | undefined)[],
) {
  return and(
    eq(table.organizationId, organizationId),
    table.deletedAt ? isNull(table.deletedAt) : undefined,
    ...more,
  ) as SQL;
}

/** Live rows of the actor's organisation, with any further conditions. */
export function inOrganization(ctx: Pick<Ctx, 'actor'>, table: TenantTable, ...more: (SQL | undefined)[]) {
  return liveRowsOf(table, organizationOf(ctx), more);
}

/** Rows of the actor's organisation, removed ones too: history outlives what it tells of. */
export function inOrganizationWithRemoved(
  ctx: Pick<Ctx, 'actor'>,
  table: TenantTable,
  ...more: (SQL | undefined)[]
) {
  return and(eq(table.organizationId, organizationOf(ctx)), ...more) as SQL;
}

/** Live rows of the actor's organisation that belong to the calling worker through `owner`. */
export function ownedByCaller(
  ctx: Pick<Ctx, 'actor'>,
  table: TenantTable,
  owner: PgColumn,
  ...more: (SQL | undefined)[]
) {
  return inOrganization(ctx, table, eq(owner, userIdOf(ctx)), ...more);
}

/**
 * `ownedByCaller` for a statement prepared once and run many times: the same
 * conditions with the organisation and the caller as the placeholders `organizationId` and
 * `callerId`, which `callerScope(ctx)` fills at every run.
 */
export function ownedByCallerPrepared(table: TenantTable, owner: PgColumn, ...more: (SQL | undefined)[]) {
  return liveRowsOf(table, sql.placeholder('organizationId'), [
    eq(owner, sql.placeholder('callerId')),
    ...more,
  ]);
}

/** The values of `ownedByCallerPrepared`'s placeholders for this actor. */
export const callerScope = (ctx: Pick<Ctx, 'actor'>) => ({
  organizationId: organizationOf(ctx),
  callerId: userIdOf(ctx),
});

/**
 * One row by its full key. Tenant tables are keyed (organization_id, id): a lookup by id alone
 * cannot use the primary key, so even code without an actor (login) names the organisation.
 */
export const byKey = (table: TenantTable, key: { organizationId: string; id: string }) =>
  and(eq(table.organizationId, key.organizationId), eq(table.id, key.id)) as SQL;

/**
 * Checks in one query that every id names a row within `scope` (built with the helpers above);
 * any foreign, removed or missing id answers the same 404, before the caller changes anything.
 */
export async function requireIds(
  db: DbOrTx,
  table: TenantTable,
  scope: SQL,
  ids: readonly string[],
  missing: Parameters<typeof notFound>[0] = 'request.notFound',
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(scope, inArray(table.id, unique)));
  if ((row?.n ?? 0) !== unique.length) throw notFound(missing);
  return unique;
}
