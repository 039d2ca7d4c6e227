// Customers → departments → templates, as a worker picks a template to add a shift. Each query
// is scoped to the caller's organisation itself, not only through its parent rows.
import type { WorkerTemplate } from '@tuura/domain/schemas/template';
import { asc, inArray } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { templates } from '../../db/schema/index.ts';
import { inOrganization } from '../../lib/scope.ts';
import { listCustomers } from '../customers/service.ts';

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
  const customerList = await listCustomers(ctx);
  const departmentIds = customerList.flatMap((c) => c.departments.map((d) => d._id));
  const templateRows = departmentIds.length
    ? await ctx.db
        .select()
        .from(templates)
        .where(inOrganization(ctx, templates, inArray(templates.departmentId, departmentIds)))
        .orderBy(asc(templates.priority), asc(templates.name))
    : [];
  return customerList.map((c) => ({
    ...c,
    departments: c.departments.map((d) => ({
      ...d,
      templates: templateRows.filter((t) => t.departmentId === d._id).map(toWorkerTemplate),
    })),
  }));
}
