// Planning listings beside the admin's shift table (spec §7 Shifts (admin)): open shifts, the
// shift names in use, each worker's final shift and each worker's load. Every one reads the
// organisation's shifts through an index: by start (shifts_org_from_id_idx, open ones through
// shifts_open_from_idx) or per worker (shifts_worker_from_idx), never the whole table.
import type {
  CountByUserQuery,
  FinalShiftQuery,
  ShiftWindowQuery,
  UnfilledShiftQuery,
} from '@tuura/domain/api/adminShifts';
import { REQUEST } from '@tuura/domain/limits';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { shifts } from '../../db/schema/index.ts';
import { inOrganization } from '../../lib/scope.ts';
import { users } from '../users/readModel.ts';
import { adminShiftFilters, selectAdminShiftPage, selectAdminShiftsWhere } from './adminQueries.ts';
import { qb } from './queries.ts';

/** Open shifts (no worker) starting in the window, a page in start order with the total. */
export const listUnfilledShifts = (ctx: Ctx, q: UnfilledShiftQuery) =>
  selectAdminShiftPage(ctx, { ...q, unfilled: true, order: 'asc' }, q.limit ?? REQUEST.defaultPageSize);

/** The grouping of `uniqueShiftNames`, unawaited: the index test reads its plan. */
export const uniqueShiftNamesQuery = (ctx: Pick<Ctx, 'actor' | 'db'>, q: ShiftWindowQuery) =>
  ctx.db
    .select({ name: shifts.name, type: shifts.type, count: count() })
    .from(shifts)
    .where(adminShiftFilters(ctx, q))
    .groupBy(shifts.name, shifts.type)
    .orderBy(desc(count()), asc(shifts.name), asc(shifts.type))
    // One more than an answer holds: finding it says some were left out.
    .limit(REQUEST.maxPageSize + 1);

/** The names (with their type) of the shifts starting in the window, most used first. */
export async function uniqueShiftNames(ctx: Ctx, q: ShiftWindowQuery) {
  const rows = await uniqueShiftNamesQuery(ctx, q);
  return { unique: rows.slice(0, REQUEST.maxPageSize), capped: rows.length > REQUEST.maxPageSize };
}

/** The page of workers by name, each with the id of their final shift, unawaited (index test). */
export function finalShiftIdsQuery(ctx: Pick<Ctx, 'actor' | 'db'>, q: FinalShiftQuery) {
  // Per worker, one step down shifts_worker_from_idx from the end (or from `before`).
  const last = qb
    .select({ id: sql<string>`${shifts.id}`.as('final_shift_id') })
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, users.organizationId),
        eq(shifts.workerId, users.id),
        isNull(shifts.deletedAt),
        q.before ? lt(shifts.from, new Date(q.before)) : undefined,
      ),
    )
    .orderBy(desc(shifts.from), desc(shifts.id))
    .limit(1)
    .as('final_shift');
  return ctx.db
    .select({ id: last.id })
    .from(users)
    .innerJoinLateral(last, sql`true`)
    .where(inOrganization(ctx, users))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(q.limit ?? REQUEST.defaultPageSize)
    .offset(q.offset ?? 0);
}

/**
 * Each worker's final shift, workers by name: the last one they are planned for (how far ahead
 * each is planned), or with `before` the last starting before it (what precedes the weeks being
 * planned: rest times, who has not worked lately). Workers without such a shift are left out.
 */
export async function finalShifts(ctx: Ctx, q: FinalShiftQuery) {
  const ids = (await finalShiftIdsQuery(ctx, q)).map((row) => row.id);
  if (ids.length === 0) return [];
  const found = await selectAdminShiftsWhere(ctx.db, inOrganization(ctx, shifts, inArray(shifts.id, ids)));
  const byId = new Map(found.map((shift) => [shift._id, shift]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The grouping of `countByUser`, unawaited: the index test reads its plan. */
export function countByUserQuery(ctx: Pick<Ctx, 'actor' | 'db' | 'now'>, q: CountByUserQuery) {
  // Planned minutes; a running shift (no end yet) counts until now.
  const end = sql`coalesce(${shifts.to}, greatest(${shifts.from}, ${ctx.now.toISOString()}::timestamptz))`;
  return ctx.db
    .select({
      user: sql<string>`${shifts.workerId}`,
      count: count(),
      minutes: sql<number>`coalesce(round(sum(extract(epoch from ${end} - ${shifts.from})) / 60), 0)::int`,
    })
    .from(shifts)
    .where(and(adminShiftFilters(ctx, q), isNotNull(shifts.workerId)))
    .groupBy(shifts.workerId)
    .orderBy(asc(shifts.workerId))
    .limit(q.limit ?? REQUEST.defaultPageSize)
    .offset(q.offset ?? 0);
}

export const countByUser = async (ctx: Ctx, q: CountByUserQuery) => countByUserQuery(ctx, q);
