// Business statistics and reports (spec §2 /admin/business, /admin/reports; §7): hours,
// revenue, cost, margin and fill rate by reporting period and by customer, department or worker;
// the difference of two periods; shift statistics per worker.
import { z } from 'zod';
import { REQUEST } from '../limits.ts';
import { AREA_NEEDS, access } from '../permissions.ts';
import { date, id, listQuery } from '../schemas/common.ts';
import { breakdown, businessTotalsSchema, named, reportingPeriod, withDateRange } from '../schemas/money.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['billing'];

const placeFilter = { customerId: id.optional(), departmentId: id.optional() };

export const businessStatisticsInput = withDateRange({
  period: reportingPeriod.default('monthly'),
  groupBy: breakdown.default('customer'),
  ...placeFilter,
});
export type BusinessStatisticsInput = z.input<typeof businessStatisticsInput>;

/** A breakdown's group; `_id` null gathers the shifts without one (no department or no worker). */
const group = named.extend({ _id: id.nullable() });
const groupRow = group.extend({ totals: businessTotalsSchema });

export const businessStatisticsResponse = z.object({
  periods: z.array(z.object({ start: date, end: date, totals: businessTotalsSchema })),
  /** The breakdown's rows by revenue, at most MONEY.maxBreakdownRows. */
  groups: z.array(groupRow),
  truncated: z.boolean(),
  totals: businessTotalsSchema,
});
export type BusinessStatistics = z.infer<typeof businessStatisticsResponse>;

const range = withDateRange({});
export const reportDiffInput = z.object({
  a: range,
  b: range,
  groupBy: breakdown.default('customer'),
  ...placeFilter,
});

export const reportDiffResponse = z.object({
  rows: z.array(group.extend({ a: businessTotalsSchema, b: businessTotalsSchema })),
  truncated: z.boolean(),
  totals: z.object({ a: businessTotalsSchema, b: businessTotalsSchema }),
});
export type ReportDiff = z.infer<typeof reportDiffResponse>;

/** A period of dates [from, to) (at most MONEY.maxRangeDays) and a page of workers. */
export const shiftStatisticsQuery = withDateRange(listQuery(REQUEST.maxPageSize).shape);

export const shiftStatisticsResponse = z.object({
  users: z.array(
    named.extend({
      shifts: z.number().int(),
      minutes: z.number().int(),
      /** Shifts by type (0 shift, 1 sick, 2 training, 3 no salary). */
      byType: z.array(z.number().int()).length(4),
      stampsWaiting: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

export const businessContracts = contractGroup('business', {
  statistics: defineContract({
    method: 'POST',
    path: '/api/shifts/business-statistics/admin',
    heavy: true,
    summary:
      'Hours, revenue, cost, margin and fill rate per reporting period, with a breakdown by customer, department or worker',
    tags,
    access: access.adminAll(AREA_NEEDS.business),
    body: businessStatisticsInput,
    response: { 200: businessStatisticsResponse },
  }),
  diff: defineContract({
    method: 'POST',
    path: '/api/reports/diff/admin',
    heavy: true,
    summary: 'Two periods side by side per customer, department or worker',
    tags,
    access: access.adminAll(AREA_NEEDS.business),
    body: reportDiffInput,
    response: { 200: reportDiffResponse },
  }),
  shiftStatistics: defineContract({
    method: 'GET',
    path: '/api/users/shift-statistics/admin',
    heavy: true,
    summary: "Each worker's shifts, hours and shift types in a period",
    tags,
    access: access.adminAll({ users: 'read', shifts: 'read' }),
    query: shiftStatisticsQuery,
    response: { 200: shiftStatisticsResponse },
  }),
});
