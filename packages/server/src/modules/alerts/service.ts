// Alerts (spec §7, decision 113): an admin's staffing rules, stored as validated JSON, run on
// their recurrence by job.ts or at once through `runAlertNow`. Every query is scoped to the
// caller's organisation; a rule's department or customer must be the organisation's own.
import type { Interval, Locale } from '@tuura/domain/enums';
import { nextRunAfter } from '@tuura/domain/rules/alert';
import type { Alert, AlertInput, AlertResult, AlertRule, AlertUpdate } from '@tuura/domain/schemas/alert';
import { asc, eq, sql } from 'drizzle-orm';
import { actingUserIdOf, type Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { alerts } from '../../db/schema/index.ts';
import { fail, notFound } from '../../errors.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { customers, departments } from '../customers/readModel.ts';
import { notifyFromSelect } from '../notifications/service.ts';
import { users } from '../users/readModel.ts';
import { evaluateRule } from './evaluate.ts';
import { alertNotice } from './notices.ts';

type Row = typeof alerts.$inferSelect;

const toAlert = (row: Row): Alert => ({
  _id: row.id,
  name: row.name,
  rule: row.rule as AlertRule,
  recurrence: row.recurrence as Interval,
  isEnabled: row.isEnabled,
  lastRunAt: row.lastRunAt?.toISOString() ?? null,
  lastResult: (row.lastResult as AlertResult | null) ?? null,
  nextRunAt: row.nextRunAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export async function listAlerts(ctx: Ctx) {
  const rows = await ctx.db
    .select()
    .from(alerts)
    .where(inOrganization(ctx, alerts))
    .orderBy(asc(alerts.name), asc(alerts.id));
  return rows.map(toAlert);
}

async function alertRow(ctx: Ctx, db: DbOrTx, id: string, lock = false) {
  const query = db
    .select()
    .from(alerts)
    .where(inOrganization(ctx, alerts, eq(alerts.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export const getAlert = async (ctx: Ctx, id: string) => toAlert(await alertRow(ctx, ctx.db, id));

/** The rule's department and customer must be the organisation's: otherwise 404 naming the field. */
async function checkPlaces(ctx: Ctx, db: DbOrTx, rule: AlertRule) {
  if (rule.departmentId) {
    const [found] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(inOrganization(ctx, departments, eq(departments.id, rule.departmentId)));
    if (!found)
      throw fail('department.notFound', {
        fields: {
          'alert.rule.departmentId': { key: 'invalid', params: { field: 'alert.rule.departmentId' } },
        },
      });
  }
  if (rule.customerId) {
    const [found] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(inOrganization(ctx, customers, eq(customers.id, rule.customerId)));
    if (!found)
      throw fail('customer.notFound', {
        fields: { 'alert.rule.customerId': { key: 'invalid', params: { field: 'alert.rule.customerId' } } },
      });
  }
}

export async function createAlert(ctx: Ctx, input: Required<AlertInput> & { rule: AlertRule }) {
  return ctx.db.transaction(async (tx) => {
    await checkPlaces(ctx, tx, input.rule);
    const [row] = await tx
      .insert(alerts)
      .values({
        organizationId: organizationOf(ctx),
        name: input.name,
        rule: input.rule,
        recurrence: input.recurrence,
        isEnabled: input.isEnabled,
        createdBy: actingUserIdOf(ctx),
        // Due at once: the next tick runs it, so the admin sees what it finds.
        nextRunAt: ctx.now,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!row) throw new Error('alert insert returned nothing');
    return toAlert(row);
  });
}

export async function updateAlert(ctx: Ctx, id: string, input: AlertUpdate) {
  return ctx.db.transaction(async (tx) => {
    await alertRow(ctx, tx, id, true);
    if (input.rule) await checkPlaces(ctx, tx, input.rule);
    const rescheduled =
      input.rule !== undefined || input.recurrence !== undefined || input.isEnabled === true;
    const [row] = await tx
      .update(alerts)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.rule !== undefined && { rule: input.rule }),
        ...(input.recurrence !== undefined && { recurrence: input.recurrence }),
        ...(input.isEnabled !== undefined && { isEnabled: input.isEnabled }),
        // A changed rule runs again at the next tick, not only at the old rule's next time.
        ...(rescheduled && { nextRunAt: ctx.now }),
        updatedAt: ctx.now,
      })
      .where(inOrganization(ctx, alerts, eq(alerts.id, id)))
      .returning();
    if (!row) throw notFound();
    return toAlert(row);
  });
}

export async function removeAlert(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await alertRow(ctx, tx, id, true);
    await tx.delete(alerts).where(inOrganization(ctx, alerts, eq(alerts.id, id)));
    return toAlert(row);
  });
}

/**
 * The admins an alert concerns (decision 113): every live user of the organisation who may see
 * the alerts page (read or all on users), each told in their own language.
 */
async function notifyAdmins(ctx: Ctx, db: DbOrTx, alert: { id: string; name: string }, result: AlertResult) {
  const texts = (['fi', 'en'] as const satisfies readonly Locale[]).map((locale) => ({
    locale,
    ...alertNotice(locale, alert.name, result),
  }));
  const byLocale = (pick: (t: (typeof texts)[number]) => string) =>
    sql`(case ${sql.join(
      texts.map((t) => sql`when ${users.locale} = ${t.locale} then ${pick(t)}::text`),
      sql` `,
    )} else ${pick(texts[0] as (typeof texts)[number])}::text end)`;
  return notifyFromSelect(
    db,
    sql`select ${users.organizationId}, ${users.id}, ${byLocale((t) => t.title)}, ${byLocale((t) => t.text)},
      array[${byLocale((t) => t.label)}]
    from ${users}
    where ${inOrganization(ctx, users, sql`${users.permissions}->>'users' in ('read', 'all')`)}`,
    { type: 'alert', id: alert.id },
  );
}

/** Evaluates a locked alert row at ctx.now: stores what it found, schedules the next run, tells. */
export async function runAlertRow(ctx: Ctx, db: DbOrTx, row: Row) {
  const result = await evaluateRule(ctx, db, row.rule as AlertRule, ctx.now);
  const [updated] = await db
    .update(alerts)
    .set({
      lastRunAt: ctx.now,
      lastResult: result,
      nextRunAt: nextRunAfter(row.recurrence as Interval, ctx.now),
    })
    .where(inOrganization(ctx, alerts, eq(alerts.id, row.id)))
    .returning();
  if (result.count > 0) await notifyAdmins(ctx, db, row, result);
  return toAlert(updated ?? row);
}

/** "Run now": the same as a scheduled run, for the admin's button and deterministic tests. */
export async function runAlertNow(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => runAlertRow(ctx, tx, await alertRow(ctx, tx, id, true)));
}
