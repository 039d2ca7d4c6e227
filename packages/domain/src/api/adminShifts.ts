// Admin shift endpoints (spec §7 Shifts (admin)): the organisation's shifts, read with `shifts`
// at read level, changed at `all`.
import { z } from 'zod';
import {
  ADMIN_SHIFT_SORT_KEYS,
  ADMIN_SHIFT_STAMP_FILTERS,
  BillingStatus,
  ShiftType,
  SORT_DIRECTIONS,
} from '../enums.ts';
import { REQUEST } from '../limits.ts';
import { access } from '../permissions.ts';
import {
  booleanWord,
  countedTotal,
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
  shiftType,
  shiftUpdate,
} from '../schemas/shift.ts';
import { shiftHistorySchema } from '../schemas/shiftHistory.ts';
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
 * time in start order (or by `sort`), with the total that matches.
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
  sort: z
    .enum(ADMIN_SHIFT_SORT_KEYS)
    .optional()
    .describe('The column sorted by (by default the start); ties by start, then id.'),
  order: z.enum(SORT_DIRECTIONS).default('asc').describe('The direction of `sort`.'),
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
        total: countedTotal(),
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
  history: defineContract({
    method: 'GET',
    path: '/api/shifts/:id/history/admin',
    summary:
      "A shift's changes, oldest first: who, when, and each changed field before and after (beyond the spec). A removed shift's history stays readable",
    tags,
    access: access.admin('shifts', 'read'),
    params: idParams,
    response: { 200: shiftHistorySchema },
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

/** A window by start, [from, to), both ends given: the listings below read a bounded stretch. */
const shiftWindow = z
  .object({
    from: dateTime.describe('Shifts starting at or after this instant.'),
    to: dateTime.describe('Shifts starting before this instant.'),
    customer: id.optional(),
    department: id.optional(),
  })
  .describe('Shifts by start in [from, to), optionally of one customer or department.');

export const unfilledShiftQuery = listQuery(REQUEST.maxPageSize).extend(shiftWindow.shape);
export type UnfilledShiftQuery = z.output<typeof unfilledShiftQuery>;
export const uniqueShiftQuery = shiftWindow;
export type ShiftWindowQuery = z.output<typeof shiftWindow>;
export const countByUserQuery = listQuery(REQUEST.maxPageSize).extend(shiftWindow.shape);
export type CountByUserQuery = z.output<typeof countByUserQuery>;
export const finalShiftQuery = listQuery(REQUEST.maxPageSize).extend({
  before: dateTime
    .optional()
    .describe("Each worker's last shift starting before this instant; without it, their last planned shift."),
});
export type FinalShiftQuery = z.output<typeof finalShiftQuery>;

const count = z.number().int().min(0);

/**
 * Listings for planning, beside the shift table: open shifts, the shift names in use, each
 * worker's final shift and each worker's load. Read with `shifts` at read level.
 */
export const adminShiftListingContracts = contractGroup('adminShift', {
  unfilled: defineContract({
    method: 'GET',
    path: '/api/shifts/unfilled/admin',
    summary:
      'A page of the open shifts (no worker) starting in [from, to), in start order, with the total (counted up to a limit)',
    tags,
    access: access.admin('shifts', 'read'),
    query: unfilledShiftQuery,
    response: {
      200: shiftsResponse.extend({
        total: count.max(REQUEST.maxCountedTotal),
        totalCapped: z.boolean(),
      }),
    },
  }),
  unique: defineContract({
    method: 'GET',
    path: '/api/shifts/unique/admin',
    summary: `The distinct shift names with their type among the shifts starting in [from, to), each with how many: a filter picker's choices, most used first (at most ${REQUEST.maxPageSize})`,
    tags,
    access: access.admin('shifts', 'read'),
    query: uniqueShiftQuery,
    response: {
      200: z.object({
        unique: z.array(z.object({ name: z.string(), type: shiftType, count })).max(REQUEST.maxPageSize),
        /** More names are in use than the answer holds (the least used are left out). */
        capped: z.boolean(),
      }),
    },
  }),
  finalShifts: defineContract({
    method: 'GET',
    path: '/api/shifts/final-shifts/admin',
    summary:
      "Each worker's final shift, workers by name a page at a time: the last one planned (how far each is planned ahead), or with `before` the last starting before it (what precedes the weeks being planned). Workers without one are left out",
    tags,
    access: access.admin('shifts', 'read'),
    query: finalShiftQuery,
    response: { 200: shiftsResponse },
  }),
  countByUser: defineContract({
    method: 'GET',
    path: '/api/shifts/count-by-user/admin',
    summary:
      "How many shifts starting in [from, to) each worker has and their planned minutes (a running shift counts until now), by worker id a page at a time; open shifts are nobody's",
    tags,
    access: access.admin('shifts', 'read'),
    query: countByUserQuery,
    response: {
      200: z.object({
        counts: z.array(z.object({ user: id, count, minutes: count })).max(REQUEST.maxPageSize),
      }),
    },
  }),
});
