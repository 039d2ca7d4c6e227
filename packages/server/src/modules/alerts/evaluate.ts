// What an alert's rule finds at a time (decision 113): the rule's window (a pure domain function)
// becomes one condition on shifts served by a partial index (open shifts by start, or stamps
// waiting by start), counted up to a cap, with the first few matches as examples.
import { REQUEST } from '@tuura/domain/limits';
import { ruleWindow, type Window } from '@tuura/domain/rules/alert';
import type { AlertResult, AlertRule } from '@tuura/domain/schemas/alert';
import { and, asc, eq, gt, gte, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { stampWaitsForApproval } from '../../db/schema/index.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { departments } from '../customers/readModel.ts';
import { shifts } from '../shifts/readModel.ts';

/** Matches a run keeps and tells of beside the count. */
export const ALERT_EXAMPLES = 5;

function windowCondition(window: Window): (SQL | undefined)[] {
  const { from, to } = window;
  return [
    from ? (from.inclusive ? gte(shifts.from, from.at) : gt(shifts.from, from.at)) : undefined,
    to ? (to.inclusive ? lte(shifts.from, to.at) : lt(shifts.from, to.at)) : undefined,
  ];
}

/** The shifts a rule is about, in the actor's organisation, at `now`. */
export function ruleCondition(ctx: Ctx, rule: AlertRule, now: Date): SQL {
  const kind = rule.check === 'unfilledShifts' ? isNull(shifts.workerId) : stampWaitsForApproval(shifts);
  const place = rule.departmentId
    ? eq(shifts.departmentId, rule.departmentId)
    : rule.customerId
      ? sql`${shifts.departmentId} in (select ${departments.id} from ${departments}
          where ${departments.organizationId} = ${organizationOf(ctx)} and ${departments.customerId} = ${rule.customerId})`
      : undefined;
  return inOrganization(ctx, shifts, kind, place, ...windowCondition(ruleWindow(rule, now)));
}

/** The matching shifts counted up to REQUEST.maxCountedTotal (a LIMIT under the count). */
export function ruleCountQuery(ctx: Ctx, db: DbOrTx, rule: AlertRule, now: Date) {
  const capped = db
    .select({ one: sql`1` })
    .from(shifts)
    .where(ruleCondition(ctx, rule, now))
    .limit(REQUEST.maxCountedTotal)
    .as('capped');
  return db.select({ n: sql<number>`count(*)::int` }).from(capped);
}

/** The first few matching shifts by start, with their department's name. */
export function ruleExamplesQuery(ctx: Ctx, db: DbOrTx, rule: AlertRule, now: Date) {
  return db
    .select({
      _id: shifts.id,
      name: shifts.name,
      from: shifts.from,
      departmentName: sql<string>`coalesce(${departments.name}, '')`,
    })
    .from(shifts)
    .leftJoin(
      departments,
      and(eq(departments.organizationId, shifts.organizationId), eq(departments.id, shifts.departmentId)),
    )
    .where(ruleCondition(ctx, rule, now))
    .orderBy(asc(shifts.from), asc(shifts.id))
    .limit(ALERT_EXAMPLES);
}

/** How many shifts match and the first few by start. */
export async function evaluateRule(ctx: Ctx, db: DbOrTx, rule: AlertRule, now: Date): Promise<AlertResult> {
  const [counted] = await ruleCountQuery(ctx, db, rule, now);
  const examples = await ruleExamplesQuery(ctx, db, rule, now);
  return {
    count: counted?.n ?? 0,
    examples: examples.map((e) => ({ ...e, from: e.from.toISOString() })),
  };
}
