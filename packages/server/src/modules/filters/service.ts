// A person's saved filters (spec §3, §4): only ever the caller's own (ownedByCaller), so another
// person's id is the same 404 as a missing one. At most one default per context: saving one as
// the default clears the others' flag in the same transaction, and the partial unique index
// saved_filters_one_default holds it when two saves race.
import { SAVED_FILTER } from '@tuura/domain/limits';
import type { SavedFilter, savedFilterInput, savedFilterUpdate } from '@tuura/domain/schemas/savedFilter';
import { asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, userIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/constraintError.ts';
import { ONE_DEFAULT_FILTER_CONSTRAINT, savedFilters } from '../../db/schema/index.ts';
import { AppError, fail, notFound } from '../../errors.ts';
import { organizationOf, ownedByCaller } from '../../lib/scope.ts';

type Row = typeof savedFilters.$inferSelect;
type FilterInput = z.output<typeof savedFilterInput>;
type FilterUpdate = z.output<typeof savedFilterUpdate>;

const toFilter = (row: Row): SavedFilter => ({
  _id: row.id,
  name: row.name,
  context: row.context,
  default: row.isDefault,
  query: row.query,
});

/** The caller's own filters, with any further conditions. */
const own = (ctx: Pick<Ctx, 'actor'>, ...more: (SQL | undefined)[]) =>
  ownedByCaller(ctx, savedFilters, savedFilters.userId, ...more);

export async function listFilters(ctx: Ctx, context?: string) {
  const rows = await ctx.db
    .select()
    .from(savedFilters)
    .where(own(ctx, context === undefined ? undefined : eq(savedFilters.context, context)))
    .orderBy(asc(savedFilters.context), asc(savedFilters.name), asc(savedFilters.id))
    .limit(SAVED_FILTER.perUser);
  return rows.map(toFilter);
}

async function ownFilter(ctx: Ctx, db: DbOrTx, id: string, lock = false) {
  const query = db
    .select()
    .from(savedFilters)
    .where(own(ctx, eq(savedFilters.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('filter.notFound');
  return row;
}

export const getFilter = async (ctx: Ctx, id: string) => toFilter(await ownFilter(ctx, ctx.db, id));

/** Clears the default flag of the caller's other filters of `context` (all of them but `keep`). */
const clearOtherDefaults = (ctx: Ctx, tx: DbOrTx, context: string, keep?: string) =>
  tx
    .update(savedFilters)
    .set({ isDefault: false, updatedAt: ctx.now })
    .where(
      own(
        ctx,
        eq(savedFilters.context, context),
        eq(savedFilters.isDefault, true),
        keep ? ne(savedFilters.id, keep) : undefined,
      ),
    );

/**
 * One person's saves run one at a time: a transaction lock on the person, taken first, before any
 * row lock (so two saves cannot wait on each other). Two saves of a default in one context would
 * otherwise each clear the defaults they could see and the later one break the unique index; the
 * count against SAVED_FILTER.perUser is exact too.
 */
const lockOwnFilters = (ctx: Ctx, tx: DbOrTx) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`saved_filters:${organizationOf(ctx)}:${userIdOf(ctx)}`}, 0))`,
  );

/**
 * The unique index stays the guard where the lock is not taken (a row written by hand, another
 * writer): a save that breaks it runs again, sees the other's committed default and clears it
 * (the last save wins, as one after the other would); after DEFAULT_RACE_TRIES such losses the
 * caller is told to try again (409), never a 500.
 */
const DEFAULT_RACE_TRIES = 3;
async function retryingDefaultRace<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError || violatedUniqueConstraint(error) !== ONE_DEFAULT_FILTER_CONSTRAINT)
        throw error;
      if (attempt >= DEFAULT_RACE_TRIES) throw fail('filter.defaultRace');
    }
  }
}

export function createFilter(ctx: Ctx, input: FilterInput) {
  return retryingDefaultRace(() =>
    ctx.db.transaction(async (tx) => {
      await lockOwnFilters(ctx, tx);
      const [kept] = await tx.select({ n: count() }).from(savedFilters).where(own(ctx));
      if ((kept?.n ?? 0) >= SAVED_FILTER.perUser)
        throw new AppError({ key: 'filter.tooMany', params: { max: SAVED_FILTER.perUser } });
      if (input.default) await clearOtherDefaults(ctx, tx, input.context);
      const [row] = await tx
        .insert(savedFilters)
        .values({
          organizationId: organizationOf(ctx),
          userId: userIdOf(ctx),
          name: input.name,
          context: input.context,
          isDefault: input.default,
          query: input.query,
        })
        .returning();
      if (!row) throw notFound('filter.notFound');
      return toFilter(row);
    }),
  );
}

/** Changes what is given; made the default (or moved as one), the context's others lose it. */
export function updateFilter(ctx: Ctx, id: string, input: FilterUpdate) {
  return retryingDefaultRace(() =>
    ctx.db.transaction(async (tx) => {
      await lockOwnFilters(ctx, tx);
      const current = await ownFilter(ctx, tx, id, true);
      const context = input.context ?? current.context;
      const isDefault = input.default ?? current.isDefault;
      if (isDefault) await clearOtherDefaults(ctx, tx, context, id);
      const [row] = await tx
        .update(savedFilters)
        .set({
          name: input.name ?? current.name,
          context,
          isDefault,
          query: input.query ?? current.query,
          updatedAt: ctx.now,
        })
        .where(own(ctx, eq(savedFilters.id, id)))
        .returning();
      if (!row) throw notFound('filter.notFound');
      return toFilter(row);
    }),
  );
}

export async function removeFilter(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .delete(savedFilters)
    .where(own(ctx, eq(savedFilters.id, id)))
    .returning();
  if (!row) throw notFound('filter.notFound');
  return toFilter(row);
}
