// Business statistics over a year of an organisation's shifts (docs/decisions/119):
// a million shifts are too many to stream through `shiftMoney` one by one, so SQL counts the
// shifts per (period, group) and per everything that decides a line's amount — shift type, the
// billing and salary texts, the worker's salary value in force on the shift's date, the pay type
// and the minutes the stamp rule counts — and the domain prices each distinct combination once.
// Every shift of a combination has the same inputs, so the same line: count × line is exact.
import type { PayType, ShiftType } from '@tuura/domain/enums';
import { TIME } from '@tuura/domain/limits';
import type { CompensationScheme } from '@tuura/domain/rules/compensation';
import { MS_PER_MINUTE } from '@tuura/domain/rules/instant';
import { addToTotals, emptyTotals, margin, type SalaryValue, shiftMoney } from '@tuura/domain/rules/pay';
import type { TimeEffective } from '@tuura/domain/rules/timeEffective';
import { zonedTime } from '@tuura/domain/rules/zonedTime';
import type { BusinessTotals } from '@tuura/domain/schemas/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { organizationOf } from '../../lib/scope.ts';
import { departments } from '../customers/readModel.ts';
import { shifts } from '../shifts/readModel.ts';
import { users } from '../users/readModel.ts';

export type GroupBy = 'customer' | 'department' | 'worker';

export type AggregateQuery = {
  /** The dates [from, to) in the organisation's zone. */
  from: string;
  to: string;
  /** The first date of each reporting period, ascending, the first one `from`. */
  periodStarts: readonly string[];
  groupBy: GroupBy;
  customerId?: string | undefined;
  departmentId?: string | undefined;
};

/** One count of shifts that share every input of their money. */
type CountRow = {
  period: number;
  key: string | null;
  filled: boolean;
  worked: boolean;
  type: number | null;
  billing: string | null;
  salary: string | null;
  rate: string | null;
  scheme: string | null;
  pay_type: string | null;
  minutes: number | null;
  n: string | number;
};

/**
 * The minutes a shift counts by the stamp rule (spec §4, `effectiveTimes`): a stamp waiting for
 * approval (stamped, not approved, not marked not completed) counts its stamped times, a time
 * left empty falling back to the planned one; everything else counts the planned times. Rounded
 * to the nearest minute as the domain does (a half up; `round` on a double would round to even).
 */
export const effectiveMinutesSql = sql`greatest(0, floor(date_part('epoch',
  case when s.stamp_approved <> 1 and s.stamped and not s.stamp_not_completed
    then coalesce(s.stamp_to, s."to") - coalesce(s.stamp_from, s."from")
    else s."to" - s."from" end) / 60 + 0.5))::int`;

const groupKey: Record<GroupBy, SQL> = {
  customer: sql`d.customer_id`,
  department: sql`s.department_id`,
  worker: sql`s.worker_id`,
};

/**
 * Counts of the shifts in [from, to) per period, group and money inputs. A worker's salary value
 * in force on a shift's date is the entry with the latest validFrom on or before it (`valueOn`):
 * the entries become midnight instants in the zone, sorted, and `width_bucket` picks the last one
 * at or before the shift's start (among equal dates, the first in the list, as `valueOn` does).
 * Money columns are null for shifts without money (open or running): they only count as planned.
 */
async function countShifts(ctx: Ctx, db: DbOrTx, q: AggregateQuery): Promise<CountRow[]> {
  const org = organizationOf(ctx);
  const zone = TIME.zone;
  const starts = q.periodStarts.map((date) => zonedTime(date, 0).toISOString());
  const worked = sql`s.worker_id is not null and s."to" is not null`;
  const ifWorked = (value: SQL) => sql`case when ${worked} then ${value} end`;
  const result = await db.execute(sql`
    with worker_salaries as (
      -- One row per worker (an aggregate per worker, not a join of their entries): the planner
      -- then hashes the 20,000 workers, not the million shifts.
      select u.id, u.pay_type, v.bounds, v.rates, v.schemes
      from ${users} u, lateral (
        select coalesce(array_agg((e.value->>'validFrom')::timestamp at time zone ${zone}
            order by e.value->>'validFrom', e.n desc), '{}') as bounds,
          array_agg(e.value->'value'->>'rate' order by e.value->>'validFrom', e.n desc) as rates,
          array_agg(e.value->'value'->>'scheme' order by e.value->>'validFrom', e.n desc) as schemes
        from jsonb_array_elements(u.salaries) with ordinality e(value, n)) v
      where u.organization_id = ${org}
    ),
    counted as (
      select width_bucket(s."from", ${`{${starts.join(',')}}`}::timestamptz[]) as period,
        ${groupKey[q.groupBy]} as key,
        s.worker_id is not null as filled,
        ${worked} as worked,
        ${ifWorked(sql`s.type`)} as type,
        ${ifWorked(sql`s.billing`)} as billing,
        ${ifWorked(sql`s.salary`)} as salary,
        ${ifWorked(sql`w.rates[width_bucket(s."from", w.bounds)]`)} as rate,
        ${ifWorked(sql`w.schemes[width_bucket(s."from", w.bounds)]`)} as scheme,
        ${ifWorked(sql`w.pay_type`)} as pay_type,
        ${ifWorked(effectiveMinutesSql)} as minutes
      from ${shifts} s
      left join ${departments} d on d.organization_id = s.organization_id and d.id = s.department_id
      left join worker_salaries w on w.id = s.worker_id
      where s.organization_id = ${org} and s.deleted_at is null
        and s."from" >= ${zonedTime(q.from, 0).toISOString()}::timestamptz
        and s."from" < ${zonedTime(q.to, 0).toISOString()}::timestamptz
        ${q.customerId ? sql`and d.customer_id = ${q.customerId}` : sql``}
        ${q.departmentId ? sql`and s.department_id = ${q.departmentId}` : sql``}
    )
    select period, key, filled, worked, type, billing, salary, rate, scheme, pay_type, minutes, count(*) as n
    from counted
    group by period, key, filled, worked, type, billing, salary, rate, scheme, pay_type, minutes`);
  return (result as unknown as { rows: CountRow[] }).rows;
}

/** The money of one line with these inputs, through the domain's one rule. */
function lineOf(row: CountRow) {
  // The worker's value in force on the shift's date, as the only entry (or none, as SQL found).
  const salaries: TimeEffective<SalaryValue>[] =
    row.rate === null && row.scheme === null
      ? []
      : [
          {
            validFrom: '0000-01-01',
            value: { rate: row.rate ?? '', scheme: row.scheme as CompensationScheme },
          },
        ];
  const money = shiftMoney(
    {
      from: new Date(0),
      to: new Date((row.minutes ?? 0) * MS_PER_MINUTE),
      type: row.type as ShiftType,
      billing: row.billing ?? '',
      salary: row.salary ?? '',
    },
    { payType: row.pay_type as PayType | null, salaries },
  );
  if (!money) throw new Error('a counted line has an end');
  return money;
}

export const emptyBusinessTotals = (): BusinessTotals => ({
  ...emptyTotals(),
  margin: 0,
  planned: 0,
  filled: 0,
});

/** Adds `n` shifts of one count row to totals (a line's money times its count). */
function addCount(totals: BusinessTotals, row: CountRow, n: number, line: ReturnType<typeof lineOf> | null) {
  totals.planned += n;
  if (row.filled) totals.filled += n;
  if (!line) return;
  const one = addToTotals(emptyTotals(), line);
  totals.shifts += n * one.shifts;
  totals.minutes += n * one.minutes;
  totals.billed += n * one.billed;
  totals.paid += n * one.paid;
  totals.unpricedBilling += n * one.unpricedBilling;
  totals.unpricedPay += n * one.unpricedPay;
  totals.margin = margin(totals);
}

export type Aggregate = {
  /** Totals per period, in the order of `periodStarts`. */
  periods: BusinessTotals[];
  /** Totals per group key (null: shifts without a department or worker). */
  groups: Map<string | null, BusinessTotals>;
  totals: BusinessTotals;
};

/** Totals per period and per group of the shifts `q` picks, priced line by line by the domain. */
export async function aggregateMoney(ctx: Ctx, db: DbOrTx, q: AggregateQuery): Promise<Aggregate> {
  const rows = await countShifts(ctx, db, q);
  const periods = q.periodStarts.map(emptyBusinessTotals);
  const groups = new Map<string | null, BusinessTotals>();
  const totals = emptyBusinessTotals();
  const lines = new Map<string, ReturnType<typeof lineOf>>();
  for (const row of rows) {
    let line: ReturnType<typeof lineOf> | null = null;
    if (row.worked) {
      const inputs = JSON.stringify([
        row.type,
        row.billing,
        row.salary,
        row.rate,
        row.scheme,
        row.pay_type,
        row.minutes,
      ]);
      line = lines.get(inputs) ?? lineOf(row);
      lines.set(inputs, line);
    }
    const n = Number(row.n);
    const period = periods[row.period - 1];
    if (period) addCount(period, row, n, line);
    const group = groups.get(row.key) ?? emptyBusinessTotals();
    groups.set(row.key, group);
    addCount(group, row, n, line);
    addCount(totals, row, n, line);
  }
  return { periods, groups, totals };
}

/** Sums of two totals (each a sum of lines, so their sum is exact). */
export function addTotals(a: BusinessTotals, b: BusinessTotals): BusinessTotals {
  const sum = emptyBusinessTotals();
  for (const key of Object.keys(sum) as (keyof BusinessTotals)[]) sum[key] = a[key] + b[key];
  return sum;
}

/** Aggregates of consecutive ranges as one: periods in order, groups and totals added. */
export function mergeAggregates(parts: readonly Aggregate[]): Aggregate {
  const groups = new Map<string | null, BusinessTotals>();
  for (const part of parts)
    for (const [key, totals] of part.groups)
      groups.set(key, addTotals(groups.get(key) ?? emptyBusinessTotals(), totals));
  return {
    periods: parts.flatMap((p) => p.periods),
    groups,
    totals: parts.reduce((sum, p) => addTotals(sum, p.totals), emptyBusinessTotals()),
  };
}

/**
 * A query's periods cut into at most `parts` consecutive runs, each a query of its own: a year by
 * month is two half-years read on two connections at once (the server has two cores).
 */
export function splitByPeriods(q: AggregateQuery, parts: number): AggregateQuery[] {
  const size = Math.ceil(q.periodStarts.length / parts);
  const runs: AggregateQuery[] = [];
  for (let i = 0; i < q.periodStarts.length; i += size) {
    const periodStarts = q.periodStarts.slice(i, i + size);
    const next = q.periodStarts[i + size];
    runs.push({ ...q, from: i === 0 ? q.from : (periodStarts[0] as string), to: next ?? q.to, periodStarts });
  }
  return runs;
}
