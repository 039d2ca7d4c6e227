// Customers → departments → templates, as a worker picks a template to add a shift. Each query
// is scoped to the caller's organisation itself, not only through its parent rows.
import type { WorkerTemplate } from '@tuura/domain/schemas/template';
import { asc, inArray } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { customers, departments, templates } from '../../db/schema/index.ts';
import { inOrganization } from '../../lib/scope.ts';

type TemplateRow = typeof templates.$inferSelect;

/** What a worker may see of a template: no customer price, no internal notes. */
const toWorkerTemplate = (t: TemplateRow): WorkerTemplate => ({
  _id: t.id,
  name: t.name,
  description: t.description,
  from: t.from.toISOString(),
  to: t.to.toISOString(),
  education: t.education ?? null,
  employer: t.employer ?? null,
  salary: t.salary,
  priority: t.priority,
  department: t.departmentId,
});

export async function customersWithTemplates(ctx: Ctx) {
  const customerRows = await ctx.db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(inOrganization(ctx, customers))
    .orderBy(asc(customers.name));
  const customerIds = customerRows.map((c) => c.id);
  const departmentRows = customerIds.length
    ? await ctx.db
        .select({ id: departments.id, name: departments.name, customerId: departments.customerId })
        .from(departments)
        .where(inOrganization(ctx, departments, inArray(departments.customerId, customerIds)))
        .orderBy(asc(departments.name))
    : [];
  const departmentIds = departmentRows.map((d) => d.id);
  const templateRows = departmentIds.length
    ? await ctx.db
        .select()
        .from(templates)
        .where(inOrganization(ctx, templates, inArray(templates.departmentId, departmentIds)))
        .orderBy(asc(templates.priority), asc(templates.name))
    : [];
  return customerRows.map((c) => ({
    _id: c.id,
    name: c.name,
    departments: departmentRows
      .filter((d) => d.customerId === c.id)
      .map((d) => ({
        _id: d.id,
        name: d.name,
        templates: templateRows.filter((t) => t.departmentId === d.id).map(toWorkerTemplate),
      })),
  }));
}
