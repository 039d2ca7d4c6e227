// Per-account lockout, keyed on the email (one account per email across organisations, decision
// 007): a try is counted before its password hash is verified, in one statement on the key's row
// (docs/decisions/130-lockout-and-rate-limits.md), so at most AUTH.failedLoginMax passwords per
// email are ever verified in the window, however many arrive at once and through however many
// server processes. Further tries get 429 with Retry-After, whatever the password; other accounts
// are unaffected. A successful login clears the count.
import { AUTH } from '@tuura/domain/limits';
import { MS_PER_MINUTE } from '@tuura/domain/rules/instant';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { fail } from '../../errors.ts';

const WINDOW_MS = AUTH.failedLoginWindowMinutes * MS_PER_MINUTE;

export const accountKey = (kind: 'user' | 'guest', email: string) => `${kind}:${email.toLowerCase()}`;

/** A counted try: which window it was counted in, so it can be given back. */
export type LoginTry = { key: string; windowStartedAt: Date };

/**
 * Counts a try under the key, or refuses it with 429 once the window already holds
 * AUTH.failedLoginMax tries. The row is created, renewed when its window has passed, or
 * incremented, all in one statement: parallel tries each see their own count.
 */
export async function countTry(ctx: Ctx, key: string): Promise<LoginTry> {
  const now = ctx.now;
  const expired = sql`${loginAttempts.windowStartedAt} <= ${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  const [row] = await ctx.db
    .insert(loginAttempts)
    .values({ accountKey: key, windowStartedAt: now, tries: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.accountKey,
      set: {
        tries: sql`case when ${expired} then 1 else least(${loginAttempts.tries} + 1, ${AUTH.failedLoginMax + 1}) end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStartedAt} end`,
      },
    })
    .returning({ tries: loginAttempts.tries, windowStartedAt: loginAttempts.windowStartedAt });
  if (!row) throw new Error('login try not counted');
  const windowStartedAt = new Date(row.windowStartedAt);
  if (row.tries <= AUTH.failedLoginMax) return { key, windowStartedAt };
  const retryAfter = Math.max(1, Math.ceil((windowStartedAt.getTime() + WINDOW_MS - now.getTime()) / 1000));
  throw fail('request.tooManyTries', { headers: { 'retry-after': String(retryAfter) } });
}

/**
 * Gives a counted try back (a right password that only asked for the two-factor code): only
 * within the window it was counted in, never below zero.
 */
export async function giveTryBack(db: DbOrTx, counted: LoginTry) {
  await db
    .update(loginAttempts)
    .set({ tries: sql`${loginAttempts.tries} - 1` })
    .where(
      and(
        eq(loginAttempts.accountKey, counted.key),
        eq(loginAttempts.windowStartedAt, counted.windowStartedAt),
        gt(loginAttempts.tries, 0),
      ),
    );
}

/** Lifts the lockout: a successful login or a password set through a reset link. */
export async function clearTries(db: DbOrTx, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.accountKey, key));
}

/** Counts whose window has passed: the next try starts a new window anyway (a job). */
export async function deleteStaleTries(deps: { db: Db; clock: () => Date }) {
  const before = new Date(deps.clock().getTime() - WINDOW_MS);
  await deps.db.delete(loginAttempts).where(lt(loginAttempts.windowStartedAt, before));
}
