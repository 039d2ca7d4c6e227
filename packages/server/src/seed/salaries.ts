// Demo salary values (decision 117): every worker has an hourly rate from 2024 with a
// compensation scheme (a few regional or EL ones) and an accounting id for payroll; the demo
// worker's rate changes in the middle of the current month, so /compensation shows both rates.

import type { SalaryValue } from '@tuura/domain/rules/pay';
import type { TimeEffective } from '@tuura/domain/rules/timeEffective';
import { valueOn } from '@tuura/domain/rules/timeEffective';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { byKey } from '../lib/scope.ts';

const RATES = ['21,50', '23,00', '24,80', '26,00', '28,50'];
const SCHEMES: SalaryValue['scheme'][] = ['regular', 'regular', 'el15', 'regular', 'lapland', 'archipelago'];

/** Salary values of the demo's workers (not the admin or the reader), in seed order. */
export async function seedSalaries(
  tx: DbOrTx,
  organizationId: string,
  workers: { id: string; email: string }[],
  opts: { now: Date; changesMidMonth: string },
) {
  const today = zonedDate(opts.now);
  for (const [i, worker] of workers.entries()) {
    const base = {
      rate: RATES[i % RATES.length] ?? '23,00',
      scheme: SCHEMES[i % SCHEMES.length] ?? 'regular',
    };
    const salaries: TimeEffective<SalaryValue>[] = [{ validFrom: '2024-01-01', value: base }];
    if (worker.email === opts.changesMidMonth)
      salaries.push({ validFrom: `${today.slice(0, 7)}-15`, value: { rate: '24,50', scheme: 'el15' } });
    await tx
      .update(users)
      .set({
        salaries,
        salaryValue: valueOn(salaries, today)?.rate ?? '',
        accountingId: `TU-${String(1001 + i)}`,
      })
      .where(byKey(users, { organizationId, id: worker.id }));
  }
}
