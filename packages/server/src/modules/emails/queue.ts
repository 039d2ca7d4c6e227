// The mass-send queue's worker (decision 113): a tick claims due queued outbox rows with
// `FOR UPDATE SKIP LOCKED` (two processes never claim the same row), pushing each row's next try
// a lease ahead so a process that dies mid-send leaves it to be tried again, then sends them
// through the app's mailer. A refused message waits longer after each try (exponential
// back-off) and is marked failed, with the error, after QUEUE.maxAttempts tries.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { emailOutbox, massEmails } from '../../db/schema/index.ts';

/** The queue's policy (decision 113): server-side only, so not among the domain's limits. */
export const QUEUE = {
  /** Delivery tries before a message is marked failed. */
  maxAttempts: 5,
  /** Back-off after the first failed try; doubled after each further one, up to the cap. */
  retryBaseMs: 60_000,
  retryMaxMs: 3_600_000,
  /** Messages one tick sends at most. */
  sendBatch: 100,
} as const;

/** How long a claimed row stays away from other ticks while it is being sent. */
const LEASE_MS = 5 * 60_000;
/** Messages handed to SMTP at once within a tick. */
const PARALLEL_SENDS = 8;

/** The wait after `attempts` failed tries: the base doubled per further try, capped. */
export function retryDelayMs(attempts: number): number {
  return Math.min(QUEUE.retryBaseMs * 2 ** Math.max(0, attempts - 1), QUEUE.retryMaxMs);
}

type Claimed = {
  id: string;
  to: string;
  subject: string;
  text: string;
  attempts: number;
  mass_email_id: string | null;
  organization_id: string | null;
};

async function claimDue(deps: Deps, now: Date, limit: number): Promise<Claimed[]> {
  const result = await deps.db.execute(sql`
    update ${emailOutbox} o
    set next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz, attempts = o.attempts + 1
    from (
      select id from ${emailOutbox}
      where status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    ) due
    where o.id = due.id
    returning o.id, o."to", o.subject, o.text, o.attempts, o.mass_email_id, o.organization_id`);
  return (result as unknown as { rows: Claimed[] }).rows;
}

/** The texts of the claimed rows' sends, read once per send. */
async function messagesOf(deps: Deps, rows: Claimed[]) {
  const keys = new Map<string, string>();
  for (const r of rows)
    if (r.mass_email_id && r.organization_id) keys.set(r.mass_email_id, r.organization_id);
  if (keys.size === 0) return new Map<string, string>();
  // By the whole key (organisation, id), so the primary key finds them.
  const found = await deps.db
    .select({ id: massEmails.id, message: massEmails.message })
    .from(massEmails)
    .where(
      and(
        inArray(massEmails.organizationId, [...new Set(keys.values())]),
        inArray(massEmails.id, [...keys.keys()]),
      ),
    );
  return new Map(found.map((m) => [m.id, m.message]));
}

/** The row as this tick claimed it: still queued, and no later tick has claimed it since. */
const stillOurs = (row: Claimed) =>
  and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'queued'), eq(emailOutbox.attempts, row.attempts));

async function deliver(deps: Deps, row: Claimed, text: string, now: Date) {
  let status: Awaited<ReturnType<Deps['mailer']['transmit']>>;
  try {
    status = await deps.mailer.transmit({ to: row.to, subject: row.subject, text });
  } catch (error) {
    const failed = row.attempts >= QUEUE.maxAttempts;
    deps.log.warn({ err: error, to: row.to, attempts: row.attempts, failed }, 'queued email not delivered');
    await deps.db
      .update(emailOutbox)
      .set({
        error: String(error).slice(0, 1000),
        ...(failed
          ? { status: 'failed' as const, nextAttemptAt: null }
          : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) }),
      })
      .where(stillOurs(row));
    return;
  }
  // Sent: recorded apart from the send, so a failed write never counts as a refusal to retry.
  await deps.db
    .update(emailOutbox)
    .set({ status, sentAt: status === 'sent' ? deps.clock() : null, error: null, nextAttemptAt: null })
    .where(stillOurs(row));
}

/** One pass: sends up to `limit` due messages; answers how many were tried. */
export async function deliverDueEmails(deps: Deps, limit: number = QUEUE.sendBatch): Promise<number> {
  const now = deps.clock();
  const rows = await claimDue(deps, now, limit);
  if (rows.length === 0) return 0;
  const messages = await messagesOf(deps, rows);
  for (let i = 0; i < rows.length; i += PARALLEL_SENDS) {
    await Promise.all(
      rows
        .slice(i, i + PARALLEL_SENDS)
        .map((row) =>
          deliver(deps, row, (row.mass_email_id && messages.get(row.mass_email_id)) || row.text, now),
        ),
    );
  }
  return rows.length;
}

/**
 * Passes until nothing is due, or until `maxMs` has gone by (the job's tick: a big send goes out
 * at full speed, not one batch per interval, yet a tick still ends for a shutdown to wait on).
 */
export async function drainEmailQueue(deps: Deps, maxMs = Number.POSITIVE_INFINITY): Promise<number> {
  const until = performance.now() + maxMs;
  let total = 0;
  for (;;) {
    const n = await deliverDueEmails(deps);
    total += n;
    if (n === 0 || performance.now() > until) return total;
  }
}
