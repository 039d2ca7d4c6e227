import { authContracts as c } from '@tuura/domain/api/auth';
import { sessionContracts as s } from '@tuura/domain/api/sessions';
import { takeOverContracts } from '@tuura/domain/api/takeOver';
import type { FastifyInstance } from 'fastify';
import { type Ctx, sessionHashOf, userIdOf } from '../../context.ts';
import { organizationOf } from '../../lib/scope.ts';
import { bindContract, type Http } from '../../plugins/routes.ts';
import {
  clearParkedCookie,
  clearSessionCookie,
  clientOf,
  parkAdminCookie,
  setSessionCookie,
} from './http.ts';
import { initReset, resetPassword, resetSession } from './reset.ts';
import { changePassword, currentGuest, guestLogin, login, logout, sessionOfCaller } from './service.ts';
import { endOtherSessionsOf, endSessionById, sessionsOf } from './sessionList.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { ADMIN_SESSION_COOKIE, endParkedSession, releaseTakeOver, startTakeOver } from './takeOver.ts';
import { disableTfa, enableTfa, setupTfa } from './tfa.ts';
import { currentUser } from './userView.ts';

const ownAccount = (ctx: Ctx) => ({ organizationId: organizationOf(ctx), userId: userIdOf(ctx) });

/** Puts a new session's id in the cookie; the services only make the session. */
function withCookie<O extends { body: unknown; sessionId: string | null }>(
  app: FastifyInstance,
  { reply }: Http,
  out: O,
): O['body'] {
  if (out.sessionId) setSessionCookie(reply, app.deps, out.sessionId);
  return out.body;
}

export async function authRoutes(app: FastifyInstance) {
  bindContract(app, c.login, async ({ body }, ctx, http) =>
    withCookie(app, http, await login(ctx, body, clientOf(http.req))),
  );
  bindContract(app, c.refresh, async (_, ctx) => ({ user: await currentUser(ctx) }));
  bindContract(app, c.session, async (_, ctx) => ({ session: await sessionOfCaller(ctx) }));
  bindContract(app, c.logout, async (_, ctx, { req, reply }) => {
    await endParkedSession(ctx, req.cookies[ADMIN_SESSION_COOKIE]);
    const out = await logout(ctx);
    clearSessionCookie(reply, app.deps);
    if (req.cookies[ADMIN_SESSION_COOKIE]) clearParkedCookie(reply, app.deps);
    return out;
  });
  bindContract(app, c.initReset, ({ body }, ctx) => initReset(ctx, 'user', body.email));
  bindContract(app, c.resetSession, ({ params }, ctx) => resetSession(ctx, params.id));
  bindContract(app, c.resetPassword, ({ body }, ctx) => resetPassword(ctx, body.token, body.password));
  bindContract(app, c.changePassword, ({ body }, ctx) => changePassword(ctx, 'user', body));
  bindContract(app, c.tfaSetup, (_, ctx) => setupTfa(ctx));
  bindContract(app, c.tfaEnable, ({ body }, ctx) => enableTfa(ctx, body.otp, body.endOtherSessions));
  bindContract(app, c.tfaDisable, async ({ body }, ctx) => ({ user: await disableTfa(ctx, body) }));
  bindContract(app, s.list, async (_, ctx) => ({
    sessions: await sessionsOf(ctx, ctx.db, ownAccount(ctx), sessionHashOf(ctx)),
  }));
  bindContract(app, s.end, async ({ params }, ctx, { reply }) => {
    const { ended, current } = await endSessionById(ctx, ownAccount(ctx), params.id, sessionHashOf(ctx));
    // Ending the session in use is a logout: the cookie goes with it.
    if (current) clearSessionCookie(reply, app.deps);
    return { ended };
  });
  bindContract(app, s.endOthers, async (_, ctx) => ({
    ended: await endOtherSessionsOf(
      ctx,
      ownAccount(ctx),
      sessionHashOf(ctx) ?? undefined,
      'session.endOthers',
    ),
  }));
  bindContract(app, c.guestLogin, async ({ body }, ctx, http) =>
    withCookie(app, http, await guestLogin(ctx, body, clientOf(http.req))),
  );
  bindContract(app, c.guestRefresh, (_, ctx) => currentGuest(ctx));
  bindContract(app, c.guestInitReset, ({ body }, ctx) => initReset(ctx, 'guest', body.email));
  bindContract(app, c.guestChangePassword, ({ body }, ctx) => changePassword(ctx, 'guest', body));
  // Take-over swaps the session cookie: the admin's own waits on the release path (decision 105).
  bindContract(app, takeOverContracts.start, async ({ params }, ctx, { req, reply }) => {
    const { user, sessionId } = await startTakeOver(ctx, params.id, clientOf(req));
    const own = req.cookies[SESSION_COOKIE];
    if (own) parkAdminCookie(reply, app.deps, own);
    setSessionCookie(reply, app.deps, sessionId);
    return { user };
  });
  bindContract(app, takeOverContracts.release, async (_, ctx, { req, reply }) => {
    const { user, sessionId } = await releaseTakeOver(ctx, req.cookies[ADMIN_SESSION_COOKIE], clientOf(req));
    clearParkedCookie(reply, app.deps);
    setSessionCookie(reply, app.deps, sessionId);
    return { user };
  });
}
