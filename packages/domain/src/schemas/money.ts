// Money on the wire (docs/decisions/117): amounts are whole cents (integers), times
// whole minutes; the shapes every money call shares (lines, totals, a period).
import { z } from 'zod';
import { BillingStatus, REPORTING_PERIODS, ShiftType } from '../enums.ts';
import { MONEY, USER } from '../limits.ts';
import { COMPENSATION_SCHEMES } from '../rules/compensation.ts';
import { MS_PER_DAY } from '../rules/instant.ts';
import { parseRate, RATE_UNITS } from '../rules/money.ts';
import { LINE_REASONS } from '../rules/pay.ts';
import { customIssue } from '../validation.ts';
import { date, id, requiredText, text, timeEffectiveList } from './common.ts';

/** A rate text must be one parseRate reads (an empty one is for the schema to allow or not). */
const readableRate = (value: string, ctx: z.RefinementCtx) => {
  if (value !== '' && !parseRate(value)) ctx.addIssue(customIssue('rate', []));
};

/** A rate text an admin types (money.ts): empty, or one parseRate reads. */
export const rateText = (max: number) => text(max).superRefine(readableRate);

/** A worker's salary value: the rate (required) and the compensation scheme applied to it. */
export const salaryValueSchema = z.object({
  rate: requiredText(USER.salaryValue).superRefine(readableRate),
  scheme: z.enum(COMPENSATION_SCHEMES).default('regular'),
});
export const salaryList = timeEffectiveList(salaryValueSchema).max(MONEY.maxSalaryEntries);
export type SalaryList = z.infer<typeof salaryList>;

const cents = z.number().int().meta({ description: 'Whole euro cents' });

export const rateSchema = z.object({ cents, per: z.enum(RATE_UNITS) });

export const TIMES_SOURCES = ['planned', 'stamped', 'approved', 'notCompleted'] as const;

export const billingLineSchema = z.object({
  rate: rateSchema.nullable(),
  /** Null when the line should be priced and has no readable rate (never guessed). */
  amount: cents.nullable(),
  reason: z.enum(LINE_REASONS),
});
export const payLineSchema = billingLineSchema.extend({
  scheme: z.enum(COMPENSATION_SCHEMES),
  /** The scheme's multiplier in basis points (10,000 = ×1). */
  multiplier: z.number().int(),
});

export const named = z.object({ _id: id, name: z.string() });

/** One shift's money as bills and salary listings show it. */
export const moneyLineSchema = z.object({
  shiftId: id,
  /** The zone's date of the planned start: the period the line belongs to. */
  date,
  name: z.string(),
  type: z.literal(ShiftType.values),
  /** The times that count (stamp rule) and why. */
  from: z.string(),
  to: z.string(),
  minutes: z.number().int().min(0),
  times: z.enum(TIMES_SOURCES),
  billingStatus: z.literal(BillingStatus.values),
  worker: named.nullable(),
  department: named.nullable(),
  customer: named.nullable(),
  billing: billingLineSchema,
  pay: payLineSchema,
});
export type MoneyLine = z.infer<typeof moneyLineSchema>;

export const moneyTotalsSchema = z.object({
  shifts: z.number().int(),
  minutes: z.number().int(),
  billed: cents,
  paid: cents,
  unpricedBilling: z.number().int(),
  unpricedPay: z.number().int(),
});

/**
 * A body with a period of calendar dates [from, to) in the organisation's zone, at most
 * MONEY.maxRangeDays, and the call's other fields: `withDateRange({ customerId: id })`.
 */
export const withDateRange = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ from: date, to: date, ...shape }).superRefine((body, ctx) => {
    const range = body as unknown as { from: string; to: string };
    if (range.to <= range.from) ctx.addIssue(customIssue('after', ['to']));
    const days = (Date.parse(range.to) - Date.parse(range.from)) / MS_PER_DAY;
    if (days > MONEY.maxRangeDays) ctx.addIssue(customIssue('maxValue', ['to'], { max: MONEY.maxRangeDays }));
  });

export const reportingPeriod = z.enum(REPORTING_PERIODS);

/** How a report answers: JSON for the page, or a file for accountants (CSV or XLSX). */
export const EXPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export const exportFormat = z.enum(EXPORT_FORMATS).default('json');
/** An exported report's bytes (CSV: UTF-8 with BOM, `;` between cells, decimal commas). */
export const exportBytes = z.string().meta({ description: 'A CSV or XLSX file, not JSON', format: 'binary' });

/** A line as its worker sees it: what they are paid and why, never what the customer is billed. */
export const payLineItemSchema = moneyLineSchema.omit({ billing: true, billingStatus: true, customer: true });
export type PayLineItem = z.infer<typeof payLineItemSchema>;

/** Totals a worker sees: their shifts, minutes and pay. */
export const payTotalsSchema = moneyTotalsSchema.pick({
  shifts: true,
  minutes: true,
  paid: true,
  unpricedPay: true,
});

/** Totals of a business report: money, margin and how many planned shifts had a worker. */
export const businessTotalsSchema = moneyTotalsSchema.extend({
  margin: cents,
  /** Every planned shift of the period (open ones too) and those with a worker. */
  planned: z.number().int(),
  filled: z.number().int(),
});
export type BusinessTotals = z.infer<typeof businessTotalsSchema>;

export const BREAKDOWNS = ['customer', 'department', 'worker'] as const;
export const breakdown = z.enum(BREAKDOWNS);
