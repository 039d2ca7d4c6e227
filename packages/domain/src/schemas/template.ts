// Shift template (spec §3): a reusable shift under a department. When used, its times move to
// today keeping the duration, and the shift's name is locked to the template's.
import { z } from 'zod';
import { EMPLOYER, REQUEST, TEMPLATE } from '../limits.ts';
import { dateTime, endsAfter, id, meta, requiredText, text, updateOf } from './common.ts';
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

/** A template as a worker sees it: no customer price (billing) and no internal notes (meta). */
export const workerTemplateSchema = templateSchema.omit({ billing: true, meta: true });
export type WorkerTemplate = z.infer<typeof workerTemplateSchema>;

/** GET /templates/customers/worker: customers, their departments and each one's templates. */
export const customerTemplatesSchema = customerSchema.extend({
  departments: z.array(departmentRefSchema.extend({ templates: z.array(workerTemplateSchema) })),
});
