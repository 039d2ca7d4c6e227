// Every shift change leaves a history row written by the database's trigger (decision 096); the
// trigger reads who acts from these transaction settings. Every module that changes shifts (or
// rows whose change moves shifts) opens its transaction here, so it sits below the modules.
import { sql } from 'drizzle-orm';
import { actingUserIdOf, type Ctx, tokenIdOf } from '../context.ts';
import type { DbOrTx } from './client.ts';

/** The person acting, as the audit log names them: the admin during a take-over. */
const actingUserId = (ctx: Pick<Ctx, 'actor'>) => actingUserIdOf(ctx) ?? '';

/**
 * Names who acts for the history the transaction's shift writes leave (until it ends), and the
 * address, user agent, API token or job the audit log copies of them carry (decision 136).
 */
export async function attributeShiftChanges(
  ctx: Pick<Ctx, 'actor'> & Partial<Pick<Ctx, 'ip' | 'userAgent'>>,
  tx: DbOrTx,
) {
  const job = ctx.actor?.kind === 'job' ? ctx.actor.job : '';
  await tx.execute(sql`select set_config('tuura.actor', ${actingUserId(ctx)}, true),
    set_config('tuura.token', ${tokenIdOf(ctx) ?? ''}, true),
    set_config('tuura.job', ${job}, true),
    set_config('tuura.ip', ${ctx.ip ?? ''}, true),
    set_config('tuura.user_agent', ${ctx.userAgent ?? ''}, true)`);
}

/** A transaction whose shift changes are attributed to the caller. */
export function shiftTransaction<T>(ctx: Ctx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await attributeShiftChanges(ctx, tx);
    return work(tx);
  });
}
