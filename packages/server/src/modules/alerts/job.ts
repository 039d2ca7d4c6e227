// The alerts' scheduled runs (decision 113): a tick locks the due enabled alerts with
// `FOR UPDATE SKIP LOCKED` (another process skips them) and runs each in a savepoint of that
// transaction, so a run's result, its next time and its notifications are stored together or not
// at all, and one alert that fails only moves its own next time on (it never holds up the rest).
import type { Interval } from '@tuura/domain/enums';
import { nextRunAfter } from '@tuura/domain/rules/alert';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { type Deps, jobCtx } from '../../context.ts';
import { alerts } from '../../db/schema/index.ts';
import { runAlertRow } from './service.ts';

/** Due alerts one tick runs at most; the rest wait for the next tick. */
const RUN_BATCH = 20;

/** One pass over due alerts; answers how many ran. */
export async function runDueAlerts(deps: Deps): Promise<number> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(alerts)
      .where(and(sql`${alerts.isEnabled}`, lte(alerts.nextRunAt, now)))
      .orderBy(asc(alerts.nextRunAt))
      .limit(RUN_BATCH)
      .for('update', { skipLocked: true });
    for (const row of due) {
      const ctx = { ...jobCtx(deps, 'alerts', row.organizationId), now };
      try {
        await tx.transaction((savepoint) => runAlertRow(ctx, savepoint, row));
      } catch (error) {
        deps.log.error({ err: error, alert: row.id }, 'alert run failed');
        await tx
          .update(alerts)
          .set({ nextRunAt: nextRunAfter(row.recurrence as Interval, now) })
          .where(and(eq(alerts.organizationId, row.organizationId), eq(alerts.id, row.id)));
      }
    }
    return due.length;
  });
}
