// Admin shift endpoints (spec §7 Shifts (admin)): the organisation's shifts, read with `shifts`
// at read level, changed at `all`.
import { z } from 'zod';
import { ADMIN_SHIFT_STAMP_FILTERS, BillingStatus, ShiftType } from '../enums.ts';
import { REQUEST } from '../limits.ts';
import { access } from '../permissions.ts';
import {
  booleanWord,
  dateTime,
  id,
  idParams,
  listQuery,
  massIdsInput,
  numericQueryEnum,
  text,
} from '../schemas/common.ts';
import {
  adminShiftSchema,
  shiftInput,
  shiftMassInput,
  shiftMassUpdateInput,
  shiftUpdate,
} from '../schemas/shift.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['shifts (admin)'];
const shiftResponse = z.object({ shift: adminShiftSchema });
const shiftsResponse = z.object({ shifts: z.array(adminShiftSchema) });

export const adminShiftCountQuery = z.object({
  /** Only shifts whose stamp waits for an admin's approval (the stamps badge, spec §7). */
  'require-approval': booleanWord.optional(),
});

/**
 * The admin's shift table: shifts that start in [from, to), filtered on the server, a page at a
 * time in start order, with the total that matches.
 */
export const adminShiftListQuery = listQuery(REQUEST.maxPageSize).extend({
  from: dateTime.optional().describe('Shifts starting at or after this instant.'),
  to: dateTime.optional().describe('Shifts starting before this instant.'),
  customer: id.optional(),
  department: id.optional(),
  worker: id.optional(),
  /** Only shifts without a worker. */
  unfilled: booleanWord.optional(),
  type: numericQueryEnum(ShiftType.values).optional(),
  billingStatus: numericQueryEnum(BillingStatus.values).optional(),
  stamp: z.enum(ADMIN_SHIFT_STAMP_FILTERS).optional(),
  /** Words in the name, description or pencilled-in worker. */
  q: text(REQUEST.maxSearchLength).optional(),
  order: z.enum(['asc', 'desc']).default('asc').describe('By start time.'),
});
export type AdminShiftListQuery = z.output<typeof adminShiftListQuery>;

export const adminShiftContracts = contractGroup('adminShift', {
  count: defineContract({
    method: 'GET',
    path: '/api/shifts/count/admin',
    summary: "How many of the organisation's shifts match the filters",
    tags,
    access: access.admin('shifts', 'read'),
    query: adminShiftCountQuery,
    response: { 200: z.object({ count: z.number().int().min(0) }) },
  }),
  list: defineContract({
    method: 'GET',
    path: '/api/shifts/admin',
    summary: "A page of the organisation's shifts matching the filters, with the total",
    tags,
    access: access.admin('shifts', 'read'),
    query: adminShiftListQuery,
    response: {
      200: shiftsResponse.extend({
        total: z
          .number()
          .int()
          .min(0)
          .max(REQUEST.maxCountedTotal)
          .describe(`How many match, counted up to ${REQUEST.maxCountedTotal}.`),
        /** More match than `total` says: the count stopped at its limit. */
        totalCapped: z.boolean(),
      }),
    },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/shifts/:id/admin',
    summary: 'One shift of the organisation',
    tags,
    access: access.admin('shifts', 'read'),
    params: idParams,
    response: { 200: shiftResponse },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/shifts/admin',
    summary: 'Plan a shift, open or with a worker',
    tags,
    access: access.admin('shifts', 'all'),
    body: z.object({ shift: shiftInput }),
    response: { 201: shiftResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/shifts/:id/admin',
    summary: "Change a shift's fields, its worker or place",
    tags,
    access: access.admin('shifts', 'all'),
    params: idParams,
    body: z.object({ shift: shiftUpdate }),
    response: { 200: shiftResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/shifts/:id/admin',
    summary: 'Remove a shift, answering it as it was',
    tags,
    access: access.admin('shifts', 'all'),
    params: idParams,
    response: { 200: shiftResponse },
  }),
  createMany: defineContract({
    method: 'POST',
    path: '/api/shifts/mass/admin',
    summary: 'Plan many shifts at once: all or none, a refusal naming the item and field',
    tags,
    access: access.admin('shifts', 'all'),
    body: shiftMassInput,
    response: { 201: shiftsResponse },
  }),
  updateMany: defineContract({
    method: 'PUT',
    path: '/api/shifts/mass/admin',
    summary: 'The same changes to many shifts: all or none',
    tags,
    access: access.admin('shifts', 'all'),
    body: shiftMassUpdateInput,
    response: { 200: shiftsResponse },
  }),
  removeMany: defineContract({
    method: 'DELETE',
    path: '/api/shifts/mass/admin',
    summary: 'Remove many shifts: all or none, answered as they were',
    tags,
    access: access.admin('shifts', 'all'),
    body: massIdsInput,
    response: { 200: shiftsResponse },
  }),
  approveStamp: defineContract({
    method: 'PUT',
    path: '/api/shifts/:id/approve-stamp/admin',
    summary: "Approve a worker's stamp; the worker is notified",
    tags,
    access: access.admin('shifts', 'all'),
    params: idParams,
    response: { 200: shiftResponse },
  }),
  rejectStamp: defineContract({
    method: 'PUT',
    path: '/api/shifts/:id/reject-stamp/admin',
    summary: "Reject a worker's stamp; the worker is notified",
    tags,
    access: access.admin('shifts', 'all'),
    params: idParams,
    response: { 200: shiftResponse },
  }),
  approveStamps: defineContract({
    method: 'PUT',
    path: '/api/shifts/approve-stamp/mass/admin',
    summary: 'Approve many stamps at once: all or none',
    tags,
    access: access.admin('shifts', 'all'),
    body: massIdsInput,
    response: { 200: shiftsResponse },
  }),
  rejectStamps: defineContract({
    method: 'PUT',
    path: '/api/shifts/reject-stamp/mass/admin',
    summary: 'Reject many stamps at once: all or none',
    tags,
    access: access.admin('shifts', 'all'),
    body: massIdsInput,
    response: { 200: shiftsResponse },
  }),
});
