// Alert rules (spec §9, docs/decisions/113): which combinations the server evaluates, the window
// of shift starts a rule selects at a given time, the next run by recurrence, and the parts of
// the sentence a rule reads as. Pure: the server turns the window into one indexed query.
import type { ComparisonOperator, Interval, RuleTarget, RuleType, ValueType } from '../enums.ts';
import { DATE_TIME } from '../limits.ts';
import { MS_PER_DAY } from './instant.ts';
import { addDays, zonedTime } from './zonedTime.ts';

/**
 * What an alert rule looks for (decision 113): open shifts by their start, and stamps waiting for
 * an admin by their shift's start. Both are shift targets; the others are refused for now. Here, not in
 * enums.ts: the login bundle carries every enum and limit, and these serve only the alerts page.
 */
export const ALERT_CHECKS = ['unfilledShifts', 'unhandledStamps'] as const;
export type AlertCheck = (typeof ALERT_CHECKS)[number];

/** Units of an alert rule's relative value. */
export const ALERT_UNITS = ['hours', 'days', 'weeks'] as const;
export type AlertUnit = (typeof ALERT_UNITS)[number];

/** The fields of a rule these functions read (the schema's shape). */
export type RuleFields = {
  target: RuleTarget;
  check: AlertCheck;
  type: RuleType;
  operator: ComparisonOperator;
  value: {
    type: ValueType;
    amount?: number | undefined;
    unit?: AlertUnit | undefined;
    at?: string | undefined;
  };
  departmentId?: string | null;
  customerId?: string | null;
};

export type RuleIssue = [path: string, key: 'invalid' | 'required' | 'format'];

/** The checks of each target the server can evaluate; an empty list refuses the target. */
export const SUPPORTED_CHECKS: Record<RuleTarget, readonly AlertCheck[]> = {
  shift: ['unfilledShifts', 'unhandledStamps'],
  user: [],
  costCenter: [],
};

/**
 * Whether a check measures the time until a shift starts (open shifts ahead) or the time since
 * it started (stamps waiting behind).
 */
export const CHECK_DIRECTION: Record<AlertCheck, 'until' | 'since'> = {
  unfilledShifts: 'until',
  unhandledStamps: 'since',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Inside DATE_TIME with a year to spare, so a window around it stays a date the database takes. */
const inYears = (s: string) => {
  const year = Number(s.slice(0, 4));
  return year > DATE_TIME.minYear && year < DATE_TIME.maxYear;
};
const isDate = (s: string) => DATE.test(s) && inYears(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
const isInstant = (s: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s) &&
  inYears(s) &&
  !Number.isNaN(Date.parse(s));

/**
 * The fields of a well-typed rule the server cannot evaluate, each with its message key: an
 * unsupported target or check, a value type that does not fit the rule type, a missing or
 * malformed value, and `eq` on an exact instant (it would match nothing in practice).
 */
export function unsupportedRuleFields(rule: RuleFields): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const checks = SUPPORTED_CHECKS[rule.target];
  if (checks.length === 0) return [['target', 'invalid']];
  if (!checks.includes(rule.check)) issues.push(['check', 'invalid']);
  const wantsRelative = rule.type === 'relative';
  if ((rule.value.type === 'relative') !== wantsRelative) issues.push(['value.type', 'invalid']);
  else if (wantsRelative) {
    if (rule.value.amount === undefined) issues.push(['value.amount', 'required']);
    if (rule.value.unit === undefined) issues.push(['value.unit', 'required']);
  } else if (rule.value.at === undefined || rule.value.at === '') issues.push(['value.at', 'required']);
  else if (!(rule.type === 'dateAbsolute' ? isDate(rule.value.at) : isInstant(rule.value.at)))
    issues.push(['value.at', 'format']);
  if (rule.type === 'timeAbsolute' && rule.operator === 'eq') issues.push(['operator', 'invalid']);
  return issues;
}

const UNIT_MS: Record<AlertUnit, number> = { hours: 3_600_000, days: MS_PER_DAY, weeks: 7 * MS_PER_DAY };

/** A bound of a window of instants: `at`, included or not. */
export type Bound = { at: Date; inclusive: boolean };
/** The shift starts a rule selects: after `from` and before `to` (each optional). */
export type Window = { from: Bound | null; to: Bound | null };

const bound = (ms: number, inclusive: boolean): Bound => ({ at: new Date(ms), inclusive });

/** `x OP at` as a window on x. */
function compareWith(operator: ComparisonOperator, at: number): Window {
  switch (operator) {
    case 'lt':
      return { from: null, to: bound(at, false) };
    case 'lte':
      return { from: null, to: bound(at, true) };
    case 'eq':
      return { from: bound(at, true), to: bound(at, true) };
    case 'gte':
      return { from: bound(at, true), to: null };
    case 'gt':
      return { from: bound(at, false), to: null };
  }
}

/** `x OP [lo, hi)`, a calendar day as a whole: before it, up to its end, on it, from it, after it. */
function compareWithDay(operator: ComparisonOperator, lo: number, hi: number): Window {
  switch (operator) {
    case 'lt':
      return { from: null, to: bound(lo, false) };
    case 'lte':
      return { from: null, to: bound(hi, false) };
    case 'eq':
      return { from: bound(lo, true), to: bound(hi, false) };
    case 'gte':
      return { from: bound(lo, true), to: null };
    case 'gt':
      return { from: bound(hi, true), to: null };
  }
}

/** The operator seen from the other side: `now - s < n` is `s > now - n`. */
const MIRRORED: Record<ComparisonOperator, ComparisonOperator> = {
  lt: 'gt',
  lte: 'gte',
  eq: 'eq',
  gte: 'lte',
  gt: 'lt',
};

/** The tighter of two lower (or upper) bounds. */
function tighter(a: Bound | null, b: Bound | null, lower: boolean): Bound | null {
  if (!a || !b) return a ?? b;
  const ta = a.at.getTime();
  const tb = b.at.getTime();
  if (ta === tb) return a.inclusive ? b : a;
  return (lower ? ta > tb : ta < tb) ? a : b;
}

/** The window of a relative rule: the time until (or since) the start compared with the amount. */
function relativeWindow(rule: RuleFields, nowMs: number): Window {
  const unit = UNIT_MS[rule.value.unit ?? 'days'];
  const amount = (rule.value.amount ?? 0) * unit;
  // `eq` means within that unit: "in 2 days" is the third 24 hours from now, not one instant.
  if (CHECK_DIRECTION[rule.check] === 'until')
    return rule.operator === 'eq'
      ? { from: bound(nowMs + amount, true), to: bound(nowMs + amount + unit, false) }
      : compareWith(rule.operator, nowMs + amount);
  return rule.operator === 'eq'
    ? { from: bound(nowMs - amount - unit, false), to: bound(nowMs - amount, true) }
    : compareWith(MIRRORED[rule.operator], nowMs - amount);
}

/**
 * The window of shift starts a supported rule selects at `now`. A relative amount compares the
 * time until (or since) the start: "within 48 hours" is `lte` 48 hours. A date compares with
 * that calendar day in Europe/Helsinki; an instant with itself. Open shifts are looked for
 * ahead of now and waiting stamps behind it, whatever the operator.
 */
export function ruleWindow(rule: RuleFields, now: Date): Window {
  const nowMs = now.getTime();
  let window: Window;
  if (rule.type === 'relative') window = relativeWindow(rule, nowMs);
  else if (rule.type === 'dateAbsolute') {
    const day = rule.value.at ?? '';
    window = compareWithDay(
      rule.operator,
      zonedTime(day, 0).getTime(),
      zonedTime(addDays(day, 1), 0).getTime(),
    );
  } else window = compareWith(rule.operator, Date.parse(rule.value.at ?? ''));
  const base: Window =
    CHECK_DIRECTION[rule.check] === 'until'
      ? { from: bound(nowMs, true), to: null }
      : { from: null, to: bound(nowMs, true) };
  return { from: tighter(window.from, base.from, true), to: tighter(window.to, base.to, false) };
}

/** Whether an instant lies in a window (the evaluation's definition, for tests and examples). */
export function inWindow(window: Window, at: Date): boolean {
  const t = at.getTime();
  const { from, to } = window;
  if (from && (from.inclusive ? t < from.at.getTime() : t <= from.at.getTime())) return false;
  if (to && (to.inclusive ? t > to.at.getTime() : t >= to.at.getTime())) return false;
  return true;
}

/** Whether the window can hold anything at all (a date in the past for open shifts cannot). */
export function isEmptyWindow(window: Window): boolean {
  if (!window.from || !window.to) return false;
  const a = window.from.at.getTime();
  const b = window.to.at.getTime();
  return a > b || (a === b && !(window.from.inclusive && window.to.inclusive));
}

const INTERVAL_STEP: Record<Interval, { days?: number; months?: number }> = {
  '1d': { days: 1 },
  '1w': { days: 7 },
  '2w': { days: 14 },
  '1mo': { months: 1 },
  '3mo': { months: 3 },
  '6mo': { months: 6 },
  '1y': { months: 12 },
};

/**
 * The run after one at `last`: days are calendar days, months calendar months (31 January plus a
 * month is the last day of February), on the same UTC time of day.
 */
export function nextRunAfter(interval: Interval, last: Date): Date {
  const step = INTERVAL_STEP[interval];
  if (step.days) return new Date(last.getTime() + step.days * MS_PER_DAY);
  const d = new Date(last.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + (step.months ?? 0));
  const lastOfMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastOfMonth));
  return d;
}

/**
 * The parts a rule's sentence is made of, in order, for the web to put into words:
 * "Notify when [unfilled shifts] [of department X] start [within] [48 hours]".
 */
export function ruleSentenceParts(rule: RuleFields) {
  return {
    check: rule.check,
    scope: rule.departmentId ? 'department' : rule.customerId ? 'customer' : 'all',
    comparison: `${rule.type}.${rule.operator}` as `${RuleType}.${ComparisonOperator}`,
    amount: rule.value.amount ?? 0,
    unit: rule.value.unit ?? 'days',
    at: rule.value.at ?? '',
  } as const;
}
