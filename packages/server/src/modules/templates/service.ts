// Customers → departments → templates, as a worker picks a template to add a shift.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { customers, departments, templates } from '../../db/schema/index.ts';

type TemplateRow = typeof templates.$inferSelect;

const toTemplate = (t: TemplateRow) => ({
  _id: t.id,
  name: t.name,
  description: t.description,
  from: t.from.toISOString(),
  to: t.to.toISOString(),
  education: t.education ?? null,
  employer: t.employer ?? null,
  billing: t.billing,
  salary: t.salary,
  meta: t.meta,
  priority: t.priority,
  department: t.departmentId,
});

export async function customersWithTemplates(ctx: Ctx) {
  const organizationId = ctx.auth?.organizationId ?? '';
  const customerRows = await ctx.db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), isNull(customers.deletedAt)))
    .orderBy(asc(customers.name));
  const departmentRows = customerRows.length
    ? await ctx.db
        .select({ id: departments.id, name: departments.name, customerId: departments.customerId })
        .from(departments)
        .where(
          and(
            inArray(
              departments.customerId,
              customerRows.map((c) => c.id),
            ),
            isNull(departments.deletedAt),
          ),
        )
        .orderBy(asc(departments.name))
    : [];
  const templateRows = departmentRows.length
    ? await ctx.db
        .select()
        .from(templates)
        .where(
          and(
            inArray(
              templates.departmentId,
              departmentRows.map((d) => d.id),
            ),
            isNull(templates.deletedAt),
          ),
        )
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
        templates: templateRows.filter((t) => t.departmentId === d.id).map(toTemplate),
      })),
  }));
}
