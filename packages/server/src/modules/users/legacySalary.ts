// `work.salaryValue` on the admin's user create and update (decision 120): the older single salary
// field, kept for API clients. The salary values over time (users.salaries) are the truth; the
// field reads as the rate in force today and, when sent with another rate, starts that rate from
// today (keeping the scheme in force). It changes pay, so it needs all on compensation as well.
import { hasEdit } from '@tuura/domain/permissions';
import { parseRate } from '@tuura/domain/rules/money';
import type { SalaryValue } from '@tuura/domain/rules/pay';
import { type TimeEffective, valueOn } from '@tuura/domain/rules/timeEffective';
import { type Ctx, permissionsOf } from '../../context.ts';
import { fail, invalid } from '../../errors.ts';

type Salaries = TimeEffective<SalaryValue>[];

/** What `salary_value` shows: the rate in force today; a user never given salaries keeps the old text. */
export const salaryValueOf = (row: { salaries: Salaries | null; salaryValue: string }, today: string) =>
  row.salaries && row.salaries.length > 0 ? (valueOn(row.salaries, today)?.rate ?? '') : row.salaryValue;

/**
 * The salary columns after the legacy field was sent (`undefined` when it changes nothing): the
 * new rate valid from today, replacing an entry of today. Sending '' while a rate is in force is
 * refused (ending a salary is an edit of the list, not of this field).
 */
export function salariesFromLegacyField(
  ctx: Ctx,
  current: { salaries: Salaries | null; salaryValue: string },
  sent: string | undefined,
  today: string,
): { salaries: Salaries; salaryValue: string } | undefined {
  if (sent === undefined || sent === salaryValueOf(current, today)) return undefined;
  if (!hasEdit(permissionsOf(ctx), 'compensation')) throw fail('auth.notAuthorized');
  if (sent === '') throw invalid({ 'user.work.salaryValue': { key: 'required' } });
  if (!parseRate(sent)) throw invalid({ 'user.work.salaryValue': { key: 'rate' } });
  const list = current.salaries ?? [];
  const scheme = valueOn(list, today)?.scheme ?? 'regular';
  const salaries = [
    ...list.filter((e) => e.validFrom !== today),
    { validFrom: today, value: { rate: sent, scheme } },
  ];
  salaries.sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  return { salaries, salaryValue: sent };
}
