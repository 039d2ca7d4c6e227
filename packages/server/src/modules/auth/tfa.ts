// Two-factor authentication: TOTP (RFC 6238) with single-use recovery codes stored hashed.
import { AUTH } from '@tuura/domain/limits';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { type Ctx, sessionHashOf, userAuthOf, userIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';
import { fail, invalid } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { byKey, organizationOf } from '../../lib/scope.ts';
import { normalizeRecoveryCode, recoveryCode, sha256 } from '../../lib/tokens.ts';
import { endSessionsOf } from './sessions.ts';
import { currentUser, requireUserRow } from './userView.ts';

const ISSUER = 'Tuura';
const PERIOD_SECONDS = 30;

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: AUTH.otpLength,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The time step a code belongs to, or null: valid for the current step and one either side. */
export function otpStep(secret: string, otp: string, now: Date): number | null {
  const delta = totpFor(secret).validate({
    token: otp.replace(/\s+/g, ''),
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

export const otpMatches = (secret: string, otp: string, now: Date) => otpStep(secret, otp, now) !== null;

/** Accepts a login code once: the step must be newer than the last one used (no replay). */
export async function useOtp(
  db: DbOrTx,
  user: { id: string; organizationId: string; tfaSecret: string },
  otp: string,
  now: Date,
) {
  const step = otpStep(user.tfaSecret, otp, now);
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ tfaLastStep: step })
    .where(and(byKey(users, user), or(isNull(users.tfaLastStep), lt(users.tfaLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

const ownRecoveryCodes = (user: { id: string; organizationId: string }) =>
  and(eq(recoveryCodes.organizationId, user.organizationId), eq(recoveryCodes.userId, user.id));

/** Marks a matching unused recovery code as used; true when one was. */
export async function useRecoveryCode(
  db: DbOrTx,
  user: { id: string; organizationId: string },
  code: string,
  now: Date,
) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        ownRecoveryCodes(user),
        eq(recoveryCodes.codeHash, sha256(normalizeRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** After a change of the second factor, when asked: the account's other sessions end (ASVS 7.4.3). */
const endOthers = (ctx: Ctx, db: DbOrTx, userId: string) =>
  endSessionsOf(db, { userId }, sessionHashOf(ctx) ?? undefined);

const ownRow = (ctx: Ctx) => requireUserRow(ctx.db, organizationOf(ctx), userIdOf(ctx));

export async function setupTfa(ctx: Ctx) {
  const row = await ownRow(ctx);
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db.update(users).set({ tfaPendingSecret: secret }).where(byKey(users, row));
  return { secret, uri: totpFor(secret, row.email).toString() };
}

export async function enableTfa(ctx: Ctx, otp: string, endOtherSessions = false) {
  const row = await ownRow(ctx);
  if (!row.tfaPendingSecret || !otpMatches(row.tfaPendingSecret, otp, ctx.now)) {
    throw invalid({ otp: { key: 'invalidOtp', params: { field: 'otp' } } });
  }
  const codes = Array.from({ length: AUTH.recoveryCodeCount }, recoveryCode);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tfaEnabled: true, tfaSecret: row.tfaPendingSecret, tfaPendingSecret: null, updatedAt: ctx.now })
      .where(byKey(users, row));
    await tx.delete(recoveryCodes).where(ownRecoveryCodes(row));
    await tx.insert(recoveryCodes).values(
      codes.map((code) => ({
        organizationId: row.organizationId,
        userId: row.id,
        codeHash: sha256(normalizeRecoveryCode(code)),
      })),
    );
    const sessionsEnded = endOtherSessions ? await endOthers(ctx, tx, row.id) : 0;
    await audit(ctx, tx, {
      organizationId: row.organizationId,
      action: 'tfa.enable',
      targetType: 'user',
      targetId: row.id,
      data: { sessionsEnded },
    });
  });
  return { recoveryCodes: codes };
}

/** Turns two-factor off with the password and a current one-time code or an unused recovery code. */
export async function disableTfa(
  ctx: Ctx,
  input: { password: string; otp: string; endOtherSessions?: boolean },
) {
  const row = await ownRow(ctx);
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw invalid({ password: { key: 'wrongPassword', params: { field: 'password' } } });
  }
  if (userAuthOf(ctx).force2fa) throw fail('auth.tfaForced');
  if (!row.tfaEnabled) return currentUser(ctx);
  const secret = row.tfaSecret;
  const proven =
    (secret !== null && (await useOtp(ctx.db, { ...row, tfaSecret: secret }, input.otp, ctx.now))) ||
    (await useRecoveryCode(ctx.db, row, input.otp, ctx.now));
  if (!proven) throw invalid({ otp: { key: 'invalidOtp', params: { field: 'otp' } } });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tfaEnabled: false, tfaSecret: null, tfaPendingSecret: null, updatedAt: ctx.now })
      .where(byKey(users, row));
    await tx.delete(recoveryCodes).where(ownRecoveryCodes(row));
    const sessionsEnded = input.endOtherSessions ? await endOthers(ctx, tx, row.id) : 0;
    await audit(ctx, tx, {
      organizationId: row.organizationId,
      action: 'tfa.disable',
      targetType: 'user',
      targetId: row.id,
      data: { sessionsEnded },
    });
  });
  return currentUser(ctx);
}
