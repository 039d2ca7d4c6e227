// Login, logout and password change for users and guest users.
import type { loginInput } from '@tuura/domain/schemas/auth';
import type { z } from 'zod';
import { type Ctx, guestIdOf, sessionHashOf, userIdOf } from '../../context.ts';
import { invalid, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { announceSessionEnded } from '../../lib/events/announce.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { byKey, organizationOf } from '../../lib/scope.ts';
import { forcesTwoFactor } from '../organization/service.ts';
import { ACCOUNT_TABLES, type AccountKind, checkPassword, findAccountById } from './accounts.ts';
import { clearTries, giveTryBack } from './bruteForce.ts';
import { guestWithPlace, toGuestSelf } from './guestView.ts';
import { auditLoginFailure, recordFailedLogin } from './loginAudit.ts';
import { createSession, deleteSession, endSessionsOf, type SessionClient } from './sessions.ts';
import { useOtp, useRecoveryCode } from './tfa.ts';
import { currentUser, toUser } from './userView.ts';

type LoginInput = z.output<typeof loginInput>;

// A login answers `{ body, sessionId }`: the route layer puts a new session's id in the cookie,
// so this service never touches HTTP.

export async function login(ctx: Ctx, input: LoginInput, client?: SessionClient) {
  const { row, organizationId, counted } = await checkPassword(
    ctx,
    'user',
    input.email,
    input.password,
  ).catch(recordFailedLogin(ctx, 'user', input.email));
  if (row.tfaEnabled && row.tfaSecret) {
    const byOtp = input.otp
      ? await useOtp(ctx.db, { ...row, tfaSecret: row.tfaSecret }, input.otp, ctx.now)
      : false;
    const byRecovery =
      !byOtp && input.recoveryPassword
        ? await useRecoveryCode(ctx.db, row, input.recoveryPassword, ctx.now)
        : false;
    if (!byOtp && !byRecovery) {
      // A wrong code stays counted as a failed try; asking for the code the first time does not.
      if (input.otp || input.recoveryPassword) await auditLoginFailure(ctx, 'user', row, 'code');
      else await giveTryBack(ctx.db, counted);
      return {
        body: { user: { email: row.email, settings: { tfa: { enabled: true as const } } } },
        sessionId: null,
      };
    }
  }
  await clearTries(ctx.db, counted.key);
  const sessionId = await createSession(ctx, { organizationId, userId: row.id }, client);
  await audit({ ...ctx, actor: null }, ctx.db, {
    organizationId,
    action: 'auth.login',
    targetType: 'user',
    targetId: row.id,
    actorUserId: row.id,
  });
  const force2fa = await forcesTwoFactor(ctx.db, organizationId);
  return { body: { user: toUser(row, { oldSession: false, force2fa }) }, sessionId };
}

export async function guestLogin(
  ctx: Ctx,
  input: Pick<LoginInput, 'email' | 'password'>,
  client?: SessionClient,
) {
  const { row, organizationId, counted } = await checkPassword(
    ctx,
    'guest',
    input.email,
    input.password,
  ).catch(recordFailedLogin(ctx, 'guest', input.email));
  await clearTries(ctx.db, counted.key);
  const sessionId = await createSession(ctx, { organizationId, guestUserId: row.id }, client);
  await audit({ ...ctx, actor: null }, ctx.db, {
    organizationId,
    action: 'auth.guestLogin',
    targetType: 'guestUser',
    targetId: row.id,
    actorGuestUserId: row.id,
  });
  return { body: { user: await guestSelf(ctx, organizationId, row.id) }, sessionId };
}

async function guestSelf(ctx: Ctx, organizationId: string, id: string) {
  const r = await guestWithPlace(ctx.db, organizationId, id);
  if (!r || r.guest.deletedAt) throw notFound('guestUser.notFound');
  return toGuestSelf(r);
}

export async function currentGuest(ctx: Ctx) {
  return { user: await guestSelf(ctx, organizationOf(ctx), guestIdOf(ctx)) };
}

/** The start-up question: who the cookie signs in. An API token is no session. */
export async function sessionOfCaller(ctx: Ctx) {
  if (ctx.actor?.kind === 'user') return { kind: 'user' as const, user: await currentUser(ctx) };
  if (ctx.actor?.kind === 'guest') return { kind: 'guest' as const, guest: (await currentGuest(ctx)).user };
  return { kind: 'anonymous' as const };
}

/** Ends the session in use; the route layer clears the cookie whatever happened. */
export async function logout(ctx: Ctx) {
  const sessionHash = sessionHashOf(ctx);
  if (ctx.actor && sessionHash) {
    await deleteSession(ctx.db, sessionHash);
    await audit(ctx, ctx.db, { organizationId: ctx.actor.organizationId, action: 'auth.logout' });
    await announceSessionEnded(ctx, ctx.actor.organizationId, sessionHash);
  }
  return { ok: true as const };
}

type PasswordChange = { currentPassword: string; password: string; endOtherSessions?: boolean };

/** Changes own password (user or guest); by default it ends every other session of the account. */
export async function changePassword(ctx: Ctx, kind: AccountKind, input: PasswordChange) {
  const id = kind === 'user' ? userIdOf(ctx) : guestIdOf(ctx);
  const row = await findAccountById(ctx.db, kind, organizationOf(ctx), id);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw invalid({ currentPassword: { key: 'wrongPassword', params: { field: 'currentPassword' } } });
  }
  const passwordHash = await hashPassword(input.password);
  const table = ACCOUNT_TABLES[kind];
  await ctx.db.transaction(async (tx) => {
    await tx.update(table).set({ passwordHash, updatedAt: ctx.now }).where(byKey(table, row));
    const sessionsEnded =
      input.endOtherSessions === false
        ? 0
        : await endSessionsOf(
            tx,
            kind === 'user' ? { userId: id } : { guestUserId: id },
            sessionHashOf(ctx) ?? undefined,
          );
    await audit(ctx, tx, {
      organizationId: row.organizationId,
      action: 'auth.changePassword',
      targetType: kind,
      targetId: id,
      data: { sessionsEnded },
    });
  });
  return { ok: true as const };
}

// What other modules use of auth (decision 145). The users admin claims and frees login emails,
// ends sessions, mails password links and clears two-factor; users and guest users answer their
// person as auth shows them; the live stream asks whether its session still lives.
export { clearTwoFactor } from './clearTwoFactor.ts';
// The login parts of accounts other modules manage (guest users): directory, password, sessions.
export {
  changeAccountEmail,
  claimAccountEmail,
  clearPassword,
  endAccountSessions,
  issueGuestInvite,
  releaseOwnEmail,
} from './credentials.ts';
// The login directory (decision 108).
export {
  lookUpAccountEmail,
  moveAccountEmail,
  registerAccountEmail,
  releaseAccountEmail,
} from './directory.ts';
export { type GuestWithPlace, guestWithPlace, selectGuests, toGuestSelf, toGuestUser } from './guestView.ts';
export { sendPasswordLink } from './reset.ts';
export { endOtherSessionsOf, sessionsOf } from './sessionList.ts';
export { endSessionsOf, liveSessionPermissions } from './sessions.ts';
export { currentUser, findUserRow, requireUserRow, toUser } from './userView.ts';
