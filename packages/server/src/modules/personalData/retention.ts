// The nightly retention purge (decision 135): once a Helsinki day, after RETENTION_PURGE_HOUR, one
// server process (the one that locks the job's row; the others skip it) deletes what has outlived
// its period in packages/domain/src/rules/retention.ts, in one transaction with the day's mark,
// and tells each organisation's users admins what went. A failed pass leaves the day unmarked and
// the next tick tries again.
import type { Locale } from '@tuura/domain/enums';
import { purgeBefore, purgeDayDue } from '@tuura/domain/rules/retention';
import { and, eq, lt, sql } from 'drizzle-orm';
import { type Deps, jobCtx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { jobRuns, users } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { notifyFromSelect } from '../notifications/service.ts';
import { purgeNotice } from './notices.ts';

export const RETENTION_JOB = 'retention';

/** What one organisation lost in a pass, by kind of record. */
export type PurgeCounts = {
  shifts: number;
  shiftRequests: number;
  cancellations: number;
  auditEntries: number;
  users: number;
};
const NOTHING: PurgeCounts = { shifts: 0, shiftRequests: 0, cancellations: 0, auditEntries: 0, users: 0 };

type CountRow = { organization_id: string; count: number };
const rowsOf = (result: unknown) => (result as { rows: CountRow[] }).rows;

/**
 * One pass when the day's purge is due and no other process has it: answers the counts per
 * organisation, or null when there was nothing to do now.
 */
export async function runRetentionPurge(deps: Deps): Promise<Map<string, PurgeCounts> | null> {
  const now = deps.clock();
  const day = purgeDayDue(now);
  if (!day) return null;
  await deps.db.insert(jobRuns).values({ name: RETENTION_JOB, lastDay: '1970-01-01' }).onConflictDoNothing();
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.name, RETENTION_JOB), lt(jobRuns.lastDay, day)))
      .for('update', { skipLocked: true });
    if (!claimed) return null;
    const counts = await purgeExpired(tx, now);
    for (const [organizationId, removed] of counts) {
      const ctx = { ...jobCtx(deps, RETENTION_JOB, organizationId), now };
      await audit(ctx, tx, { organizationId, action: 'retention.purge', data: { removed } });
      await notifyAdmins(tx, organizationId, removed);
    }
    await tx.update(jobRuns).set({ lastDay: day }).where(eq(jobRuns.name, RETENTION_JOB));
    return counts;
  });
}

/**
 * Deletes every record past its period at `now`, in the caller's transaction. The audit log
 * refuses deletes unless the transaction says it is the retention purge (`tuura.retention_purge`).
 */
export async function purgeExpired(tx: DbOrTx, now: Date): Promise<Map<string, PurgeCounts>> {
  await tx.execute(sql`set local tuura.retention_purge = 'on'`);
  const workingTime = purgeBefore(now, 'workingTime').toISOString();
  const accounting = purgeBefore(now, 'accountingMaterial').toISOString();
  const auditLog = purgeBefore(now, 'auditLog').toISOString();
  const counts = new Map<string, PurgeCounts>();
  const add = (kind: keyof PurgeCounts, rows: CountRow[]) => {
    for (const row of rows) {
      const entry = counts.get(row.organization_id) ?? { ...NOTHING };
      entry[kind] += Number(row.count);
      counts.set(row.organization_id, entry);
    }
  };

  // A worked shift is a bill's and a payroll's line (accounting material); a removed shift or one
  // nobody worked is a working-time record at most. Their history and cancellations go with them.
  add(
    'shifts',
    rowsOf(
      await tx.execute(sql`
        with gone as (
          delete from shifts
          where "from" < ${accounting}::timestamptz
             or ("from" < ${workingTime}::timestamptz and (deleted_at is not null or worker_id is null))
          returning organization_id, id
        ), history as (
          delete from shift_history h using gone
          where h.organization_id = gone.organization_id and h.shift_id = gone.id
        )
        select organization_id, count(*)::int as count from gone group by organization_id`),
    ),
  );
  add(
    'shiftRequests',
    rowsOf(
      await tx.execute(sql`
        with gone as (delete from suggestions where "from" < ${workingTime}::timestamptz returning organization_id)
        select organization_id, count(*)::int as count from gone group by organization_id`),
    ),
  );
  add(
    'cancellations',
    rowsOf(
      await tx.execute(sql`
        with gone as (
          delete from cancellations where created_at < ${workingTime}::timestamptz returning organization_id
        )
        select organization_id, count(*)::int as count from gone group by organization_id`),
    ),
  );
  add(
    'auditEntries',
    rowsOf(
      await tx.execute(sql`
        with gone as (delete from audit_log where created_at < ${auditLog}::timestamptz returning organization_id)
        select organization_id, count(*)::int as count from gone group by organization_id`),
    ),
  );
  // An erased person's row stays while a kept record names it; with the last of them it goes.
  add(
    'users',
    rowsOf(
      await tx.execute(sql`
        with gone as (
          delete from users u
          where u.erased_at is not null
            and not exists (
              select 1 from shifts s
              where s.organization_id = u.organization_id and s.worker_id = u.id and s.deleted_at is null
            )
            and not exists (
              select 1 from shifts s
              where s.organization_id = u.organization_id and s.worker_id = u.id and s.deleted_at is not null
            )
          returning organization_id
        )
        select organization_id, count(*)::int as count from gone group by organization_id`),
    ),
  );
  for (const [org, entry] of counts) if (Object.values(entry).every((n) => n === 0)) counts.delete(org);
  return counts;
}

/** The organisation's users admins (all on users), each told in their own language. */
async function notifyAdmins(db: DbOrTx, organizationId: string, removed: PurgeCounts) {
  const texts = (['fi', 'en'] as const satisfies readonly Locale[]).map((locale) => ({
    locale,
    ...purgeNotice(locale, removed),
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
    where ${users.organizationId} = ${organizationId} and ${users.deletedAt} is null
      and ${users.permissions}->>'users' = 'all'`,
    null,
  );
}
