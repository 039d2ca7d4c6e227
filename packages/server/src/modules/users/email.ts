// Changing one's own email (spec §7 Users; docs/decisions/108): the current password proves it
// is the person, the login directory moves with the address (the auth module's), and the old
// address is told, so a stolen session cannot quietly take the account away.
import type { changeEmailInput } from '@tuura/domain/api/profile';
import type { z } from 'zod';
import { type Ctx, userAuthOf } from '../../context.ts';
import { violatedUniqueConstraint } from '../../db/constraintError.ts';
import { users } from '../../db/schema/index.ts';
import { recipientLocale, renderEmail } from '../../emails/render.ts';
import { AppError, invalid } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { byKey } from '../../lib/scope.ts';
import { currentUser, findUserRow, lookUpAccountEmail, moveAccountEmail } from '../auth/service.ts';

const emailTaken = () =>
  new AppError(
    { key: 'user.emailTaken' },
    { fields: { email: { key: 'taken', params: { field: 'email' } } } },
  );

export async function changeEmail(ctx: Ctx, input: z.output<typeof changeEmailInput>) {
  const { organizationId, userId } = userAuthOf(ctx);
  const row = await findUserRow(ctx.db, organizationId, userId);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword)))
    throw invalid({ currentPassword: { key: 'wrongPassword', params: { field: 'currentPassword' } } });
  if (input.email === row.email.toLowerCase()) return currentUser(ctx);
  // Login emails are unique across organisations (decision 007): any other account's is taken.
  if (await lookUpAccountEmail(ctx.db, 'user', input.email)) throw emailTaken();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: input.email, updatedAt: ctx.now })
        .where(byKey(users, { organizationId, id: userId }));
      await moveAccountEmail(tx, { kind: 'user', email: input.email, organizationId, accountId: userId });
      await audit(ctx, tx, {
        organizationId,
        action: 'user.changeEmail',
        targetType: 'user',
        targetId: userId,
      });
    });
  } catch (error) {
    // Someone claimed the address in the same moment.
    if (violatedUniqueConstraint(error)) throw emailTaken();
    throw error;
  }
  const mail = {
    to: row.email,
    organizationId,
    ...renderEmail(recipientLocale(row), 'emailChanged', { newEmail: input.email }),
  };
  void ctx.mailer.send(mail).catch((err) => ctx.log.error({ err }, 'email change notice failed'));
  return currentUser(ctx);
}
