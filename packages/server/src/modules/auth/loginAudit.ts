// Every failed login in the audit log (decision 136; ASVS V16): a wrong password, a wrong
// two-factor code and a try while locked out, each with the address and user agent. The entry
// goes to the organisation the email logs in to; an email no account has belongs to no
// organisation, so its failure is a line in the server's log instead.
import type { Ctx } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { type AccountKind, lookUpAccountEmail } from './directory.ts';

export type LoginFailure = 'password' | 'code' | 'locked';

const ACTION = { user: 'auth.loginFailed', guest: 'auth.guestLoginFailed' } as const;
const TARGET = { user: 'user', guest: 'guestUser' } as const;

/** Records one failed login of the account (organisation and id known). */
export async function auditLoginFailure(
  ctx: Ctx,
  kind: AccountKind,
  account: { organizationId: string; id: string },
  reason: LoginFailure,
) {
  await audit({ ...ctx, actor: null }, ctx.db, {
    organizationId: account.organizationId,
    action: ACTION[kind],
    targetType: TARGET[kind],
    targetId: account.id,
    data: { reason },
  });
}

const REASON_OF_KEY: Record<string, LoginFailure> = {
  'auth.invalidCredentials': 'password',
  'request.tooManyTries': 'locked',
};

/**
 * For `checkPassword(…).catch(…)`: records the refusal of a wrong password or a locked-out
 * email under the account the email names, then throws the same error on.
 */
export const recordFailedLogin =
  (ctx: Ctx, kind: AccountKind, email: string) =>
  async (error: unknown): Promise<never> => {
    const reason = error instanceof AppError ? REASON_OF_KEY[error.key] : undefined;
    if (reason) {
      const entry = await lookUpAccountEmail(ctx.db, kind, email);
      if (entry)
        await auditLoginFailure(
          ctx,
          kind,
          { organizationId: entry.organizationId, id: entry.accountId },
          reason,
        );
      else ctx.log.info({ kind, reason, ip: ctx.ip }, 'login failed for an email no account has');
    }
    throw error;
  };
