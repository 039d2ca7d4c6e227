// Salaries (spec §2 /compensation, §7 salary listings and report): what a worker is paid
// per shift and why, their time-effective salary values, and the payroll report as a file.
import { z } from 'zod';
import { PAY_TYPES } from '../enums.ts';
import { MONEY } from '../limits.ts';
import { access } from '../permissions.ts';
import { MS_PER_DAY } from '../rules/instant.ts';
import { date, id, idParams } from '../schemas/common.ts';
import {
  exportBytes,
  exportFormat,
  named,
  payLineItemSchema,
  payTotalsSchema,
  salaryList,
  withDateRange,
} from '../schemas/money.ts';
import { customIssue } from '../validation.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['billing'];
const read = access.adminAll({ users: 'read', compensation: 'read' });

/**
 * A listing's period [from, to): both dates, or neither for the current month (Helsinki); `to`
 * after `from` and at most MONEY.maxRangeDays later, each refusal on its own field.
 */
export const salaryListingQuery = z
  .object({
    // Parameters cannot state dependentRequired: each says it in words (decision 131).
    from: date.meta({ description: 'Required with `to`: both, or neither for the current month' }).optional(),
    to: date
      .meta({ description: `Required with \`from\`; after it, at most ${MONEY.maxRangeDays} days later` })
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from === undefined && q.to !== undefined) ctx.addIssue(customIssue('required', ['from']));
    if (q.to === undefined && q.from !== undefined) ctx.addIssue(customIssue('required', ['to']));
    if (q.from === undefined || q.to === undefined) return;
    if (q.to <= q.from) ctx.addIssue(customIssue('after', ['to']));
    const days = (Date.parse(q.to) - Date.parse(q.from)) / MS_PER_DAY;
    if (days > MONEY.maxRangeDays) ctx.addIssue(customIssue('maxValue', ['to'], { max: MONEY.maxRangeDays }));
  });

export const salaryListingResponse = z.object({
  lines: z.array(payLineItemSchema),
  truncated: z.boolean(),
  totals: payTotalsSchema,
});
export type SalaryListing = z.infer<typeof salaryListingResponse>;

export const salariesResponse = z.object({ salaries: salaryList });

export const salaryReportInput = withDateRange({
  format: exportFormat,
  userIds: z.array(id).min(1).max(1000).optional(),
});

/** One worker on payroll in the period: their lines' count, minutes and pay (sums of lines). */
export const salaryReportRow = named.extend({
  accountingId: z.string(),
  payType: z.enum(PAY_TYPES).nullable(),
  shifts: z.number().int(),
  minutes: z.number().int(),
  paid: z.number().int(),
  unpricedPay: z.number().int(),
});
export const salaryReportResponse = z.object({
  rows: z.array(salaryReportRow),
  truncated: z.boolean(),
  totals: payTotalsSchema,
});

export const salaryContracts = contractGroup('salary', {
  myListing: defineContract({
    method: 'GET',
    path: '/api/users/salary-listing',
    summary:
      "The caller's pay in a period (default: this month): per shift the hours that count and why, the rate, scheme and sum; never the billing side",
    tags,
    access: access.worker,
    query: salaryListingQuery,
    response: { 200: salaryListingResponse },
  }),
  listing: defineContract({
    method: 'GET',
    path: '/api/users/:id/salary-listing/admin',
    summary: "One worker's pay in a period (default: this month), line by line, with totals over every line",
    tags,
    access: read,
    params: idParams,
    query: salaryListingQuery,
    response: { 200: salaryListingResponse },
  }),
  salaries: defineContract({
    method: 'GET',
    path: '/api/users/:id/salaries/admin',
    summary: "A worker's salary values over time (rate and compensation scheme from a date)",
    tags,
    access: read,
    params: idParams,
    response: { 200: salariesResponse },
  }),
  setSalaries: defineContract({
    method: 'PUT',
    path: '/api/users/:id/salaries/admin',
    summary: "Replaces a worker's salary values over time",
    tags,
    access: access.adminAll({ users: 'all', compensation: 'all' }),
    params: idParams,
    body: z.object({ salaries: salaryList }),
    response: { 200: salariesResponse },
  }),
  report: defineContract({
    method: 'POST',
    path: '/api/users/salary-report/admin',
    heavy: true,
    summary:
      'The payroll report of a period: per worker on payroll with lines in it, their accounting id, shifts, hours and pay (billing pay types are not on payroll); `format` csv or xlsx streams every worker and a totals row',
    tags,
    access: read,
    body: salaryReportInput,
    response: { 200: z.union([salaryReportResponse, exportBytes]) },
  }),
});
