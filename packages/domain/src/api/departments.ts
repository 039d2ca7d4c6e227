// A customer's departments with every §5 field (spec §7 Departments and customers). Loading needs
// read on shifts, shiftTemplates or departments (spec §6); changing them needs `all` on departments.
import { z } from 'zod';
import { REQUEST } from '../limits.ts';
import { access } from '../permissions.ts';
import { id, idParams, listQuery } from '../schemas/common.ts';
import { departmentInput, departmentSchema, departmentUpdate } from '../schemas/department.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['departments (admin)'];
const departmentResponse = z.object({ department: departmentSchema });
const read = access.adminAny({ shifts: 'read', shiftTemplates: 'read', departments: 'read' });
const edit = access.admin('departments', 'all');

export const departmentListQuery = listQuery(REQUEST.maxPageSize).extend({ customer: id.optional() });

/**
 * Removing a department that still has shifts: they move to `moveShiftsTo` (another live
 * department of the organisation); without it the removal is refused (409).
 */
export const departmentRemoval = z
  .object({ moveShiftsTo: id.optional() })
  .nullish()
  .transform((body) => body ?? {});

export const departmentContracts = contractGroup('department', {
  list: defineContract({
    method: 'GET',
    path: '/api/departments/admin',
    summary: "The organisation's departments by name, optionally one customer's",
    tags,
    access: read,
    query: departmentListQuery,
    response: { 200: z.object({ departments: z.array(departmentSchema) }) },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/departments/:id/admin',
    summary: 'One department',
    tags,
    access: read,
    params: idParams,
    response: { 200: departmentResponse },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/departments/admin',
    summary: "Add a department to one of the organisation's customers",
    tags,
    access: edit,
    body: z.object({ department: departmentInput }),
    response: { 201: departmentResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/departments/:id/admin',
    summary: "Change a department's fields or move it to another customer",
    tags,
    access: edit,
    params: idParams,
    body: z.object({ department: departmentUpdate }),
    response: { 200: departmentResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/departments/:id/admin',
    summary: 'Remove a department, moving its shifts to another one or refused while it has any',
    tags,
    access: edit,
    params: idParams,
    body: departmentRemoval,
    response: { 200: departmentResponse },
  }),
});
