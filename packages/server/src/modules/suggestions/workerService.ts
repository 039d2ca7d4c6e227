// A worker's own shift requests (spec §7 Suggestions (worker)): listed newest first, requested one
// or many at once (all or none), and changed or withdrawn while no admin has decided on them.
import type { FieldMessages } from '@tuura/domain';
import { ApprovalState } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import type { OwnSuggestion, SuggestionInput, suggestionUpdate } from '@tuura/domain/schemas/suggestion';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, userIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { suggestions } from '../../db/schema/index.ts';
import { fail, invalid, notFound } from '../../errors.ts';
import { announceBadges } from '../../lib/events/announce.ts';
import { inOrganization, organizationOf, ownedByCaller } from '../../lib/scope.ts';
import { departments } from '../customers/readModel.ts';

type SuggestionRow = typeof suggestions.$inferSelect;
type SuggestionUpdate = z.output<typeof suggestionUpdate>;

export const toOwnSuggestion = (row: SuggestionRow): OwnSuggestion => ({
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
  decisionMessage: row.decisionMessage,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  shift: row.shiftId,
});

/** Own requests, newest first (those made together by their start, latest first). */
export async function listOwnSuggestions(
  ctx: Ctx,
  q: { limit?: number | undefined; offset?: number | undefined },
) {
  const rows = await ctx.db
    .select()
    .from(suggestions)
    .where(ownedByCaller(ctx, suggestions, suggestions.workerId))
    .orderBy(desc(suggestions.createdAt), desc(suggestions.from), desc(suggestions.id))
    .limit(q.limit ?? REQUEST.defaultPageSize)
    .offset(q.offset ?? 0);
  return rows.map(toOwnSuggestion);
}

/** The departments named must be the organisation's: each that is not, a `department` message. */
async function checkDepartments(ctx: Ctx, db: DbOrTx, named: readonly (string | null)[]) {
  const wanted = [...new Set(named.filter((d): d is string => d !== null))];
  if (wanted.length === 0) return new Set<string>();
  const found = await db
    .select({ id: departments.id })
    .from(departments)
    .where(inOrganization(ctx, departments, inArray(departments.id, wanted)));
  return new Set(found.map((d) => d.id));
}

const departmentMessage: FieldMessages = { department: { key: 'invalid', params: { field: 'department' } } };

/**
 * Requests shifts in one insert: all or none. A refused item's field messages are under
 * `<itemPrefix>.<index>` when given (as the body nests them).
 */
export async function createOwnSuggestions(
  ctx: Ctx,
  inputs: readonly SuggestionInput[],
  itemPrefix?: string,
) {
  return ctx.db.transaction(async (tx) => {
    const known = await checkDepartments(
      ctx,
      tx,
      inputs.map((i) => i.department),
    );
    for (const [index, input] of inputs.entries()) {
      if (input.department && !known.has(input.department)) {
        const at = itemPrefix === undefined ? '' : `${itemPrefix}.${index}.`;
        throw invalid({ [`${at}department`]: { key: 'invalid', params: { field: 'department' } } });
      }
    }
    const rows = await tx
      .insert(suggestions)
      .values(
        inputs.map((input) => ({
          organizationId: organizationOf(ctx),
          workerId: userIdOf(ctx),
          departmentId: input.department,
          name: input.name,
          description: input.description,
          type: input.type,
          from: new Date(input.from),
          to: new Date(input.to),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })),
      )
      .returning();
    await announceBadges(ctx, 'suggestions');
    return rows.map(toOwnSuggestion);
  });
}

/** An own request, locked for the change; 404 when not the caller's, 409 when decided. */
async function ownPending(ctx: Ctx, tx: DbOrTx, id: string) {
  const [row] = await tx
    .select()
    .from(suggestions)
    .where(ownedByCaller(ctx, suggestions, suggestions.workerId, eq(suggestions.id, id)))
    .for('update');
  if (!row) throw notFound('suggestion.notFound');
  if (row.approved !== ApprovalState.pending) throw fail('suggestion.decided');
  return row;
}

/** Changes what is given of an own pending request; the rest stays. */
export async function updateOwnSuggestion(ctx: Ctx, id: string, input: SuggestionUpdate) {
  return ctx.db.transaction(async (tx) => {
    const current = await ownPending(ctx, tx, id);
    const from = input.from ? new Date(input.from) : current.from;
    const to = input.to ? new Date(input.to) : current.to;
    if (to.getTime() <= from.getTime()) throw invalid({ to: { key: 'after', params: { field: 'to' } } });
    if (input.department && !(await checkDepartments(ctx, tx, [input.department])).has(input.department))
      throw invalid(departmentMessage);
    const [row] = await tx
      .update(suggestions)
      .set({
        from,
        to,
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.type !== undefined && { type: input.type }),
        ...(input.department !== undefined && { departmentId: input.department }),
        updatedAt: ctx.now,
      })
      .where(
        and(
          ownedByCaller(ctx, suggestions, suggestions.workerId, eq(suggestions.id, id)),
          eq(suggestions.approved, ApprovalState.pending),
        ),
      )
      .returning();
    if (!row) throw fail('suggestion.decided');
    return toOwnSuggestion(row);
  });
}

/** Withdraws an own pending request (it is gone), answering it as it was. */
export async function removeOwnSuggestion(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => {
    await ownPending(ctx, tx, id);
    const [row] = await tx
      .delete(suggestions)
      .where(
        and(
          ownedByCaller(ctx, suggestions, suggestions.workerId, eq(suggestions.id, id)),
          eq(suggestions.approved, ApprovalState.pending),
        ),
      )
      .returning();
    if (!row) throw fail('suggestion.decided');
    await announceBadges(ctx, 'suggestions');
    return toOwnSuggestion(row);
  });
}
