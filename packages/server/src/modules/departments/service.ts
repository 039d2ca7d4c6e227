// A customer's departments with their §5 fields. Every query is scoped with `inOrganization`; the
// customer a department names is checked in the same scope before anything is written.
import type { departmentListQuery, departmentRemoval } from '@tuura/domain/api/departments';
import { REQUEST } from '@tuura/domain/limits';
import type { Department, DepartmentInput } from '@tuura/domain/schemas/department';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { departments, shifts } from '../../db/schema/index.ts';
import { attributeShiftChanges } from '../../db/shiftTransaction.ts';
import { fail, notFound } from '../../errors.ts';
import { inOrganization, organizationOf, requireIds } from '../../lib/scope.ts';
import { requireCustomer } from '../customers/service.ts';

type Row = typeof departments.$inferSelect;

const toDepartment = (d: Row): Department => ({
  _id: d.id,
  name: d.name,
  street: d.street,
  zip: d.zip,
  email: d.email,
  phone: d.phone,
  compensationInstruction: d.compensationInstruction,
  meta: d.meta,
  customer: d.customerId,
});

async function selectDepartments(
  ctx: Ctx,
  db: DbOrTx,
  where?: SQL,
  page?: { limit: number; offset: number },
) {
  const query = db
    .select()
    .from(departments)
    .where(inOrganization(ctx, departments, where))
    .orderBy(asc(departments.name), asc(departments.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(toDepartment);
}

export function listDepartments(ctx: Ctx, q: z.output<typeof departmentListQuery>) {
  return selectDepartments(ctx, ctx.db, q.customer ? eq(departments.customerId, q.customer) : undefined, {
    limit: q.limit ?? REQUEST.maxPageSize,
    offset: q.offset ?? 0,
  });
}

export async function getDepartment(ctx: Ctx, id: string, db: DbOrTx = ctx.db) {
  const [department] = await selectDepartments(ctx, db, eq(departments.id, id));
  if (!department) throw notFound('department.notFound');
  return department;
}

export async function createDepartment(ctx: Ctx, input: DepartmentInput) {
  return ctx.db.transaction(async (tx) => {
    await requireCustomer(ctx, tx, input.customer);
    const { customer, ...fields } = input;
    const [row] = await tx
      .insert(departments)
      .values({ ...fields, organizationId: organizationOf(ctx), customerId: customer })
      .returning();
    return toDepartment(row as Row);
  });
}

export async function updateDepartment(ctx: Ctx, id: string, input: Partial<DepartmentInput>) {
  return ctx.db.transaction(async (tx) => {
    await getDepartment(ctx, id, tx);
    if (input.customer) await requireCustomer(ctx, tx, input.customer);
    const { customer, ...fields } = input;
    await tx
      .update(departments)
      .set({ ...fields, ...(customer && { customerId: customer }), updatedAt: ctx.now })
      .where(inOrganization(ctx, departments, eq(departments.id, id)));
    return getDepartment(ctx, id, tx);
  });
}

/**
 * Removes a department, answering it as it was. Its live shifts move to `moveShiftsTo` (a live
 * department of the organisation, not this one); without it the removal is refused while any remain.
 */
export async function removeDepartment(ctx: Ctx, id: string, how: z.output<typeof departmentRemoval>) {
  return ctx.db.transaction(async (tx) => {
    // Locked first: a shift placed meanwhile waits on the row its foreign key shares.
    await tx
      .select({ id: departments.id })
      .from(departments)
      .where(inOrganization(ctx, departments, eq(departments.id, id)))
      .for('update');
    const department = await getDepartment(ctx, id, tx);
    const ofThis = inOrganization(ctx, shifts, eq(shifts.departmentId, id));
    if (how.moveShiftsTo) {
      if (how.moveShiftsTo === id) throw fail('department.moveToItself');
      await requireIds(
        tx,
        departments,
        inOrganization(ctx, departments),
        [how.moveShiftsTo],
        'department.notFound',
      );
      await attributeShiftChanges(ctx, tx);
      await tx.update(shifts).set({ departmentId: how.moveShiftsTo, updatedAt: ctx.now }).where(ofThis);
    } else {
      const [inUse] = await tx.select({ id: shifts.id }).from(shifts).where(ofThis).limit(1);
      if (inUse) throw fail('department.hasShifts');
    }
    await tx
      .update(departments)
      .set({ deletedAt: ctx.now, updatedAt: ctx.now })
      .where(inOrganization(ctx, departments, eq(departments.id, id)));
    return department;
  });
}
