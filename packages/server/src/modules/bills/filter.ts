// Which shifts a bill covers: the period's live shifts, narrowed to one customer (the
// shifts of its departments, read by shifts_department_from_idx) or one department, and to one
// billing status. The customer and department a client names are checked against the caller's
// organisation first: a foreign or removed one answers 404.
import type { BillingStatus } from '@tuura/domain/enums';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { shifts } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { inOrganization } from '../../lib/scope.ts';
import { customers, departments } from '../customers/readModel.ts';
import { shiftsDated } from '../money/service.ts';

export type BillFilter = {
  from: string;
  to: string;
  customerId?: string | undefined;
  departmentId?: string | undefined;
  billingStatus?: BillingStatus | undefined;
};

/** The departments the filter names (null: every shift, also those without a department). */
async function departmentsOf(ctx: Ctx, db: DbOrTx, filter: BillFilter): Promise<string[] | null> {
  if (filter.customerId) {
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(inOrganization(ctx, customers, eq(customers.id, filter.customerId)));
    if (!customer) throw notFound('customer.notFound');
  }
  if (filter.departmentId) {
    const [department] = await db
      .select({ customerId: departments.customerId })
      .from(departments)
      .where(inOrganization(ctx, departments, eq(departments.id, filter.departmentId)));
    // A department of another customer than the one asked for is not in this bill either.
    if (!department || (filter.customerId && department.customerId !== filter.customerId))
      throw notFound('department.notFound');
    return [filter.departmentId];
  }
  if (!filter.customerId) return null;
  // Live shifts are never left in a removed department (removal moves or refuses them).
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(inOrganization(ctx, departments, eq(departments.customerId, filter.customerId)));
  return rows.map((r) => r.id);
}

/**
 * The WHERE of the filter's shifts, after checking its ids. A customer without departments picks
 * nothing. `byStatus: false` leaves the status out (the status change checks its listed shifts
 * against the period and place alone).
 */
export async function billWhere(
  ctx: Ctx,
  db: DbOrTx,
  filter: BillFilter,
  opts: { byStatus?: boolean } = {},
): Promise<SQL> {
  const place = await departmentsOf(ctx, db, filter);
  const status = (opts.byStatus ?? true) && filter.billingStatus !== undefined;
  return shiftsDated(
    ctx,
    filter.from,
    filter.to,
    place === null
      ? undefined
      : place.length === 0
        ? sql`false`
        : place.length === 1
          ? eq(shifts.departmentId, place[0] as string)
          : inArray(shifts.departmentId, place),
    status ? eq(shifts.billingStatus, filter.billingStatus as BillingStatus) : undefined,
  );
}

/** `billWhere` and more conditions. */
export const andAlso = (where: SQL, ...more: (SQL | undefined)[]) => and(where, ...more) as SQL;

/**
 * The names of the customer and department the filter names, for the file's name (after
 * billWhere has checked the ids: both are the caller's organisation's).
 */
export async function placeNames(ctx: Ctx, db: DbOrTx, filter: BillFilter): Promise<string[]> {
  const names: string[] = [];
  if (filter.customerId) {
    const [customer] = await db
      .select({ name: customers.name })
      .from(customers)
      .where(inOrganization(ctx, customers, eq(customers.id, filter.customerId)));
    if (customer) names.push(customer.name);
  }
  if (filter.departmentId) {
    const [department] = await db
      .select({ name: departments.name })
      .from(departments)
      .where(inOrganization(ctx, departments, eq(departments.id, filter.departmentId)));
    if (department) names.push(department.name);
  }
  return names;
}
