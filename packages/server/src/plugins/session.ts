// Loads the caller from the session cookie on every /api request (request.auth, null if none),
// and on the OpenID provider's, which issues codes only for the person signed in (decision 122).
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth } from '../context.ts';
import { clearSessionCookie, loadSession, SESSION_COOKIE } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req, reply) => {
    const value = req.cookies[SESSION_COOKIE];
    if (!value || !(req.url.startsWith('/api/') || req.url.startsWith('/oidc/'))) return;
    req.auth = await loadSession(app.deps, value);
    if (!req.auth) clearSessionCookie(reply, app.deps);
  });
});
