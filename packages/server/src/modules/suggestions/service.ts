// Workers' shift requests. The request endpoints come with the requests work; the overlap
// check already needs to see a worker's open requests.
import { ApprovalState } from '@tuura/domain/enums';
import type { Window } from '@tuura/domain/rules/overlap';
import type { Suggestion } from '@tuura/domain/schemas/suggestion';
import { asc, inArray, ne } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../context.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  idsMeetingOwnedWindows,
  type OwnedWindow,
  rangeMeetsPrepared,
  rangeMeetsValues,
} from '../../db/ranges.ts';
import { suggestions } from '../../db/schema/index.ts';
import { callerScope, inOrganization, ownedByCallerPrepared } from '../../lib/scope.ts';

const toSuggestion = (row: typeof suggestions.$inferSelect): Suggestion => ({
  _id: row.id,
  from: row.from.toISOString(),
  to: row.to.toISOString(),
  name: row.name,
  description: row.description,
  type: row.type,
  department: row.departmentId,
  worker: row.workerId,
  approved: row.approved,
  createdAt: row.createdAt.toISOString(),
});

/** A request still in play for the overlap checks: pending or approved, not rejected. */
const notRejected = (table: { approved: PgColumn }) => ne(table.approved, ApprovalState.rejected);

/** A worker's requests (not rejected) that meet a window, by the one overlap rule; prepared. */
const overlappingStatement = (closed: boolean) =>
  preparedPerDatabase((db) =>
    db
      .select()
      .from(suggestions)
      .where(
        ownedByCallerPrepared(
          suggestions,
          suggestions.workerId,
          notRejected(suggestions),
          rangeMeetsPrepared(suggestions, closed),
        ),
      )
      .orderBy(asc(suggestions.from))
      .prepare(closed ? 'own_suggestions_meeting_closed' : 'own_suggestions_meeting'),
  );
const overlappingStatements = { closed: overlappingStatement(true), halfOpen: overlappingStatement(false) };

export async function overlappingSuggestions(ctx: Ctx, window: Window) {
  const statement = window.closed ? overlappingStatements.closed : overlappingStatements.halfOpen;
  const rows = await statement(ctx.db).execute({ ...callerScope(ctx), ...rangeMeetsValues(window, ctx.now) });
  return rows.map(toSuggestion);
}

const met = alias(suggestions, 'met');

/**
 * The organisation's workers' requests (not rejected) meeting any of their own windows (an
 * admin's overlap checks), in start order, at most `limit`; each request once.
 */
export async function suggestionsMeetingWindows(ctx: Ctx, windows: readonly OwnedWindow[], limit: number) {
  const ids = idsMeetingOwnedWindows(ctx, met, met.workerId, windows, { more: notRejected(met) });
  const rows = await ctx.db
    .select()
    .from(suggestions)
    .where(inOrganization(ctx, suggestions, inArray(suggestions.id, ids)))
    .orderBy(asc(suggestions.from), asc(suggestions.id))
    .limit(limit);
  return rows.map(toSuggestion);
}
