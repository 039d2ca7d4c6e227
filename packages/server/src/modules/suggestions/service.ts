// Workers' shift requests. The request endpoints come with the requests work; the overlap
// check already needs to see a worker's open requests.
import { ApprovalState } from '@tuura/domain/enums';
import type { Window } from '@tuura/domain/rules/overlap';
import type { Suggestion } from '@tuura/domain/schemas/suggestion';
import { asc, ne } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { rangeMeetsPrepared, rangeMeetsValues } from '../../db/ranges.ts';
import { suggestions } from '../../db/schema/index.ts';
import { callerScope, ownedByCallerPrepared } from '../../lib/scope.ts';

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
          ne(suggestions.approved, ApprovalState.rejected),
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
