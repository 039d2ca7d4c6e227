// The organisation's customers and their departments as the admin screens load and change them.
// Every query is scoped with `inOrganization`; removal is soft (deleted_at), as for shifts.
import type { Customer } from '@tuura/domain/schemas/customer';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { customers, departments } from '../../db/schema/index.ts';
import { fail, notFound } from '../../errors.ts';
import { inOrganization, organizationOf, requireIds } from '../../lib/scope.ts';
import { anyShiftIn } from '../shifts/service.ts';

/** The customer must be a live one of the organisation: another's answers 404 like a missing one. */
export const requireCustomer = (ctx: Ctx, db: DbOrTx, id: string) =>
  requireIds(db, customers, inOrganization(ctx, customers), [id], 'customer.notFound');

/** Customers by name with their live departments by name; `where` narrows the customers. */
async function selectCustomers(ctx: Ctx, db: DbOrTx, where?: ReturnType<typeof eq>): Promise<Customer[]> {
  const customerRows = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(inOrganization(ctx, customers, where))
    .orderBy(asc(customers.name), asc(customers.id));
  const ids = customerRows.map((c) => c.id);
  const departmentRows = ids.length
    ? await db
        .select({ id: departments.id, name: departments.name, customerId: departments.customerId })
        .from(departments)
        .where(inOrganization(ctx, departments, inArray(departments.customerId, ids)))
        .orderBy(asc(departments.name), asc(departments.id))
    : [];
  return customerRows.map((c) => ({
    _id: c.id,
    name: c.name,
    departments: departmentRows
      .filter((d) => d.customerId === c.id)
      .map((d) => ({ _id: d.id, name: d.name })),
  }));
}

export const listCustomers = (ctx: Ctx) => selectCustomers(ctx, ctx.db);

async function getCustomer(ctx: Ctx, db: DbOrTx, id: string) {
  const [customer] = await selectCustomers(ctx, db, eq(customers.id, id));
  if (!customer) throw notFound('customer.notFound');
  return customer;
}

export async function createCustomer(ctx: Ctx, input: { name: string }) {
  const [row] = await ctx.db
    .insert(customers)
    .values({ organizationId: organizationOf(ctx), name: input.name })
    .returning({ id: customers.id });
  return getCustomer(ctx, ctx.db, row?.id ?? '');
}

export async function renameCustomer(ctx: Ctx, id: string, input: { name?: string | undefined }) {
  return ctx.db.transaction(async (tx) => {
    const current = await getCustomer(ctx, tx, id);
    if (input.name !== undefined && input.name !== current.name) {
      await tx
        .update(customers)
        .set({ name: input.name, updatedAt: ctx.now })
        .where(inOrganization(ctx, customers, eq(customers.id, id)));
    }
    return getCustomer(ctx, tx, id);
  });
}

/**
 * Removes a customer with its departments, answering it as it was. Refused while a live shift
 * is in any of its departments: the shifts' history and billing would lose their place.
 */
export async function removeCustomer(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => {
    // The customer and its departments locked first: a shift placed meanwhile waits (its foreign
    // key shares the department's row lock) instead of slipping in between check and removal.
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(inOrganization(ctx, customers, eq(customers.id, id)))
      .for('update');
    await tx
      .select({ id: departments.id })
      .from(departments)
      .where(inOrganization(ctx, departments, eq(departments.customerId, id)))
      .for('update');
    const customer = await getCustomer(ctx, tx, id);
    const departmentIds = customer.departments.map((d) => d._id);
    if (departmentIds.length) {
      if (await anyShiftIn(ctx, tx, departmentIds)) throw fail('customer.hasShifts');
      await tx
        .update(departments)
        .set({ deletedAt: ctx.now, updatedAt: ctx.now })
        .where(inOrganization(ctx, departments, eq(departments.customerId, id)));
    }
    await tx
      .update(customers)
      .set({ deletedAt: ctx.now, updatedAt: ctx.now })
      .where(inOrganization(ctx, customers, eq(customers.id, id)));
    return customer;
  });
}
