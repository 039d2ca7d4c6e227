// A worker's pay line by line (spec §2 /compensation, §7 salary listings; decision 117): their
// shifts of a period through the one money rule, shown as pay only (never what the customer is
// billed), with totals over every line even when the list stops at MONEY.maxLines.
import type { SalaryListing } from '@tuura/domain/api/salaries';
import { MONEY } from '@tuura/domain/limits';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import type { MoneyLine, PayLineItem } from '@tuura/domain/schemas/money';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { inOrganizationWithRemoved } from '../../lib/scope.ts';
import { moneyLineBatches, shiftsDated } from '../money/service.ts';
import { shifts } from '../shifts/readModel.ts';

export type PayTotals = SalaryListing['totals'];
export const emptyPayTotals = (): PayTotals => ({ shifts: 0, minutes: 0, paid: 0, unpricedPay: 0 });

/** Adds one line's pay to running totals (in place): sums of lines, never rounded again. */
export function addPay(totals: PayTotals, line: Pick<MoneyLine, 'minutes' | 'pay'>): PayTotals {
  totals.shifts += 1;
  totals.minutes += line.minutes;
  totals.paid += line.pay.amount ?? 0;
  if (line.pay.amount === null) totals.unpricedPay += 1;
  return totals;
}

/** A money line without the billing side: what the worker is paid and why. */
export const toPayLine = ({ billing, billingStatus, customer, ...pay }: MoneyLine): PayLineItem => pay;

/** The period asked, or the current month in the organisation's zone. */
export function periodOf(ctx: Ctx, query: { from?: string | undefined; to?: string | undefined }) {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const today = zonedDate(ctx.now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: `${today.slice(0, 7)}-01`, to: next };
}

/** The worker's lines of [from, to) in start order, the first MONEY.maxLines, and totals over all. */
export async function salaryListing(
  ctx: Ctx,
  workerId: string,
  period: { from: string; to: string },
): Promise<SalaryListing> {
  const lines: PayLineItem[] = [];
  const totals = emptyPayTotals();
  const where = shiftsDated(ctx, period.from, period.to, eq(shifts.workerId, workerId));
  for await (const batch of moneyLineBatches(ctx.db, where)) {
    for (const line of batch) {
      addPay(totals, line);
      if (lines.length < MONEY.maxLines) lines.push(toPayLine(line));
    }
  }
  return { lines, truncated: totals.shifts > lines.length, totals };
}

/** The admin's listing of one worker: a user of the caller's organisation (a removed one too). */
export async function workerSalaryListing(ctx: Ctx, workerId: string, period: { from: string; to: string }) {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(inOrganizationWithRemoved(ctx, users, eq(users.id, workerId)))
    .limit(1);
  if (!user) throw notFound('user.notFound');
  return salaryListing(ctx, workerId, period);
}
