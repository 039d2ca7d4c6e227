// Refuses state-changing requests that carry a session cookie from another origin (CSRF),
// on top of SameSite=Lax. Requests without a cookie (API clients) are not affected.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../errors.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const originPlugin = fp(async (app: FastifyInstance) => {
  const publicOrigin = app.deps.config.publicUrl.origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || !req.cookies[SESSION_COOKIE]) return;
    if (req.headers['sec-fetch-site'] === 'cross-site') throw fail('request.crossOrigin');
    // The OpenID provider's own forms post from its pages, whose no-referrer policy makes the
    // browser send `Origin: null`; the provider checks them with an xsrf token of its session.
    if (req.url.startsWith('/oidc/')) return;
    const origin = req.headers.origin;
    if (!origin) return;
    const ownOrigin = `${req.protocol}://${req.host}`;
    if (origin !== publicOrigin && origin !== ownOrigin) throw fail('request.crossOrigin');
  });
});
