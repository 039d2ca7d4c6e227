// Business statistics and the difference of two periods (spec §7): both read the one
// aggregate (aggregate.ts) and name the groups of the breakdown.
import type { BusinessStatistics, ReportDiff } from '@tuura/domain/api/business';
import type { ReportingPeriod } from '@tuura/domain/enums';
import { MONEY } from '@tuura/domain/limits';
import { periodsBetween } from '@tuura/domain/rules/reportingPeriod';
import type { BusinessTotals } from '@tuura/domain/schemas/money';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { inOrganization, inOrganizationWithRemoved } from '../../lib/scope.ts';
import { customers, departments } from '../customers/readModel.ts';
import { users } from '../users/readModel.ts';
import {
  type Aggregate,
  aggregateMoney,
  emptyBusinessTotals,
  type GroupBy,
  mergeAggregates,
  splitByPeriods,
} from './aggregate.ts';

type PlaceFilter = { customerId?: string | undefined; departmentId?: string | undefined };
type Range = { from: string; to: string };

/** The customer and department a call filters by must be the caller's (another's → 404). */
async function checkPlaces(ctx: Ctx, filter: PlaceFilter) {
  if (filter.customerId) {
    const [row] = await ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(inOrganization(ctx, customers, eq(customers.id, filter.customerId)));
    if (!row) throw notFound('customer.notFound');
  }
  if (filter.departmentId) {
    const [row] = await ctx.db
      .select({ id: departments.id })
      .from(departments)
      .where(inOrganization(ctx, departments, eq(departments.id, filter.departmentId)));
    if (!row) throw notFound('department.notFound');
  }
}

/** How many connections one report reads on at once (the database server's cores). */
const PARALLEL_READS = 2;

/**
 * The aggregate in transactions whose planner settings suit one large grouping: no JIT (its
 * compilation alone took 3 s of a 10 s year), room to hash the groups in memory, no parallel
 * workers. A range of several periods is read as consecutive runs of periods at once, then added
 * up (exact: every shift falls in one period).
 */
/** The longest a report's query may run before it is stopped (its connection goes back to the pool). */
const REPORT_TIMEOUT_MS = 60_000;

async function aggregateIn(ctx: Ctx, q: Parameters<typeof aggregateMoney>[2]): Promise<Aggregate> {
  const parts = await Promise.all(
    splitByPeriods(q, PARALLEL_READS).map((run) =>
      ctx.db.transaction(async (tx) => {
        // The runs are the parallelism; the planner's own workers sorted a million rows to merge.
        await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '128MB', true),
          set_config('max_parallel_workers_per_gather', '0', true),
          set_config('statement_timeout', ${String(REPORT_TIMEOUT_MS)}, true)`);
        return aggregateMoney(ctx, tx, run);
      }),
    ),
  );
  return mergeAggregates(parts);
}

/** Names of the breakdown's keys; a removed customer, department or worker keeps its name. */
async function namesOf(ctx: Ctx, db: DbOrTx, groupBy: GroupBy, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows =
    groupBy === 'worker'
      ? await db
          .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
          .from(users)
          .where(inOrganizationWithRemoved(ctx, users, inArray(users.id, ids)))
      : groupBy === 'department'
        ? await db
            .select({ id: departments.id, name: departments.name })
            .from(departments)
            .where(inOrganizationWithRemoved(ctx, departments, inArray(departments.id, ids)))
        : await db
            .select({ id: customers.id, name: customers.name })
            .from(customers)
            .where(inOrganizationWithRemoved(ctx, customers, inArray(customers.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Groups by revenue (then name), at most MONEY.maxBreakdownRows. */
async function namedGroups<T>(
  ctx: Ctx,
  groupBy: GroupBy,
  keys: (string | null)[],
  revenueOf: (key: string | null) => number,
  row: (key: string | null, name: string) => T,
) {
  const ordered = [...keys].sort((x, y) => revenueOf(y) - revenueOf(x) || String(x).localeCompare(String(y)));
  const shown = ordered.slice(0, MONEY.maxBreakdownRows);
  const names = await namesOf(
    ctx,
    ctx.db,
    groupBy,
    shown.filter((k): k is string => k !== null),
  );
  return {
    rows: shown.map((key) => row(key, key === null ? '' : (names.get(key) ?? ''))),
    truncated: ordered.length > shown.length,
  };
}

export type StatisticsInput = Range &
  PlaceFilter & {
    period: ReportingPeriod;
    groupBy: GroupBy;
  };

/** Totals per reporting period of [from, to), the breakdown and the grand totals. */
export async function businessStatistics(ctx: Ctx, input: StatisticsInput): Promise<BusinessStatistics> {
  await checkPlaces(ctx, input);
  const periods = periodsBetween(input.from, input.to, input.period);
  const aggregate = await aggregateIn(ctx, {
    ...input,
    periodStarts: periods.map((p) => p.start),
  });
  const { rows, truncated } = await namedGroups(
    ctx,
    input.groupBy,
    [...aggregate.groups.keys()],
    (key) => aggregate.groups.get(key)?.billed ?? 0,
    (key, name) => ({ _id: key, name, totals: aggregate.groups.get(key) ?? emptyBusinessTotals() }),
  );
  return {
    periods: periods.map((p, i) => ({ ...p, totals: aggregate.periods[i] ?? emptyBusinessTotals() })),
    groups: rows,
    truncated,
    totals: aggregate.totals,
  };
}

export type DiffInput = PlaceFilter & { a: Range; b: Range; groupBy: GroupBy };

/** Two periods side by side per group, ordered by the larger revenue of the two. */
export async function reportDiff(ctx: Ctx, input: DiffInput): Promise<ReportDiff> {
  await checkPlaces(ctx, input);
  const one = (range: Range) => aggregateIn(ctx, { ...input, ...range, periodStarts: [range.from] });
  const [a, b] = await Promise.all([one(input.a), one(input.b)]);
  const keys = new Set([...a.groups.keys(), ...b.groups.keys()]);
  const totalsOf = (side: Aggregate, key: string | null): BusinessTotals =>
    side.groups.get(key) ?? emptyBusinessTotals();
  const { rows, truncated } = await namedGroups(
    ctx,
    input.groupBy,
    [...keys],
    (key) => Math.max(totalsOf(a, key).billed, totalsOf(b, key).billed),
    (key, name) => ({ _id: key, name, a: totalsOf(a, key), b: totalsOf(b, key) }),
  );
  return { rows, truncated, totals: { a: a.totals, b: b.totals } };
}
