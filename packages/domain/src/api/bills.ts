// Bills (spec §2 /admin/bills, §7 billing-data): a period's shifts of a customer or a
// department as lines with hours, rate and amount, subtotals and totals, as JSON or a file; and
// the billing status moved in bulk (not in the spec's list: decision 117).
import { z } from 'zod';
import { BillingStatus } from '../enums.ts';
import { MONEY } from '../limits.ts';
import { AREA_NEEDS, access } from '../permissions.ts';
import { id } from '../schemas/common.ts';
import {
  exportBytes,
  exportFormat,
  moneyLineSchema,
  moneyTotalsSchema,
  named,
  withDateRange,
} from '../schemas/money.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['billing'];
const billingStatus = z.literal(BillingStatus.values);

/** Which shifts a bill covers: planned start on the dates [from, to), optionally one place. */
const billFilter = {
  customerId: id.optional(),
  departmentId: id.optional(),
  billingStatus: billingStatus.optional(),
};

export const billingDataInput = withDateRange({ ...billFilter, format: exportFormat });
export type BillingDataInput = z.input<typeof billingDataInput>;

export const billingDataResponse = z.object({
  /** The lines in start order, at most MONEY.maxLines (an export carries them all). */
  lines: z.array(moneyLineSchema),
  truncated: z.boolean(),
  /** Subtotals per customer and department (over every line, also past the cap). */
  groups: z.array(
    z.object({ customer: named.nullable(), department: named.nullable(), totals: moneyTotalsSchema }),
  ),
  totals: moneyTotalsSchema,
});
export type BillingData = z.infer<typeof billingDataResponse>;

export const billingStatusInput = withDateRange({
  ...billFilter,
  /** Only these shifts of the period (else every one the filter picks). */
  shiftIds: z.array(id).min(1).max(MONEY.maxLines).optional(),
  status: billingStatus,
});

export const billContracts = contractGroup('bill', {
  billingData: defineContract({
    method: 'POST',
    path: '/api/shifts/billing-data/admin',
    heavy: true,
    summary:
      "A period's billing: lines per shift (the times the stamp rule counts, rate and amount in cents), subtotals per customer and department, totals; `format` csv or xlsx answers a file",
    tags,
    access: access.adminAll(AREA_NEEDS.bills),
    body: billingDataInput,
    response: { 200: z.union([billingDataResponse, exportBytes]) },
  }),
  setStatus: defineContract({
    method: 'PUT',
    path: '/api/shifts/billing-status/admin',
    summary:
      "Moves the billing status of a period's shifts (or the listed ones of it) in one transaction, recording who and when",
    tags,
    access: access.adminAll({ ...AREA_NEEDS.bills, billing: 'all' }),
    body: billingStatusInput,
    response: { 200: z.object({ updated: z.number().int() }) },
  }),
});
