// Workers' shift requests. The request endpoints come with the requests work; the overlap
// check already needs to see a worker's open requests.
import { ApprovalState } from '@tuura/domain/enums';
import type { Suggestion } from '@tuura/domain/schemas/suggestion';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suggestions } from '../../db/schema/index.ts';

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

/** A worker's requests (not rejected) that meet a time span; `closed` includes the end. */
export async function overlappingSuggestions(
  db: DbOrTx,
  owner: { organizationId: string; workerId: string },
  span: { from: Date; to: Date; closed: boolean },
) {
  const rows = await db
    .select()
    .from(suggestions)
    .where(
      and(
        eq(suggestions.organizationId, owner.organizationId),
        eq(suggestions.workerId, owner.workerId),
        ne(suggestions.approved, ApprovalState.rejected),
        sql`tstzrange(${suggestions.from}, ${suggestions.to}, '[)') && tstzrange(${span.from.toISOString()}::timestamptz, ${span.to.toISOString()}::timestamptz, ${span.closed ? '[]' : '[)'})`,
      ),
    )
    .orderBy(asc(suggestions.from));
  return rows.map(toSuggestion);
}
