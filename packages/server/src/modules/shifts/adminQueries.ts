// Reading the organisation's shifts as an admin sees them: every field, the place's names and
// the worker's name, each looked up per shift found (lateral, as in queries.ts).
import type { AdminShiftListQuery } from '@tuura/domain/api/adminShifts';
import { ApprovalState } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { shifts, stampMissing, stampWaitsForApproval } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/likePattern.ts';
import { inOrganization } from '../../lib/scope.ts';
import { orderByKey } from '../../lib/sortOrder.ts';
import { departments } from '../customers/readModel.ts';
import { userFullName, users } from '../users/readModel.ts';
import { assertSpan, qb, shiftCustomer, shiftDepartment, toWorkerShift } from './queries.ts';

/** The assigned worker's name, by the users' primary key. */
const shiftWorker = qb
  .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`.as('worker_name') })
  .from(users)
  .where(and(eq(users.organizationId, shifts.organizationId), eq(users.id, shifts.workerId)))
  .limit(1)
  .as('shift_worker');

/**
 * The columns a shift shows: not the tenant key or the bookkeeping times, each timestamp a parse
 * per row (three of them were a third of a 50-row page's parsing).
 */
const {
  organizationId: _tenant,
  createdAt: _created,
  updatedAt: _updated,
  deletedAt: _deleted,
  ...shownColumns
} = getTableColumns(shifts);

export function selectAdminShifts(db: DbOrTx) {
  return db
    .select({
      shift: shownColumns,
      customerName: shiftCustomer.name,
      departmentName: shiftDepartment.name,
      workerName: shiftWorker.name,
    })
    .from(shifts)
    .leftJoinLateral(shiftDepartment, sql`true`)
    .leftJoinLateral(shiftCustomer, sql`true`)
    .leftJoinLateral(shiftWorker, sql`true`);
}

export type AdminShiftRow = Awaited<ReturnType<ReturnType<typeof selectAdminShifts>['execute']>>[number];

/** The worker's view of the shift and what only an admin sees: billing, the note, the name. */
export function toAdminShift({ shift, customerName, departmentName, workerName }: AdminShiftRow): AdminShift {
  return {
    ...toWorkerShift({ ...shift, customerName, departmentName }),
    billing: shift.billing,
    meta: shift.meta,
    workerName: workerName ?? null,
  };
}

const STAMP_CONDITIONS = {
  notRequired: () => not(shifts.stampRequired),
  missing: () => stampMissing(shifts),
  waiting: () => stampWaitsForApproval(shifts),
  approved: () => and(shifts.stamped, eq(shifts.stampApproved, ApprovalState.approved)),
  rejected: () => and(shifts.stamped, eq(shifts.stampApproved, ApprovalState.rejected)),
} satisfies Record<NonNullable<AdminShiftListQuery['stamp']>, () => SQL | undefined>;

/**
 * The table's filters as one condition within the admin's organisation. The window is by start
 * ([from, to)): a night shift belongs to the day it starts, and an index on (organisation, start)
 * or (organisation, department, start) answers it in start order.
 */
export function adminShiftFilters(ctx: Pick<Ctx, 'actor'>, q: Partial<AdminShiftListQuery>) {
  assertSpan(q.from, q.to, 'querystring.to');
  const pattern = q.q ? likePattern(q.q) : undefined;
  return inOrganization(
    ctx,
    shifts,
    q.from ? gte(shifts.from, new Date(q.from)) : undefined,
    q.to ? lt(shifts.from, new Date(q.to)) : undefined,
    q.department ? eq(shifts.departmentId, q.department) : undefined,
    q.customer
      ? inArray(
          shifts.departmentId,
          qb
            .select({ id: departments.id })
            .from(departments)
            .where(inOrganization(ctx, departments, eq(departments.customerId, q.customer))),
        )
      : undefined,
    q.worker ? eq(shifts.workerId, q.worker) : undefined,
    q.unfilled ? isNull(shifts.workerId) : undefined,
    q.type === undefined ? undefined : eq(shifts.type, q.type),
    q.billingStatus === undefined ? undefined : eq(shifts.billingStatus, q.billingStatus),
    q.stamp ? STAMP_CONDITIONS[q.stamp]() : undefined,
    pattern
      ? or(
          ilike(shifts.name, pattern),
          ilike(shifts.description, pattern),
          ilike(shifts.tentativeWorker, pattern),
        )
      : undefined,
  );
}

/**
 * What each sort key orders by, ties by start: the window is by start, so only `from` reads the
 * (organisation, start, id) index in order; the others sort the window's rows (decision 142).
 */
const SORTED_BY = {
  from: [shifts.from],
  to: [shifts.to, shifts.from],
  name: [shifts.name, shifts.from],
  worker: [shiftWorker.name, shifts.from],
  type: [shifts.type, shifts.from],
  billingStatus: [shifts.billingStatus, shifts.from],
} satisfies Record<NonNullable<AdminShiftListQuery['sort']>, unknown[]>;

/**
 * What the page's ids are ordered by: as SORTED_BY, but the worker's name through a join of the
 * people, which the database can hash from users_org_name_idx, instead of one lookup per shift.
 */
const PAGE_SORTED_BY = { ...SORTED_BY, worker: [userFullName, shifts.from] };

/**
 * A page of the table in start order (or by `sort`), unawaited (the index test reads its plan).
 * Sorted by anything but the start, the page's ids are picked first, for the window and the
 * place, worker, type and billing filters from shifts_money_cover_idx alone (and the people's
 * names from users_org_name_idx), and only those rows are read whole and named: sorted by name, a
 * week at `full` no longer looks up 18,000 places and workers to show 50 (decision 150).
 */
export function adminShiftPageQuery(
  ctx: Pick<Ctx, 'actor' | 'db'>,
  q: AdminShiftListQuery,
  limit: number,
  where = adminShiftFilters(ctx, q),
) {
  const sort = q.sort ?? 'from';
  const direction = q.order ?? 'asc';
  const order = orderByKey(SORTED_BY, sort, direction, shifts.id);
  // In start order the index gives the page itself: the names are looked up for its rows only.
  if (sort === 'from')
    return selectAdminShifts(ctx.db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(q.offset ?? 0);
  const fromShifts = qb.select({ id: shifts.id }).from(shifts).$dynamic();
  const pageIds = (
    sort === 'worker'
      ? fromShifts.leftJoin(
          users,
          and(eq(users.organizationId, shifts.organizationId), eq(users.id, shifts.workerId)),
        )
      : fromShifts
  )
    .where(where)
    .orderBy(...orderByKey(PAGE_SORTED_BY, sort, direction, shifts.id))
    .limit(limit)
    .offset(q.offset ?? 0);
  return selectAdminShifts(ctx.db)
    .where(inOrganization(ctx, shifts, inArray(shifts.id, pageIds)))
    .orderBy(...order);
}

/** A page of shifts in start order and how many match, counted up to REQUEST.maxCountedTotal. */
export async function selectAdminShiftPage(
  ctx: Pick<Ctx, 'actor' | 'db'>,
  q: AdminShiftListQuery,
  limit: number,
) {
  const where = adminShiftFilters(ctx, q);
  // One more than the cap: finding it says there are more, without counting them all.
  const matching = ctx.db
    .select({ one: sql`1` })
    .from(shifts)
    .where(where)
    .limit(REQUEST.maxCountedTotal + 1)
    .as('matching');
  const [rows, [counted]] = await Promise.all([
    adminShiftPageQuery(ctx, q, limit, where),
    ctx.db.select({ n: count() }).from(matching),
  ]);
  const n = counted?.n ?? 0;
  return {
    shifts: rows.map(toAdminShift),
    total: Math.min(n, REQUEST.maxCountedTotal),
    totalCapped: n > REQUEST.maxCountedTotal,
  };
}

/** The admin's shifts with these ids (any order), within the organisation. */
export async function selectAdminShiftsWhere(db: DbOrTx, where: SQL) {
  const rows = await selectAdminShifts(db).where(where).orderBy(asc(shifts.from), asc(shifts.id));
  return rows.map(toAdminShift);
}
