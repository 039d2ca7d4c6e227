// Loads the caller on every /api request (request.auth, null if none): an API token when the
// request sends `Authorization: Bearer` (decision 121; a bad one is refused at once, whatever
// cookie came with it), otherwise the session cookie. The OpenID provider's requests (/oidc/) get
// the session too: it issues codes only for the person signed in (decision 122); a bearer there is
// the provider's own access token, not ours.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth } from '../context.ts';
import { fail } from '../errors.ts';
import { bearerOf, loadTokenAuth, sendsBearer } from '../modules/apiTokens/authenticate.ts';
import { loadSession, SESSION_COOKIE } from '../modules/auth/sessions.ts';
import { addRateLimits } from './rateLimits.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    /** The request sent a bearer token that is unknown, revoked or expired. */
    badToken: boolean;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  app.decorateRequest('badToken', false);
  app.addHook('onRequest', async (req) => {
    const api = req.url.startsWith('/api/');
    if (!api && !req.url.startsWith('/oidc/')) return;
    const authorization = req.headers.authorization;
    if (api && sendsBearer(authorization)) {
      const secret = bearerOf(authorization);
      req.auth = secret ? await loadTokenAuth(app.deps, secret) : null;
      req.badToken = !req.auth;
      return;
    }
    const value = req.cookies[SESSION_COOKIE];
    if (!value) return;
    // An unknown or ended session is answered 401 without clearing the cookie: the request may
    // have left before the browser got a new session, which a clearing would wipe (decision 137).
    req.auth = await loadSession(app.deps, value);
  });
  // Right after the caller is known, before the bad-token refusal, the origin check and the guard.
  addRateLimits(app);
  app.addHook('onRequest', async (req) => {
    if (req.badToken)
      throw fail('apiToken.invalid', { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });
  });
});
