// Money in the bench data: every department bills one of a few rates (a fixed price
// per shift for some), a few shifts carry their own pay, and every worker has a salary value with
// a compensation scheme that changed once, mid-month, about half a year before the anchor day.
// Each is an SQL expression of a row's own columns, so the generator and addMoney.mjs (which
// patches a database loaded before money existed) write the same values.
import { type SQL, sql } from 'drizzle-orm';
import { pick } from './sql.ts';

const BILLING_RATES = ['58,00', '62,50', '66,40', '71,20', '74,90', '68,00', '59,90', '300 €/vuoro'];
const SALARY_RATES = ['28,50', '31,20', '33,80', '36,40', '42,00'];
const SCHEMES = [
  'regular',
  'regular',
  'regular',
  'regular',
  'regular',
  'lapland',
  'eastFinland',
  'archipelago',
  'el15',
  'el20',
];

const drawOf = (column: SQL, i: number) =>
  sql`get_byte(decode(md5(${column}::text), 'hex'), ${sql.raw(String(i))})`;

/** A department's billing rate, from its id (templates and shifts of it bill the same). */
export const billingOf = (departmentId: SQL) => pick(BILLING_RATES, drawOf(departmentId, 0));

/** A shift's own pay text: about 1 in 50 carries a fixed price per shift, the rest none. */
export const ownSalaryOf = (shiftId: SQL) =>
  sql`case when ${drawOf(shiftId, 1)} < 5 then '280 €/vuoro' else '' end`;

/**
 * A worker's salaries: a rate and scheme from the start, then 1,50 € more from a mid-month day
 * about 200 days before the anchor day (the worker's number picks the rate, scheme and day).
 */
export function salariesOf(n: SQL, anchorDate: string): SQL {
  const changedOn = sql`to_char(${anchorDate}::date - 200 + ((${n}) % 20), 'YYYY-MM-DD')`;
  const base = pick(SALARY_RATES, n);
  const scheme = pick(SCHEMES, sql`(${n}) / 5`);
  const raised = sql`replace(to_char(replace(${base}, ',', '.')::numeric + 1.5, 'FM990.00'), '.', ',')`;
  return sql`jsonb_build_array(
    jsonb_build_object('validFrom', '2020-01-01', 'value', jsonb_build_object('rate', ${base}, 'scheme', ${scheme})),
    jsonb_build_object('validFrom', ${changedOn}, 'value', jsonb_build_object('rate', ${raised}, 'scheme', ${scheme})))`;
}
