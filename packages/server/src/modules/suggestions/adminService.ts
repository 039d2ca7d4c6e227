// The organisation's shift requests as an admin sees them (spec §7 Suggestions (admin)): listed
// with filters, counted for the badge, approved (each becomes a shift for its worker) or rejected
// with a message. A decision is taken only from a pending request, by one conditional UPDATE
// (`... where approved = 0 returning`): of two parallel decisions on one request exactly one
// finds it pending, the other is a 409 and makes no shift.

import { randomUUID } from 'node:crypto';
import type { AdminSuggestionQuery } from '@tuura/domain/api/suggestions';
import { ApprovalState } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import type { AdminSuggestion } from '@tuura/domain/schemas/suggestion';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { actingUserIdOf, type Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { suggestions } from '../../db/schema/index.ts';
import { attributeShiftChanges } from '../../db/shiftTransaction.ts';
import { fail, notFound } from '../../errors.ts';
import { announceBadges } from '../../lib/events/announce.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { orderByKey } from '../../lib/sortOrder.ts';
import { customers, departments } from '../customers/readModel.ts';
import { notify } from '../notifications/service.ts';
import { createShiftsFromSuggestions } from '../shifts/service.ts';
import { users } from '../users/readModel.ts';
import { suggestionNotice } from './notices.ts';
import { toOwnSuggestion } from './workerService.ts';

/** Pending, written as the partial index's predicate is (a constant, not a parameter). */
const pending = sql`${suggestions.approved} = ${sql.raw(String(ApprovalState.pending))}`;

/** The badge's count, unawaited: the index test reads its plan. */
export const countPendingQuery = (ctx: Pick<Ctx, 'db' | 'actor'>) =>
  ctx.db
    .select({ n: count() })
    .from(suggestions)
    .where(and(eq(suggestions.organizationId, organizationOf(ctx)), pending));

export async function countPendingSuggestions(ctx: Ctx) {
  const [row] = await countPendingQuery(ctx);
  return row?.n ?? 0;
}

function selectAdminSuggestions(db: DbOrTx) {
  return db
    .select({
      suggestion: suggestions,
      workerName: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
      departmentName: departments.name,
      customerName: customers.name,
    })
    .from(suggestions)
    .leftJoin(
      users,
      and(eq(users.organizationId, suggestions.organizationId), eq(users.id, suggestions.workerId)),
    )
    .leftJoin(
      departments,
      and(
        eq(departments.organizationId, suggestions.organizationId),
        eq(departments.id, suggestions.departmentId),
      ),
    )
    .leftJoin(
      customers,
      and(eq(customers.organizationId, departments.organizationId), eq(customers.id, departments.customerId)),
    );
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectAdminSuggestions>['execute']>>[number];

const toAdminSuggestion = (row: Selected): AdminSuggestion => ({
  ...toOwnSuggestion(row.suggestion),
  workerName: row.workerName,
  departmentName: row.departmentName,
  customerName: row.customerName,
  decidedBy: row.suggestion.decidedBy,
});

/** Pending first by start, then the decided ones, the latest decision first. */
const listOrder = [
  asc(sql`${suggestions.approved} <> ${sql.raw(String(ApprovalState.pending))}`),
  asc(sql`case when ${pending} then ${suggestions.from} end`),
  desc(suggestions.decidedAt),
  asc(suggestions.id),
];

/** A column the admin sorts by (decision 142), ties by id. */
const SORTED_BY = {
  worker: [users.lastName, users.firstName],
  from: [suggestions.from],
  name: [suggestions.name],
  place: [customers.name, departments.name],
  state: [suggestions.approved],
} satisfies Record<NonNullable<AdminSuggestionQuery['sort']>, unknown[]>;

function filters(ctx: Ctx, q: AdminSuggestionQuery): SQL {
  return and(
    eq(suggestions.organizationId, organizationOf(ctx)),
    q.state === ApprovalState.pending ? pending : undefined,
    q.state !== undefined && q.state !== ApprovalState.pending
      ? eq(suggestions.approved, q.state)
      : undefined,
    q.worker ? eq(suggestions.workerId, q.worker) : undefined,
    q.department ? eq(suggestions.departmentId, q.department) : undefined,
    q.from ? gte(suggestions.from, new Date(q.from)) : undefined,
    q.to ? lt(suggestions.from, new Date(q.to)) : undefined,
  ) as SQL;
}

export async function listAdminSuggestions(ctx: Ctx, q: AdminSuggestionQuery) {
  const where = filters(ctx, q);
  const [rows, [total]] = await Promise.all([
    selectAdminSuggestions(ctx.db)
      .where(where)
      .orderBy(...(q.sort ? orderByKey(SORTED_BY, q.sort, q.order ?? 'asc', suggestions.id) : listOrder))
      .limit(q.limit ?? REQUEST.defaultPageSize)
      .offset(q.offset ?? 0),
    ctx.db.select({ n: count() }).from(suggestions).where(where),
  ]);
  return { suggestions: rows.map(toAdminSuggestion), total: total?.n ?? 0 };
}

const adminSuggestionsById = async (ctx: Ctx, db: DbOrTx, ids: readonly string[]) => {
  const rows = await selectAdminSuggestions(db).where(
    and(eq(suggestions.organizationId, organizationOf(ctx)), inArray(suggestions.id, [...ids])),
  );
  const byId = new Map(rows.map((r) => [r.suggestion.id, toAdminSuggestion(r)]));
  return ids.map((id) => byId.get(id)).filter((s): s is AdminSuggestion => s !== undefined);
};

type Decision = typeof ApprovalState.approved | typeof ApprovalState.rejected;

/**
 * Decides requests, all or none, in the caller's transaction: every id must be a request of the
 * organisation (else 404, nothing changed) and still pending when the UPDATE reaches it (else 409:
 * decided before, or by a parallel call that got there first). Answers the decided rows.
 */
async function takeDecision(
  ctx: Ctx,
  tx: DbOrTx,
  ids: readonly string[],
  decision: Decision,
  message: string,
) {
  const unique = [...new Set(ids)];
  const [found] = await tx
    .select({ n: count() })
    .from(suggestions)
    .where(inOrganization(ctx, suggestions, inArray(suggestions.id, unique)));
  if ((found?.n ?? 0) !== unique.length) throw notFound('suggestion.notFound');
  const decided = await tx
    .update(suggestions)
    .set({
      approved: decision,
      decisionMessage: decision === ApprovalState.rejected ? message : '',
      decidedBy: actingUserIdOf(ctx),
      decidedAt: ctx.now,
      updatedAt: ctx.now,
    })
    .where(and(inOrganization(ctx, suggestions, inArray(suggestions.id, unique)), pending))
    .returning();
  if (decided.length !== unique.length) throw fail('suggestion.decided');
  await announceBadges(ctx, 'suggestions');
  return { unique, decided };
}

/** Each worker told of their request's decision in the bell, in their language. */
async function tellWorkers(
  ctx: Ctx,
  tx: DbOrTx,
  decided: readonly (typeof suggestions.$inferSelect)[],
  decision: Decision,
  /** An approved request's new shift opens from the notice; a rejected one opens the requests. */
  shiftOf: ReadonlyMap<string, string> = new Map(),
) {
  const workerIds = [...new Set(decided.map((s) => s.workerId))];
  const locales = await tx
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inOrganization(ctx, users, inArray(users.id, workerIds)));
  const localeOf = new Map(locales.map((u) => [u.id, u.locale]));
  await notify(
    tx,
    ...decided
      .filter((s) => localeOf.has(s.workerId))
      .map((s) => ({
        organizationId: organizationOf(ctx),
        userId: s.workerId,
        ...suggestionNotice(localeOf.get(s.workerId) ?? 'fi', decision, s),
        subject: shiftOf.has(s.id)
          ? { type: 'shift' as const, id: shiftOf.get(s.id) ?? null }
          : { type: 'suggestion' as const, id: s.id },
      })),
  );
}

/**
 * Approves pending requests in one transaction, all or none: each becomes a shift for its worker
 * (its times, name, description, type and department), tied to the request (`shift_id`).
 */
export async function approveSuggestions(ctx: Ctx, ids: readonly string[]) {
  return ctx.db.transaction(async (tx) => {
    await attributeShiftChanges(ctx, tx);
    const { unique, decided } = await takeDecision(ctx, tx, ids, ApprovalState.approved, '');
    const planned = decided.map((s) => ({
      id: randomUUID(),
      suggestionId: s.id,
      workerId: s.workerId,
      departmentId: s.departmentId,
      name: s.name,
      description: s.description,
      type: s.type,
      from: s.from,
      to: s.to,
    }));
    await createShiftsFromSuggestions(
      ctx,
      tx,
      planned.map(({ suggestionId: _, ...shift }) => shift),
    );
    const shiftOf = sql.join(
      planned.map((p) => sql`when ${p.suggestionId}::uuid then ${p.id}::uuid`),
      sql` `,
    );
    await tx
      .update(suggestions)
      .set({ shiftId: sql`case ${suggestions.id} ${shiftOf} end` })
      .where(inOrganization(ctx, suggestions, inArray(suggestions.id, unique)));
    const made = new Map(planned.map((p) => [p.suggestionId, p.id]));
    await tellWorkers(ctx, tx, decided, ApprovalState.approved, made);
    return adminSuggestionsById(ctx, tx, unique);
  });
}

/** Rejects pending requests with one message to their workers, all or none. */
export async function rejectSuggestions(ctx: Ctx, ids: readonly string[], message: string) {
  return ctx.db.transaction(async (tx) => {
    const { unique, decided } = await takeDecision(ctx, tx, ids, ApprovalState.rejected, message);
    await tellWorkers(ctx, tx, decided, ApprovalState.rejected);
    return adminSuggestionsById(ctx, tx, unique);
  });
}

export async function rejectSuggestion(ctx: Ctx, id: string, message: string) {
  const [suggestion] = await rejectSuggestions(ctx, [id], message);
  if (!suggestion) throw notFound('suggestion.notFound');
  return suggestion;
}
