// Shift template (spec §3): a reusable shift under a department. When used, its times move to
// today keeping the duration, and the shift's name is locked to the template's.
import { z } from 'zod';
import { EMPLOYER, REQUEST, TEMPLATE } from '../limits.ts';
import { customIssue } from '../validation.ts';
import {
  date,
  dateTime,
  endsAfter,
  id,
  ids,
  listQuery,
  meta,
  requiredText,
  text,
  updateOf,
} from './common.ts';
import { customerSchema, departmentRefSchema } from './customer.ts';
import { educationRequirement } from './shift.ts';

/** Lower numbers come first in pickers. */
const priority = z.int32().min(0);

export const templateSchema = z.object({
  _id: id,
  name: z.string(),
  description: z.string(),
  from: dateTime,
  to: dateTime,
  education: educationRequirement,
  employer: z.string().nullable(),
  billing: z.string(),
  salary: z.string(),
  meta: z.string(),
  priority: z.number().int(),
  department: id,
});
export type Template = z.infer<typeof templateSchema>;

export const templateFields = z.object({
  name: requiredText(TEMPLATE.name),
  description: text(TEMPLATE.description).default(''),
  from: dateTime,
  to: dateTime,
  education: educationRequirement.default(null),
  employer: text(EMPLOYER.name).nullable().default(null),
  billing: text(TEMPLATE.billing).default(''),
  salary: text(TEMPLATE.salary).default(''),
  meta: meta(TEMPLATE.meta).default(''),
  priority: priority.default(0),
  department: id,
});
export const templateInput = templateFields.superRefine(endsAfter('from', 'to'));
export const templateUpdate = updateOf(templateFields).superRefine(endsAfter('from', 'to'));
export type TemplateInput = z.infer<typeof templateInput>;
export type TemplateUpdate = z.infer<typeof templateUpdate>;

export const templateMassInput = z.object({
  templates: z.array(templateInput).min(1).max(TEMPLATE.massCreateMax),
});

/** PUT /templates/priority/admin: new priorities for several templates at once. */
export const templatePriorityInput = z.object({
  templates: z
    .array(z.object({ _id: id, priority }))
    .min(1)
    .max(REQUEST.maxIdsPerMassAction),
});

/** The admin's template list: one customer's or one department's (or all), priority then name. */
export const templateListQuery = listQuery(REQUEST.maxPageSize).extend({
  customer: id.optional(),
  department: id.optional(),
});
export const templateCountQuery = templateListQuery.omit({ limit: true, offset: true });

/** A Helsinki calendar day whose shifts stay inside the accepted instants (common `date`). */
const shiftDay = date;

/**
 * POST /templates/instantiate/admin: a shift from each template on each day (docs/decisions/095).
 * Repeated ids or days count once; `worker` assigns every shift (open shifts without it). At most
 * TEMPLATE.instantiateMaxShifts shifts in one call; more is a `tooManyShifts` message on `days`.
 * `stampRequired` marks every shift made as needing the worker's stamp.
 */
export const templateInstantiateInput = z
  .object({
    templates: ids(REQUEST.maxIdsPerMassAction),
    days: z.array(shiftDay).min(1).max(TEMPLATE.instantiateMaxDays),
    worker: id.nullable().default(null),
    /** The shifts need the worker's stamp (spec §4); a template itself has no such field. */
    stampRequired: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const shifts = new Set(value.templates).size * new Set(value.days).size;
    if (shifts > TEMPLATE.instantiateMaxShifts)
      ctx.addIssue(customIssue('tooManyShifts', ['days'], { count: TEMPLATE.instantiateMaxShifts, shifts }));
  });
export type TemplateInstantiateInput = z.infer<typeof templateInstantiateInput>;

/** A template as a worker sees it: no customer price (billing) and no internal notes (meta). */
export const workerTemplateSchema = templateSchema.omit({ billing: true, meta: true });
export type WorkerTemplate = z.infer<typeof workerTemplateSchema>;

/** GET /templates/customers/worker: customers, their departments and each one's templates. */
export const customerTemplatesSchema = customerSchema.extend({
  departments: z.array(departmentRefSchema.extend({ templates: z.array(workerTemplateSchema) })),
});
