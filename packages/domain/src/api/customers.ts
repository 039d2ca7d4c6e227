// Customers with their departments, as the admin's customer, planning and shift screens load them
// (spec §7 Departments and customers). Loading needs read on shifts, shiftTemplates or departments
// (spec §6); changing customers needs `all` on departments.
import { z } from 'zod';
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import { customerInput, customerSchema, customerUpdate } from '../schemas/customer.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['customers (admin)'];
const customerResponse = z.object({ customer: customerSchema });
const edit = access.admin('departments', 'all');

export const customerContracts = contractGroup('customer', {
  full: defineContract({
    method: 'GET',
    path: '/api/customers/full/admin',
    summary: "The organisation's customers by name, each with its departments",
    tags,
    access: access.adminAny({ shifts: 'read', shiftTemplates: 'read', departments: 'read' }),
    response: { 200: z.object({ customers: z.array(customerSchema) }) },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/customers/admin',
    summary: 'Add a customer (its departments are added on their own)',
    tags,
    access: edit,
    body: z.object({ customer: customerInput }),
    response: { 201: customerResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/customers/:id/admin',
    summary: 'Rename a customer',
    tags,
    access: edit,
    params: idParams,
    body: z.object({ customer: customerUpdate }),
    response: { 200: customerResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/customers/:id/admin',
    summary: 'Remove a customer and its departments; refused while any of its shifts remain',
    tags,
    access: edit,
    params: idParams,
    response: { 200: customerResponse },
  }),
});
