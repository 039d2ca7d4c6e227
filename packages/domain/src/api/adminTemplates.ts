// Admin template endpoints (spec §7 Templates): a department's reusable shifts, read with
// `shiftTemplates` at read level, changed at `all`. Making shifts from templates also needs `all`
// on shifts: it plans shifts (docs/decisions/095).
import { z } from 'zod';
import { REQUEST, TEMPLATE } from '../limits.ts';
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import { adminShiftSchema } from '../schemas/shift.ts';
import {
  templateCountQuery,
  templateInstantiateInput,
  templateListQuery,
  templateMassInput,
  templatePriorityInput,
  templateSchema,
  templateUpdate,
} from '../schemas/template.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['templates (admin)'];
const read = access.admin('shiftTemplates', 'read');
const edit = access.admin('shiftTemplates', 'all');
const templateResponse = z.object({ template: templateSchema });
const templatesResponse = z.object({ templates: z.array(templateSchema) });

export const adminTemplateContracts = contractGroup('adminTemplate', {
  count: defineContract({
    method: 'GET',
    path: '/api/templates/count/admin',
    summary: "How many of the organisation's live templates match the filters",
    tags,
    access: read,
    query: templateCountQuery,
    response: { 200: z.object({ count: z.number().int().min(0) }) },
  }),
  list: defineContract({
    method: 'GET',
    path: '/api/templates/admin',
    summary: "A page of the organisation's templates (a customer's or a department's), by priority then name",
    tags,
    access: read,
    query: templateListQuery,
    response: { 200: templatesResponse.extend({ total: z.number().int().min(0) }) },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/templates/:id/admin',
    summary: 'One template of the organisation',
    tags,
    access: read,
    params: idParams,
    response: { 200: templateResponse },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/templates/admin',
    summary: `Add 1 to ${TEMPLATE.massCreateMax} templates: one insert, all or none; a refused item is named templates.<i>.<field>`,
    tags,
    access: edit,
    body: templateMassInput,
    response: { 201: templatesResponse },
  }),
  instantiate: defineContract({
    method: 'POST',
    path: '/api/templates/instantiate/admin',
    summary:
      `Make shifts from templates: one per template and Helsinki day (days YYYY-MM-DD), at the template's ` +
      'Helsinki start and end clock times (the end the next day when not after the start), open or ' +
      `all for \`worker\`; at most ${TEMPLATE.instantiateMaxShifts} in one transaction, all or none. ` +
      'Needs all on shiftTemplates and on shifts.',
    tags,
    access: access.adminAll({ shiftTemplates: 'all', shifts: 'all' }),
    body: templateInstantiateInput,
    response: { 201: z.object({ shifts: z.array(adminShiftSchema) }) },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/templates/:id/admin',
    summary: "Change a template's fields or move it to another department",
    tags,
    access: edit,
    params: idParams,
    body: z.object({ template: templateUpdate }),
    response: { 200: templateResponse },
  }),
  priority: defineContract({
    method: 'PUT',
    path: '/api/templates/priority/admin',
    summary: `New priorities for up to ${REQUEST.maxIdsPerMassAction} templates: all or none, answered in their new order`,
    tags,
    access: edit,
    body: templatePriorityInput,
    response: { 200: templatesResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/templates/:id/admin',
    summary: 'Remove a template, answering it as it was (its shifts stay)',
    tags,
    access: edit,
    params: idParams,
    response: { 200: templateResponse },
  }),
});
