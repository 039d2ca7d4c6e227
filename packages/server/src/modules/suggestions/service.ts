// Workers' shift requests. The request endpoints come with the requests work; the overlap
// check already needs to see a worker's open requests.
import { ApprovalState } from '@tuura/domain/enums';
import type { Window } from '@tuura/domain/rules/overlap';
import type { Suggestion } from '@tuura/domain/schemas/suggestion';
import { asc, ne } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { rangeMeets } from '../../db/ranges.ts';
import { suggestions } from '../../db/schema/index.ts';
import { ownedByCaller } from '../../lib/scope.ts';

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

/** A worker's requests (not rejected) that meet a window, by the one overlap rule. */
export async function overlappingSuggestions(ctx: Ctx, window: Window) {
  const rows = await ctx.db
    .select()
    .from(suggestions)
    .where(
      ownedByCaller(
        ctx,
        suggestions,
        suggestions.workerId,
        ne(suggestions.approved, ApprovalState.rejected),
        rangeMeets(suggestions, window, ctx.now),
      ),
    )
    .orderBy(asc(suggestions.from));
  return rows.map(toSuggestion);
}
