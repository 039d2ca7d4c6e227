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
import { clearSessionCookie, loadSession, SESSION_COOKIE } from '../modules/auth/sessions.ts';

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
  app.addHook('onRequest', async (req, reply) => {
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
    req.auth = await loadSession(app.deps, value);
    if (!req.auth) clearSessionCookie(reply, app.deps);
  });
  // The one rate limit (decision 121): a token has its own allowance wherever it calls from;
  // everything else, bearer values that match no token included, counts against the address, so
  // made-up tokens buy no fresh allowance. Only API and OpenID provider requests count: the web
  // app's files (index.html, /assets, the service worker and its precache) never do, so a first
  // sign-in costs a shared address a few dozen requests, not hundreds (decision 130).
  const limit = app.rateLimit({
    keyGenerator: (req) => (req.auth?.tokenId ? `token:${req.auth.tokenId}` : req.ip),
    max: (_req, key) =>
      key.startsWith('token:')
        ? app.deps.config.apiTokenRateLimitPerMinute
        : app.deps.config.rateLimitPerMinute,
  });
  app.addHook('onRequest', async (req, reply) => {
    if (countsAgainstRateLimit(req.url)) await limit.call(app, req, reply);
  });
  app.addHook('onRequest', async (req) => {
    if (req.badToken)
      throw fail('apiToken.invalid', { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });
  });
});

/** API and OpenID provider requests; the web app's static files and its client routes are not. */
export const countsAgainstRateLimit = (url: string) => url.startsWith('/api/') || url.startsWith('/oidc/');
