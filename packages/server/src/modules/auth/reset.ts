// Password reset by email: a single-use token (256 bits) stored hashed, valid for an hour.
// Known and unknown emails get the same answer, and the mail is sent off the request path.
import { AUTH } from '@tuura/domain/limits';
import { MS_PER_MINUTE } from '@tuura/domain/rules/instant';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';
import { recipientLocale, renderEmail } from '../../emails/render.ts';
import { fail } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { byKey } from '../../lib/scope.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { ACCOUNT_TABLES, type AccountKind, findAccountByEmail, findAccountById } from './accounts.ts';
import { accountKey, clearTries } from './bruteForce.ts';
import { endSessionsOf } from './sessions.ts';

export async function initReset(ctx: Ctx, kind: AccountKind, email: string) {
  const account = await findAccountByEmail(ctx.db, kind, email);
  if (!account) return { ok: true as const };
  await sendPasswordLink(ctx, kind, account, 'passwordReset');
  return { ok: true as const };
}

type Account = { id: string; organizationId: string; email: string; locale?: string };

/**
 * Mails a password link now (no transaction of the caller to wait for): a forgotten password or
 * an admin's reset (valid AUTH.resetTokenMinutes), or a new user's first password (`accountCreated`,
 * valid AUTH.inviteLinkDays like a guest's invitation: a new colleague may read it days later).
 */
export async function sendPasswordLink(
  ctx: Ctx,
  kind: AccountKind,
  account: Account,
  template: 'passwordReset' | 'accountCreated',
) {
  const validMinutes = template === 'accountCreated' ? AUTH.inviteLinkDays * 24 * 60 : AUTH.resetTokenMinutes;
  const send = await issuePasswordLink(ctx, ctx.db, kind, account, { email: template, validMinutes });
  send();
}

/**
 * Stores a single-use link token for the account in `db` (the caller's transaction) and answers
 * a function that mails it: call that once the transaction has committed, so a mail never names
 * a link that was rolled back. The mail goes off the request path; a failure is logged.
 */
export async function issuePasswordLink(
  ctx: Ctx,
  db: DbOrTx,
  kind: AccountKind,
  account: Account,
  how: { email: 'passwordReset' | 'guestInvite' | 'accountCreated'; validMinutes: number },
) {
  const token = randomToken(AUTH.resetTokenBytes);
  await db.insert(passwordResets).values({
    tokenHash: sha256(token),
    organizationId: account.organizationId,
    userId: kind === 'user' ? account.id : null,
    guestUserId: kind === 'guest' ? account.id : null,
    expiresAt: new Date(ctx.now.getTime() + how.validMinutes * MS_PER_MINUTE),
  });
  const link = new URL(`/auth/reset-password/${token}`, ctx.config.publicUrl).toString();
  const mail = {
    organizationId: account.organizationId,
    to: account.email,
    ...renderEmail(recipientLocale(account), how.email, { link, validMinutes: how.validMinutes }),
  };
  return () => {
    void ctx.mailer.send(mail).catch((err) => ctx.log.error({ err }, 'password link mail failed'));
  };
}

async function openReset(ctx: Ctx, token: string) {
  const [row] = await ctx.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, ctx.now),
      ),
    )
    .limit(1);
  if (!row) throw fail('auth.invalidToken');
  return row;
}

/** Who a reset link belongs to, so the page can greet them. */
export async function resetSession(ctx: Ctx, token: string) {
  const reset = await openReset(ctx, token);
  if (reset.userId) {
    const u = await findAccountById(ctx.db, 'user', reset.organizationId, reset.userId);
    if (u && !u.deletedAt) return { user: { email: u.email, name: `${u.firstName} ${u.lastName}` } };
  } else if (reset.guestUserId) {
    const g = await findAccountById(ctx.db, 'guest', reset.organizationId, reset.guestUserId);
    if (g && !g.deletedAt) return { user: { email: g.email, name: g.name } };
  }
  throw fail('auth.invalidToken');
}

export async function resetPassword(ctx: Ctx, token: string, password: string) {
  const reset = await openReset(ctx, token);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    // The update re-checks usedAt so two concurrent uses of one link cannot both succeed.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: ctx.now })
      .where(and(eq(passwordResets.tokenHash, reset.tokenHash), isNull(passwordResets.usedAt)))
      .returning({ tokenHash: passwordResets.tokenHash });
    if (claimed.length === 0) throw fail('auth.invalidToken');
    const kind: AccountKind = reset.userId ? 'user' : 'guest';
    const table = ACCOUNT_TABLES[kind];
    const accountId = (reset.userId ?? reset.guestUserId) as string;
    const [account] = await tx
      .update(table)
      .set({ passwordHash, updatedAt: ctx.now })
      .where(byKey(table, { organizationId: reset.organizationId, id: accountId }))
      .returning({ email: table.email });
    await endSessionsOf(tx, kind === 'user' ? { userId: accountId } : { guestUserId: accountId });
    // A successful reset lifts a lockout on the account.
    if (account) await clearTries(tx, accountKey(kind, account.email));
    await audit({ ...ctx, actor: null }, tx, {
      organizationId: reset.organizationId,
      action: 'auth.resetPassword',
      targetType: kind,
      targetId: accountId,
    });
  });
  return { ok: true as const };
}
