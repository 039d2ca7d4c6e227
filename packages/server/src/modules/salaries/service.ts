// A worker's salary values over time (spec §3 time-effective values; decision 117): the rate and
// compensation scheme from a date. Saving also refreshes `users.salary_value`, the rate in force
// today, which older screens and exports read as the worker's salary.

import type { SalaryValue } from '@tuura/domain/rules/pay';
import { type TimeEffective, valueOn } from '@tuura/domain/rules/timeEffective';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import type { SalaryList } from '@tuura/domain/schemas/money';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';

/** Entries by date, oldest first: the order the editor shows and `valueOn` does not need. */
export const byValidFrom = (list: readonly TimeEffective<SalaryValue>[]) =>
  [...list].sort((a, b) => a.validFrom.localeCompare(b.validFrom));

/** The rate text in force on `today`, '' without one: what `salary_value` mirrors. */
export const rateInForce = (list: readonly TimeEffective<SalaryValue>[], today: string) =>
  valueOn(list, today)?.rate ?? '';

export async function getSalaries(ctx: Ctx, id: string): Promise<SalaryList> {
  const [row] = await ctx.db
    .select({ salaries: users.salaries })
    .from(users)
    .where(inOrganization(ctx, users, eq(users.id, id)))
    .limit(1);
  if (!row) throw notFound('user.notFound');
  return byValidFrom(row.salaries ?? []);
}

/** Replaces the list in one transaction; the audit names how many entries, never the rates. */
export async function setSalaries(ctx: Ctx, id: string, list: SalaryList): Promise<SalaryList> {
  const salaries = byValidFrom(list);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ salaries, salaryValue: rateInForce(salaries, zonedDate(ctx.now)), updatedAt: ctx.now })
      .where(inOrganization(ctx, users, eq(users.id, id)))
      .returning({ id: users.id });
    if (!row) throw notFound('user.notFound');
    await audit(ctx, tx, {
      organizationId: organizationOf(ctx),
      action: 'user.salaries',
      targetType: 'user',
      targetId: id,
      data: { entries: salaries.length },
    });
  });
  return salaries;
}

// The listings and the payroll report, behind the same door (decision 145).
export { periodOf, salaryListing, workerSalaryListing } from './listing.ts';
export { salaryReport, salaryReportTable } from './report.ts';
