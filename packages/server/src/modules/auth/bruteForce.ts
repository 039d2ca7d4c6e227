// Per-account lockout, keyed on the email (one account per email across organisations): after AUTH.failedLoginMax failures within the window, further tries get
// 429 with Retry-After, whatever the password; other accounts are unaffected.
import { AUTH } from '@tuura/domain/limits';
import { MS_PER_MINUTE } from '@tuura/domain/rules/instant';
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { fail } from '../../errors.ts';

const WINDOW_MS = AUTH.failedLoginWindowMinutes * MS_PER_MINUTE;

export const accountKey = (kind: 'user' | 'guest', email: string) => `${kind}:${email.toLowerCase()}`;

export async function assertNotLocked(ctx: Ctx, key: string) {
  const since = new Date(ctx.now.getTime() - WINDOW_MS);
  const [row] = await ctx.db
    .select({ failures: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.accountKey, key), gt(loginFailures.failedAt, since)));
  if (!row || row.failures < AUTH.failedLoginMax) return;
  const oldest = row.oldest ? new Date(row.oldest).getTime() : ctx.now.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + WINDOW_MS - ctx.now.getTime()) / 1000));
  throw fail('request.tooManyTries', { headers: { 'retry-after': String(retryAfter) } });
}

/** Counted whether or not the account exists (organisation null when it does not). */
export async function recordFailure(ctx: Ctx, organizationId: string | null, key: string) {
  await ctx.db.insert(loginFailures).values({ organizationId, accountKey: key, failedAt: ctx.now });
}

/** Lifts the lockout: every failure counted under the key, whichever organisation it names. */
export async function clearFailures(db: DbOrTx, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, key));
}
