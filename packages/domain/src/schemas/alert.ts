// Alert (spec §3, §9): a named staffing rule checked on its recurrence. The rule is stored as
// JSON in this shape; `unsupportedRuleFields` (rules/alert.ts) refuses the combinations the
// server cannot evaluate, per field (docs/decisions/113-alerts-and-mass-email.md).
import { z } from 'zod';
import { COMPARISON_OPERATORS, INTERVALS, RULE_TARGETS, RULE_TYPES, VALUE_TYPES } from '../enums.ts';
import { ALERT } from '../limits.ts';
import { ALERT_CHECKS, ALERT_UNITS, unsupportedRuleFields } from '../rules/alert.ts';
import { customIssue } from '../validation.ts';
import { dateTime, id, requiredText, updateOf } from './common.ts';

/**
 * The rule's value: relative (an amount of hours, days or weeks from now) or absolute (an
 * instant for a timeAbsolute rule, a YYYY-MM-DD date in Europe/Helsinki for a dateAbsolute one).
 */
export const alertValueSchema = z.object({
  type: z.enum(VALUE_TYPES),
  amount: z.number().int().min(1).max(ALERT.amountMax).optional(),
  unit: z.enum(ALERT_UNITS).optional(),
  /** Checked against the rule's type by `unsupportedRuleFields`. */
  at: z.string().max(40).optional(),
});
export type AlertValue = z.infer<typeof alertValueSchema>;

const ruleShape = z.object({
  target: z.enum(RULE_TARGETS),
  check: z.enum(ALERT_CHECKS),
  type: z.enum(RULE_TYPES),
  operator: z.enum(COMPARISON_OPERATORS),
  value: alertValueSchema,
  /** Only shifts of this department (null: any). */
  departmentId: id.nullable().default(null),
  /** Only shifts of this customer's departments (null: any). */
  customerId: id.nullable().default(null),
});

export const alertRuleSchema = ruleShape.superRefine((rule, ctx) => {
  for (const [path, key] of unsupportedRuleFields(rule)) ctx.addIssue(customIssue(key, path.split('.')));
});
export type AlertRule = z.infer<typeof ruleShape>;

/** What the last run found: how many, and a few of them to show. */
export const alertResultSchema = z.object({
  count: z.number().int().min(0),
  examples: z.array(z.object({ _id: id, name: z.string(), from: dateTime, departmentName: z.string() })),
});
export type AlertResult = z.infer<typeof alertResultSchema>;

export const alertSchema = z.object({
  _id: id,
  name: z.string(),
  rule: ruleShape,
  recurrence: z.enum(INTERVALS),
  isEnabled: z.boolean(),
  lastRunAt: dateTime.nullable(),
  lastResult: alertResultSchema.nullable(),
  nextRunAt: dateTime,
  createdAt: dateTime,
});
export type Alert = z.infer<typeof alertSchema>;

export const alertInput = z.object({
  name: requiredText(ALERT.name),
  rule: alertRuleSchema,
  recurrence: z.enum(INTERVALS).default('1d'),
  isEnabled: z.boolean().default(true),
});
export type AlertInput = z.input<typeof alertInput>;
export const alertUpdate = updateOf(alertInput);
export type AlertUpdate = z.infer<typeof alertUpdate>;

/** A valid, evaluable rule of each check, for forms' defaults and tests. */
export const DEFAULT_ALERT_RULE: AlertRule = {
  target: 'shift',
  check: 'unfilledShifts',
  type: 'relative',
  operator: 'lte',
  value: { type: 'relative', amount: 48, unit: 'hours' },
  departmentId: null,
  customerId: null,
};
