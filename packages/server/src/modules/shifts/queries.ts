// Reading a worker's shifts: one select with the shift's customer and department names.
import type { Window } from '@tuura/domain/rules/overlap';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  idsMeetingOwnedWindows,
  type OwnedWindow,
  rangeMeets,
  rangeMeetsPrepared,
  rangeMeetsValues,
} from '../../db/ranges.ts';
import { shifts } from '../../db/schema/index.ts';
import { invalid } from '../../errors.ts';
import { callerScope, inOrganization, ownedByCaller, ownedByCallerPrepared } from '../../lib/scope.ts';
import { customers, departments } from '../customers/readModel.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The builder for the lateral lookups below, which need no database to be written. */
export const qb = new QueryBuilder();

/**
 * A shift's department and its customer, each looked up by its primary key for each shift found:
 * lateral subqueries with a limit, which the planner keeps as one lookup per row. As plain joins
 * it hashed every department of the organisation to name a worker's 14 shifts (220 rows read at
 * `small` for a month, 222 for the overlap check's one shift).
 */
export const shiftDepartment = qb
  .select({
    name: sql<string>`${departments.name}`.as('department_name'),
    customerId: sql<string>`${departments.customerId}`.as('department_customer_id'),
  })
  .from(departments)
  .where(and(eq(departments.organizationId, shifts.organizationId), eq(departments.id, shifts.departmentId)))
  .limit(1)
  .as('shift_department');

export const shiftCustomer = qb
  .select({ name: sql<string>`${customers.name}`.as('customer_name') })
  .from(customers)
  .where(
    and(eq(customers.organizationId, shifts.organizationId), eq(customers.id, shiftDepartment.customerId)),
  )
  .limit(1)
  .as('shift_customer');

/**
 * The columns a worker's shift shows, with its place's names: not the billing, the internal note
 * or the bookkeeping times, which a worker never sees (and each timestamp costs a parse per row).
 */
export const workerShiftColumns = {
  id: shifts.id,
  workerId: shifts.workerId,
  departmentId: shifts.departmentId,
  templateId: shifts.templateId,
  name: shifts.name,
  description: shifts.description,
  type: shifts.type,
  from: shifts.from,
  to: shifts.to,
  stampRequired: shifts.stampRequired,
  stamped: shifts.stamped,
  stampFrom: shifts.stampFrom,
  stampTo: shifts.stampTo,
  stampNotCompleted: shifts.stampNotCompleted,
  stampApproved: shifts.stampApproved,
  stampMessage: shifts.stampMessage,
  billingStatus: shifts.billingStatus,
  education: shifts.education,
  employer: shifts.employer,
  salary: shifts.salary,
  tentativeWorker: shifts.tentativeWorker,
  submitted: shifts.submitted,
  customerName: shiftCustomer.name,
  departmentName: shiftDepartment.name,
};

type WorkerShiftRow = Awaited<ReturnType<typeof shiftsWithPlaces>>[number];

export function toWorkerShift(row: WorkerShiftRow): WorkerShift {
  return {
    _id: row.id,
    from: row.from.toISOString(),
    to: iso(row.to),
    name: row.name,
    description: row.description,
    type: row.type,
    stamp: {
      stamped: row.stamped,
      required: row.stampRequired,
      from: iso(row.stampFrom),
      to: iso(row.stampTo),
      notCompleted: row.stampNotCompleted,
      approved: row.stampApproved,
      message: row.stampMessage,
    },
    billingStatus: row.billingStatus,
    education: row.education ?? null,
    employer: row.employer ?? null,
    template: row.templateId,
    department: row.departmentId,
    salary: row.salary,
    tentativeWorker: row.tentativeWorker,
    worker: row.workerId,
    submitted: row.submitted,
    place: row.departmentName ? { customer: row.customerName ?? '', department: row.departmentName } : null,
  };
}

/** Shifts meeting a window at `now`, by the one overlap rule (db/ranges.ts, domain shiftMeets). */
export const rangeOverlaps = (span: Window, now: Date) => rangeMeets(shifts, span, now);

/**
 * A window or span must not end before it starts: PostgreSQL refuses such a range, so it is a
 * field message here rather than a database error. `field` is the end's name in the request.
 */
export function assertSpan(from: string | undefined, to: string | null | undefined, field: string) {
  if (from && to && Date.parse(to) < Date.parse(from))
    throw invalid({ [field]: { key: 'after', params: { field } } });
}

/** The calling worker's live shifts, with any further conditions (docs/decisions/006). */
export const ownShifts = (ctx: Pick<Ctx, 'actor'>, ...more: (SQL | undefined)[]) =>
  ownedByCaller(ctx, shifts, shifts.workerId, ...more);

/** The select of a worker's shifts with their places, as the lists and the prepared window use it. */
export function shiftsWithPlaces(db: DbOrTx) {
  return db
    .select(workerShiftColumns)
    .from(shifts)
    .leftJoinLateral(shiftDepartment, sql`true`)
    .leftJoinLateral(shiftCustomer, sql`true`);
}

const toWorkerShifts = (rows: WorkerShiftRow[]) => rows.map(toWorkerShift);

export async function selectShifts(db: DbOrTx, where: SQL | undefined, limit?: number) {
  const query = shiftsWithPlaces(db).where(where).orderBy(shifts.from, shifts.id);
  return toWorkerShifts(limit ? await query.limit(limit) : await query);
}

/**
 * The calling worker's shifts meeting a window: the week, the month, a list's weeks (closed) and
 * the overlap check (either), optionally without one shift. The calls a worker's screens make
 * most, prepared (db/prepared.ts): one statement per kind of window.
 */
const windowStatement = (closed: boolean) =>
  preparedPerDatabase((db) =>
    shiftsWithPlaces(db)
      .where(
        ownedByCallerPrepared(
          shifts,
          shifts.workerId,
          rangeMeetsPrepared(shifts, closed),
          sql`(${sql.placeholder('exclude')}::uuid is null or ${shifts.id} <> ${sql.placeholder('exclude')}::uuid)`,
        ),
      )
      .orderBy(shifts.from, shifts.id)
      .limit(sql.placeholder('limit'))
      .prepare(closed ? 'worker_shifts_window_closed' : 'worker_shifts_window'),
  );
const windowStatements = { closed: windowStatement(true), halfOpen: windowStatement(false) };

export async function selectOwnShiftsInWindow(
  ctx: Pick<Ctx, 'actor' | 'db' | 'now'>,
  window: Window,
  limit: number,
  exclude: string | null = null,
) {
  const statement = window.closed ? windowStatements.closed : windowStatements.halfOpen;
  const rows = await statement(ctx.db).execute({
    ...callerScope(ctx),
    ...rangeMeetsValues(window, ctx.now),
    exclude,
    limit,
  });
  return toWorkerShifts(rows);
}

const met = alias(shifts, 'met');

/**
 * Live shifts of the organisation's workers meeting any of their own windows (an admin's overlap
 * checks), as the worker's check shows them, in start order, at most `limit`. The ids come from
 * one lookup per window in the workers' range index, each shift once however many it meets.
 * Unawaited: the index test reads its plan.
 */
export function shiftsMeetingWindowsQuery(
  ctx: Pick<Ctx, 'actor' | 'db' | 'now'>,
  windows: readonly OwnedWindow[],
  limit: number,
) {
  const ids = idsMeetingOwnedWindows(ctx, met, met.workerId, windows, { excludes: true });
  return shiftsWithPlaces(ctx.db)
    .where(inOrganization(ctx, shifts, inArray(shifts.id, ids)))
    .orderBy(shifts.from, shifts.id)
    .limit(limit);
}

export const selectShiftsMeetingWindows = async (...args: Parameters<typeof shiftsMeetingWindowsQuery>) =>
  toWorkerShifts(await shiftsMeetingWindowsQuery(...args));

/** The calling worker's running shift (the start/end button asks at every start), prepared. */
const runningStatement = preparedPerDatabase((db) =>
  shiftsWithPlaces(db)
    .where(ownedByCallerPrepared(shifts, shifts.workerId, eq(shifts.submitted, false)))
    .orderBy(shifts.from, shifts.id)
    .limit(sql.placeholder('limit'))
    .prepare('worker_shifts_running'),
);

export async function selectOwnRunningShifts(ctx: Pick<Ctx, 'actor' | 'db'>, limit: number) {
  return toWorkerShifts(await runningStatement(ctx.db).execute({ ...callerScope(ctx), limit }));
}
