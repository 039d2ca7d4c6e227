// Login, logout and password change for users and guest users.
import { ERROR_CODES } from '@tuura/domain';
import type { loginInput } from '@tuura/domain/schemas/auth';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, guestIdOf, userIdOf } from '../../context.ts';
import { guestUsers, users } from '../../db/schema/index.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { organizationIdOf } from '../organization/tenancy.ts';
import { toUser } from '../users/mapper.ts';
import { accountKey, assertNotLocked, clearFailures, recordFailure } from './bruteForce.ts';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  endSessionsOf,
  setSessionCookie,
} from './sessions.ts';
import { useOtp, useRecoveryCode } from './tfa.ts';

type LoginInput = z.output<typeof loginInput>;

const invalidCredentials = () => new AppError(ERROR_CODES.invalidCredentials);

async function tenantOrFail(ctx: Ctx) {
  const organizationId = await organizationIdOf(ctx);
  if (!organizationId) throw invalidCredentials();
  return organizationId;
}

export async function login(ctx: Ctx, input: LoginInput) {
  const organizationId = await tenantOrFail(ctx);
  const key = accountKey('user', input.email);
  await assertNotLocked(ctx, organizationId, key);
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        sql`lower(${users.email}) = ${input.email}`,
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!(await verifyPassword(row?.passwordHash, input.password)) || !row) {
    await recordFailure(ctx, organizationId, key);
    throw invalidCredentials();
  }
  if (row.tfaEnabled && row.tfaSecret) {
    const byOtp = input.otp
      ? await useOtp(ctx.db, { id: row.id, tfaSecret: row.tfaSecret }, input.otp, ctx.now)
      : false;
    const byRecovery =
      !byOtp && input.recoveryPassword
        ? await useRecoveryCode(ctx.db, row.id, input.recoveryPassword, ctx.now)
        : false;
    if (!byOtp && !byRecovery) {
      // A wrong code counts as a failed try; asking for the code the first time does not.
      if (input.otp || input.recoveryPassword) await recordFailure(ctx, organizationId, key);
      return { user: { email: row.email, settings: { tfa: { enabled: true as const } } } };
    }
  }
  await clearFailures(ctx, organizationId, key);
  const id = await createSession(ctx, { organizationId, userId: row.id });
  setSessionCookie(ctx.reply, ctx, id);
  await audit({ ...ctx, auth: null }, ctx.db, {
    organizationId,
    action: 'auth.login',
    targetType: 'user',
    targetId: row.id,
    actorUserId: row.id,
  });
  return { user: toUser(row, { oldSession: false }) };
}

export async function guestLogin(ctx: Ctx, input: Pick<LoginInput, 'email' | 'password'>) {
  const organizationId = await tenantOrFail(ctx);
  const key = accountKey('guest', input.email);
  await assertNotLocked(ctx, organizationId, key);
  const [row] = await ctx.db
    .select()
    .from(guestUsers)
    .where(
      and(
        eq(guestUsers.organizationId, organizationId),
        sql`lower(${guestUsers.email}) = ${input.email}`,
        isNull(guestUsers.deletedAt),
      ),
    )
    .limit(1);
  if (!(await verifyPassword(row?.passwordHash, input.password)) || !row) {
    await recordFailure(ctx, organizationId, key);
    throw invalidCredentials();
  }
  await clearFailures(ctx, organizationId, key);
  const id = await createSession(ctx, { organizationId, guestUserId: row.id });
  setSessionCookie(ctx.reply, ctx, id);
  await audit({ ...ctx, auth: null }, ctx.db, {
    organizationId,
    action: 'auth.guestLogin',
    targetType: 'guestUser',
    targetId: row.id,
    actorGuestUserId: row.id,
  });
  return { user: toGuestSelf(row) };
}

export const toGuestSelf = (row: typeof guestUsers.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  filters: { name: row.filterName, days: row.filterDays },
});

export async function currentGuest(ctx: Ctx) {
  const [row] = await ctx.db
    .select()
    .from(guestUsers)
    .where(and(eq(guestUsers.id, guestIdOf(ctx)), isNull(guestUsers.deletedAt)))
    .limit(1);
  if (!row) throw notFound('Guest user not found');
  return { user: toGuestSelf(row) };
}

export async function logout(ctx: Ctx) {
  if (ctx.auth) {
    await deleteSession(ctx.db, ctx.auth.sessionHash);
    await audit(ctx, ctx.db, { organizationId: ctx.auth.organizationId, action: 'auth.logout' });
  }
  clearSessionCookie(ctx.reply, ctx);
  return { ok: true as const };
}

type PasswordChange = { currentPassword: string; password: string };
const wrongCurrent = () =>
  invalid({ currentPassword: { key: 'wrongPassword', params: { field: 'currentPassword' } } });

/** Changes own password and ends every other session of the account. */
export async function changePassword(ctx: Ctx, input: PasswordChange) {
  const userId = userIdOf(ctx);
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) throw wrongCurrent();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now }).where(eq(users.id, userId));
    await endSessionsOf(tx, { userId }, ctx.auth?.sessionHash);
    await audit(ctx, tx, {
      organizationId: row.organizationId,
      action: 'auth.changePassword',
      targetType: 'user',
      targetId: userId,
    });
  });
  return { ok: true as const };
}

export async function guestChangePassword(ctx: Ctx, input: PasswordChange) {
  const guestUserId = guestIdOf(ctx);
  const [row] = await ctx.db.select().from(guestUsers).where(eq(guestUsers.id, guestUserId)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) throw wrongCurrent();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(guestUsers)
      .set({ passwordHash, updatedAt: ctx.now })
      .where(eq(guestUsers.id, guestUserId));
    await endSessionsOf(tx, { guestUserId }, ctx.auth?.sessionHash);
    await audit(ctx, tx, {
      organizationId: row.organizationId,
      action: 'auth.guestChangePassword',
      targetType: 'guestUser',
      targetId: guestUserId,
    });
  });
  return { ok: true as const };
}
