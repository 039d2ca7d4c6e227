// What one shift bills and pays (docs/decisions/117): the times that count come from the
// stamp rule (spec §4), the shift type decides whether it is billed and paid, the worker's pay
// type whether a shift is paid by the hour, and the rates come from the shift's own texts or the
// worker's salary value in force on the shift's date, times their compensation scheme. Every
// amount is whole cents, rounded once per line; totals are sums of lines.
import { type PayType, ShiftType } from '../enums.ts';
import {
  COMPENSATION_MULTIPLIERS,
  type CompensationScheme,
  DEFAULT_COMPENSATION_SCHEME,
} from './compensation.ts';
import { type Instant, MS_PER_MINUTE, toMillis } from './instant.ts';
import {
  BASIS_POINTS,
  type Cents,
  MAX_LINE_CENTS,
  parseRate,
  type Rate,
  scaledLineAmount,
  sumCents,
} from './money.ts';
import { effectiveTimes, type Stamp, stampState, usesStampedTimes } from './stamp.ts';
import { type TimeEffective, valueOn } from './timeEffective.ts';
import { zonedDate } from './zonedTime.ts';

/** Which shift types are billed to the customer and paid to the worker. */
export const SHIFT_TYPE_MONEY: Record<ShiftType, { billed: boolean; paid: boolean }> = {
  [ShiftType.shift]: { billed: true, paid: true },
  // Sick pay is the employer's; the customer got no work.
  [ShiftType.sick]: { billed: false, paid: true },
  // Training is the organisation's own cost.
  [ShiftType.training]: { billed: false, paid: true },
  // Unpaid time (leave): neither billed nor paid, its hours still shown.
  [ShiftType.noSalary]: { billed: false, paid: false },
};

/** Pay types paid per shift by the hour; the others are paid a monthly salary outside the lines. */
export const PAID_PER_SHIFT: Record<PayType, boolean> = {
  hourly: true,
  billing: true,
  billingSubcontractor: true,
  monthly: false,
  admin: false,
};
/** Pay types that go to payroll (the salary report); the billing ones send their own invoices. */
export const ON_PAYROLL: Record<PayType, boolean> = {
  hourly: true,
  monthly: true,
  admin: true,
  billing: false,
  billingSubcontractor: false,
};
/** A worker without a pay type is paid by the hour on payroll. */
export const DEFAULT_PAY_TYPE: PayType = 'hourly';

/** A worker's salary value: a rate text (money.ts) and the scheme applied to it. */
export type SalaryValue = { rate: string; scheme: CompensationScheme };

/** Why the times are the ones that count (spec §4). */
export type TimesSource = 'planned' | 'stamped' | 'approved' | 'notCompleted';

/**
 * Why a line has the amount it has. `outOfRange`: the rate times the hours is above
 * MAX_LINE_CENTS (an absurd shift or rate), so the line is unpriced rather than an inexact sum.
 */
export const LINE_REASONS = [
  'priced',
  'unassigned',
  'typeNotBilled',
  'typeNotPaid',
  'monthlySalary',
  'noRate',
  'unreadableRate',
  'outOfRange',
] as const;
export type LineReason = (typeof LINE_REASONS)[number];

export type BillingLine = { rate: Rate | null; amount: Cents | null; reason: LineReason };
export type PayLine = BillingLine & { scheme: CompensationScheme; multiplier: number };

export type MoneyShift = {
  from: Instant;
  /** Null while the shift runs: it has no money yet. */
  to: Instant | null;
  type: ShiftType;
  stamp?: Stamp | null;
  billing: string;
  salary: string;
};

export type MoneyWorker = { payType: PayType | null; salaries: readonly TimeEffective<SalaryValue>[] };

export type ShiftMoney = {
  /** The zone's date of the planned start: the period the shift belongs to, and its salary value. */
  date: string;
  from: Date;
  to: Date;
  minutes: number;
  times: TimesSource;
  billing: BillingLine;
  pay: PayLine;
};

function timesSource(shift: MoneyShift): TimesSource {
  if (usesStampedTimes(shift as { stamp?: Stamp | null })) return 'stamped';
  if (shift.stamp?.notCompleted) return 'notCompleted';
  return stampState(shift as { stamp?: Stamp | null }) === 'approved' ? 'approved' : 'planned';
}

/**
 * A rate text to a line: empty → noRate, unreadable → unreadableRate, above MAX_LINE_CENTS →
 * outOfRange (never guessed, and no line can push a total past exact integers).
 */
function priced(text: string, minutes: number, basisPoints: number): BillingLine {
  if (text.trim() === '') return { rate: null, amount: null, reason: 'noRate' };
  const rate = parseRate(text);
  if (!rate) return { rate: null, amount: null, reason: 'unreadableRate' };
  const amount = scaledLineAmount(rate, minutes, basisPoints);
  if (amount > MAX_LINE_CENTS) return { rate, amount: null, reason: 'outOfRange' };
  return { rate, amount, reason: 'priced' };
}

/**
 * A shift's money; null for a running shift (no end yet), which counts once it ends. An open shift
 * (`worker` null: nobody works it) is neither billed nor paid, its hours still shown.
 */
export function shiftMoney(shift: MoneyShift, worker: MoneyWorker | null): ShiftMoney | null {
  if (shift.to === null) return null;
  const times = effectiveTimes({ from: shift.from, to: shift.to, stamp: shift.stamp });
  const from = new Date(toMillis(times.from));
  const to = new Date(toMillis(times.to));
  const minutes = Math.max(0, Math.round((to.getTime() - from.getTime()) / MS_PER_MINUTE));
  const date = zonedDate(shift.from);
  const rules = SHIFT_TYPE_MONEY[shift.type] ?? SHIFT_TYPE_MONEY[ShiftType.shift];

  const billing: BillingLine = !worker
    ? { rate: null, amount: 0, reason: 'unassigned' }
    : rules.billed
      ? priced(shift.billing, minutes, BASIS_POINTS)
      : { rate: null, amount: 0, reason: 'typeNotBilled' };

  const salaryValue = worker ? valueOn(worker.salaries, date) : undefined;
  const scheme = salaryValue?.scheme ?? DEFAULT_COMPENSATION_SCHEME;
  const multiplier = COMPENSATION_MULTIPLIERS[scheme] ?? BASIS_POINTS;
  const payType = worker?.payType ?? DEFAULT_PAY_TYPE;
  let pay: PayLine;
  if (!worker) pay = { rate: null, amount: 0, reason: 'unassigned', scheme, multiplier };
  else if (!rules.paid) pay = { rate: null, amount: 0, reason: 'typeNotPaid', scheme, multiplier };
  else if (!PAID_PER_SHIFT[payType])
    pay = { rate: null, amount: 0, reason: 'monthlySalary', scheme, multiplier };
  else {
    // The shift's own salary text wins over the worker's value; an unreadable one is not skipped.
    const text = shift.salary.trim() !== '' ? shift.salary : (salaryValue?.rate ?? '');
    pay = { ...priced(text, minutes, multiplier), scheme, multiplier };
  }
  return { date, from, to, minutes, times: timesSource(shift), billing, pay };
}

export type MoneyTotals = {
  shifts: number;
  minutes: number;
  billed: Cents;
  paid: Cents;
  /** Lines that should carry an amount and have no readable rate. */
  unpricedBilling: number;
  unpricedPay: number;
};

export const emptyTotals = (): MoneyTotals => ({
  shifts: 0,
  minutes: 0,
  billed: 0,
  paid: 0,
  unpricedBilling: 0,
  unpricedPay: 0,
});

/** Adds one shift's lines to running totals (in place, for streaming a long period). */
export function addToTotals(
  totals: MoneyTotals,
  money: Pick<ShiftMoney, 'minutes' | 'billing' | 'pay'>,
): MoneyTotals {
  totals.shifts += 1;
  totals.minutes += money.minutes;
  totals.billed += money.billing.amount ?? 0;
  totals.paid += money.pay.amount ?? 0;
  if (money.billing.amount === null) totals.unpricedBilling += 1;
  if (money.pay.amount === null) totals.unpricedPay += 1;
  return totals;
}

/** Totals of many shifts' money: sums of their lines, never rounded again. */
export function moneyTotals(lines: readonly ShiftMoney[]): MoneyTotals {
  const totals = emptyTotals();
  for (const line of lines) addToTotals(totals, line);
  return totals;
}

/** Margin is revenue less cost, both sums of lines. */
export const margin = (totals: Pick<MoneyTotals, 'billed' | 'paid'>): Cents =>
  sumCents([totals.billed, -totals.paid]);
