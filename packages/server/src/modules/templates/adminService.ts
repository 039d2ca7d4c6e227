// The organisation's templates as an admin plans them (spec §7 Templates): a department's reusable
// shifts in priority order, and shifts made from them (docs/decisions/095). Every query is scoped
// with `inOrganization`; a template whose department was removed is gone with it.
import type { FieldMessages } from '@tuura/domain';
import { REQUEST } from '@tuura/domain/limits';
import { templateShiftOn } from '@tuura/domain/rules/templateShift';
import type {
  Template,
  TemplateInput,
  TemplateInstantiateInput,
  TemplateUpdate,
  templateCountQuery,
  templateListQuery,
  templatePriorityInput,
} from '@tuura/domain/schemas/template';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { templates } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../errors.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { departments } from '../customers/readModel.ts';
import { createShiftsFromTemplates, type TemplateShift } from '../shifts/service.ts';

type Row = typeof templates.$inferSelect;

const toTemplate = (t: Row): Template => ({
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

/** Live templates of the organisation whose department is live too, with further conditions. */
function liveTemplates(ctx: Ctx, db: DbOrTx, ...more: (SQL | undefined)[]) {
  return db
    .select({ template: templates })
    .from(templates)
    .innerJoin(
      departments,
      and(
        eq(departments.organizationId, templates.organizationId),
        eq(departments.id, templates.departmentId),
      ),
    )
    .where(and(inOrganization(ctx, templates, ...more), inOrganization(ctx, departments)))
    .$dynamic();
}

type Filters = z.output<typeof templateCountQuery>;
const filtersOf = (q: Filters) => [
  q.department ? eq(templates.departmentId, q.department) : undefined,
  q.customer ? eq(departments.customerId, q.customer) : undefined,
];

export async function listTemplates(ctx: Ctx, q: z.output<typeof templateListQuery>) {
  const rows = await liveTemplates(ctx, ctx.db, ...filtersOf(q))
    .orderBy(asc(templates.priority), asc(templates.name), asc(templates.id))
    .limit(q.limit ?? REQUEST.defaultPageSize)
    .offset(q.offset ?? 0);
  return { templates: rows.map((r) => toTemplate(r.template)), total: await countTemplates(ctx, q) };
}

export async function countTemplates(ctx: Ctx, q: Filters) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(templates)
    .innerJoin(
      departments,
      and(
        eq(departments.organizationId, templates.organizationId),
        eq(departments.id, templates.departmentId),
      ),
    )
    .where(and(inOrganization(ctx, templates, ...filtersOf(q)), inOrganization(ctx, departments)));
  return row?.n ?? 0;
}

export async function getTemplate(ctx: Ctx, id: string, db: DbOrTx = ctx.db) {
  const [row] = await liveTemplates(ctx, db, eq(templates.id, id));
  if (!row) throw notFound('template.notFound');
  return toTemplate(row.template);
}

/** Which of these department ids are live departments of the organisation. */
async function liveDepartments(ctx: Ctx, db: DbOrTx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set<string>();
  const found = await db
    .select({ id: departments.id })
    .from(departments)
    .where(inOrganization(ctx, departments, inArray(departments.id, unique)));
  return new Set(found.map((d) => d.id));
}

const departmentMessage = { key: 'invalid', params: { field: 'department' } };

/**
 * Adds templates in one insert: all or none. Each one's department must be a live one of the
 * organisation, checked in one query; a refused one is `templates.<i>.department`.
 */
export async function createTemplates(ctx: Ctx, inputs: readonly TemplateInput[]) {
  return ctx.db.transaction(async (tx) => {
    const live = await liveDepartments(
      ctx,
      tx,
      inputs.map((i) => i.department),
    );
    const fields: FieldMessages = {};
    inputs.forEach((input, i) => {
      if (!live.has(input.department)) fields[`templates.${i}.department`] = departmentMessage;
    });
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const rows = await tx
      .insert(templates)
      .values(
        inputs.map(({ department, from, to, ...rest }) => ({
          ...rest,
          organizationId: organizationOf(ctx),
          departmentId: department,
          from: new Date(from),
          to: new Date(to),
        })),
      )
      .returning();
    return rows.map(toTemplate);
  });
}

/** Changes what is given; the template must still end after it starts and sit in a live department. */
export async function updateTemplate(ctx: Ctx, id: string, input: TemplateUpdate) {
  return ctx.db.transaction(async (tx) => {
    const current = await getTemplate(ctx, id, tx);
    const merged = { ...current, ...input };
    const fields: FieldMessages = {};
    if (Date.parse(merged.to) <= Date.parse(merged.from))
      fields.to = { key: 'after', params: { field: 'to' } };
    if (input.department && !(await liveDepartments(ctx, tx, [input.department])).has(input.department))
      fields.department = departmentMessage;
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const { department, from, to, ...rest } = input;
    await tx
      .update(templates)
      .set({
        ...rest,
        ...(department && { departmentId: department }),
        ...(from && { from: new Date(from) }),
        ...(to && { to: new Date(to) }),
        updatedAt: ctx.now,
      })
      .where(inOrganization(ctx, templates, eq(templates.id, id)));
    return getTemplate(ctx, id, tx);
  });
}

/** The live templates with these ids (each once), or 404 when any is missing or another's. */
async function requireTemplates(ctx: Ctx, db: DbOrTx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await liveTemplates(ctx, db, inArray(templates.id, unique)).for('share', { of: templates });
  if (rows.length !== unique.length) throw notFound('template.notFound');
  const byId = new Map(rows.map((r) => [r.template.id, r.template]));
  return unique.map((id) => byId.get(id) as Row);
}

/**
 * New priorities in one statement: all or none (a foreign or removed id is a 404 before
 * anything changes). A repeated id takes its last priority. Answered by priority then name.
 */
export async function setPriorities(ctx: Ctx, input: z.output<typeof templatePriorityInput>) {
  const priorityOf = new Map(input.templates.map((t) => [t._id, t.priority]));
  const ids = [...priorityOf.keys()];
  return ctx.db.transaction(async (tx) => {
    await requireTemplates(ctx, tx, ids);
    const cases = sql.join(
      ids.map((id) => sql`when ${id}::uuid then ${priorityOf.get(id)}::integer`),
      sql` `,
    );
    await tx
      .update(templates)
      .set({ priority: sql`case ${templates.id} ${cases} end`, updatedAt: ctx.now })
      .where(inOrganization(ctx, templates, inArray(templates.id, ids)));
    const rows = await liveTemplates(ctx, tx, inArray(templates.id, ids)).orderBy(
      asc(templates.priority),
      asc(templates.name),
      asc(templates.id),
    );
    return rows.map((r) => toTemplate(r.template));
  });
}

/** Removes a template (soft), answering it as it was; shifts made from it keep their reference. */
export async function removeTemplate(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => {
    const template = await getTemplate(ctx, id, tx);
    await tx
      .update(templates)
      .set({ deletedAt: ctx.now, updatedAt: ctx.now })
      .where(inOrganization(ctx, templates, eq(templates.id, id)));
    return template;
  });
}

/** The shifts of templates on days: each template (in the order given) on each day, in day order. */
export function plannedShifts(
  rows: readonly Row[],
  days: readonly string[],
  stampRequired = false,
): TemplateShift[] {
  const ordered = [...new Set(days)].sort();
  return ordered.flatMap((day) =>
    rows.map((t) => ({
      ...templateShiftOn(t, day),
      templateId: t.id,
      departmentId: t.departmentId,
      name: t.name,
      description: t.description,
      education: t.education ?? null,
      employer: t.employer ?? null,
      billing: t.billing,
      salary: t.salary,
      meta: t.meta,
      stampRequired,
    })),
  );
}

/**
 * Shifts from templates on days, in one transaction through the shifts module: all or none. The
 * templates are held (FOR SHARE) so none is removed or changed between reading and planning.
 */
export async function instantiateTemplates(ctx: Ctx, input: TemplateInstantiateInput) {
  return ctx.db.transaction(async (tx) => {
    const rows = await requireTemplates(ctx, tx, input.templates);
    return createShiftsFromTemplates(
      ctx,
      tx,
      plannedShifts(rows, input.days, input.stampRequired),
      input.worker,
    );
  });
}
