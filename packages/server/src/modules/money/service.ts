// Shifts as money lines (docs/decisions/117): one query shape for bills, salary
// listings, the salary report and the worker's compensation; each row becomes a line through the
// domain's `shiftMoney`, so every report prices a shift the same way.
import { shiftMoney } from '@tuura/domain/rules/pay';
import { zonedTime } from '@tuura/domain/rules/zonedTime';
import type { MoneyLine } from '@tuura/domain/schemas/money';
import { and, asc, eq, gt, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inOrganization } from '../../lib/scope.ts';
import { customers, departments } from '../customers/readModel.ts';
import { shifts } from '../shifts/readModel.ts';
import { users } from '../users/readModel.ts';

/** Live shifts of the caller's organisation whose planned start falls on the dates [from, to). */
export function shiftsDated(ctx: Ctx, from: string, to: string, ...more: (SQL | undefined)[]): SQL {
  return inOrganization(
    ctx,
    shifts,
    gte(shifts.from, zonedTime(from, 0)),
    lt(shifts.from, zonedTime(to, 0)),
    ...more,
  );
}

const columns = {
  id: shifts.id,
  name: shifts.name,
  type: shifts.type,
  from: shifts.from,
  to: shifts.to,
  stampRequired: shifts.stampRequired,
  stamped: shifts.stamped,
  stampFrom: shifts.stampFrom,
  stampTo: shifts.stampTo,
  stampNotCompleted: shifts.stampNotCompleted,
  stampApproved: shifts.stampApproved,
  billingStatus: shifts.billingStatus,
  billing: shifts.billing,
  salary: shifts.salary,
  workerId: shifts.workerId,
  workerName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  payType: users.payType,
  salaries: users.salaries,
  departmentId: shifts.departmentId,
  departmentName: departments.name,
  customerId: departments.customerId,
  customerName: customers.name,
};

/** The shifts `where` picks with their worker, department and customer, in start order (or `order`). */
export function selectMoneyRows(
  db: DbOrTx,
  where: SQL,
  order: (SQL | AnyPgColumn)[] = [asc(shifts.from), asc(shifts.id)],
) {
  return db
    .select(columns)
    .from(shifts)
    .leftJoin(users, and(eq(users.organizationId, shifts.organizationId), eq(users.id, shifts.workerId)))
    .leftJoin(
      departments,
      and(eq(departments.organizationId, shifts.organizationId), eq(departments.id, shifts.departmentId)),
    )
    .leftJoin(
      customers,
      and(eq(customers.organizationId, departments.organizationId), eq(customers.id, departments.customerId)),
    )
    .where(where)
    .orderBy(...order);
}

/** A shift row with its worker, department and customer, as `selectMoneyRows` reads it. */
export type MoneyRow = Awaited<ReturnType<typeof selectMoneyRows>>[number];

const named = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);

/** A row as a money line; null for a running shift (no money until it ends). */
export function toMoneyLine(row: MoneyRow): MoneyLine | null {
  const worker = row.workerId ? { payType: row.payType, salaries: row.salaries ?? [] } : null;
  const money = shiftMoney(
    {
      from: row.from,
      to: row.to,
      type: row.type,
      billing: row.billing,
      salary: row.salary,
      stamp: {
        required: row.stampRequired,
        stamped: row.stamped,
        from: row.stampFrom,
        to: row.stampTo,
        notCompleted: row.stampNotCompleted,
        approved: row.stampApproved,
      },
    },
    worker,
  );
  if (!money) return null;
  return {
    shiftId: row.id,
    date: money.date,
    name: row.name,
    type: row.type,
    from: money.from.toISOString(),
    to: money.to.toISOString(),
    minutes: money.minutes,
    times: money.times,
    billingStatus: row.billingStatus,
    worker: named(row.workerId, row.workerName),
    department: named(row.departmentId, row.departmentName),
    customer: named(row.customerId, row.customerName),
    billing: money.billing,
    pay: money.pay,
  };
}

/**
 * Every line `where` picks, read in batches of `batchSize` by (start, id): a year's report for the
 * whole organisation goes out as it is read, never held in memory at once. Works on both drivers
 * (no server-side cursor on the embedded database).
 */
export async function* moneyLineBatches(
  db: DbOrTx,
  where: SQL,
  batchSize = 2_000,
): AsyncGenerator<MoneyLine[]> {
  let after: { from: Date; id: string } | null = null;
  for (;;) {
    const page: MoneyRow[] = await selectMoneyRows(
      db,
      after
        ? (and(
            where,
            or(gt(shifts.from, after.from), and(eq(shifts.from, after.from), gt(shifts.id, after.id))),
          ) as SQL)
        : where,
    ).limit(batchSize);
    const lines = page.map(toMoneyLine).filter((line): line is MoneyLine => line !== null);
    if (lines.length > 0) yield lines;
    if (page.length < batchSize) return;
    const last = page[page.length - 1] as MoneyRow;
    after = { from: last.from, id: last.id };
  }
}
