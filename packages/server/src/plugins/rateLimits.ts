// The rate limits (decisions 121 and 130), run by the session plugin once the caller is known.
// - The one general limit: a token has its own allowance wherever it calls from; everything else,
//   bearer values that match no token included, counts against the address, so made-up tokens buy
//   no fresh allowance. Only API and OpenID provider requests count: the web app's files
//   (index.html, /assets, the service worker and its precache) never do.
// - A tighter allowance per address on the routes that take a password, a reset link, a
//   two-factor code or an OpenID client's secret, on top of the lockout per email
//   (modules/auth/bruteForce.ts).
// Counters are in the database with DATABASE_URL (lib/rateLimitStore.ts), in memory otherwise.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../errors.ts';
import { OIDC_ROUTES } from '../modules/oidc/provider.ts';

/** API and OpenID provider requests; the web app's static files and its client routes are not. */
export const countsAgainstRateLimit = (url: string) => url.startsWith('/api/') || url.startsWith('/oidc/');

/** Routes that check a secret someone could guess: their own, tighter, allowance per address. */
export const CREDENTIAL_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/auth/login',
  'POST /api/auth/guest-user/login',
  'POST /api/auth/init-reset',
  'POST /api/auth/guest-user/init-reset',
  'GET /api/auth/user/:id',
  'POST /api/auth/reset-password',
  'PUT /api/auth/change-password',
  'PUT /api/auth/guest-user/change-password',
  'POST /api/auth/tfa/enable',
  'POST /api/auth/tfa/disable',
]);

/** The OpenID provider's endpoints that check a client's secret (one wildcard route mounts them all). */
const CREDENTIAL_OIDC_PATHS: ReadonlySet<string> = new Set([
  OIDC_ROUTES.token,
  OIDC_ROUTES.introspection,
  OIDC_ROUTES.revocation,
]);

const isCredentialRoute = (req: FastifyRequest) =>
  CREDENTIAL_ROUTES.has(`${req.method} ${req.routeOptions.url ?? ''}`) ||
  (req.method === 'POST' && CREDENTIAL_OIDC_PATHS.has(req.url.split('?')[0] ?? ''));

export function addRateLimits(app: FastifyInstance) {
  const { config } = app.deps;
  const limit = app.rateLimit({
    keyGenerator: (req) => (req.auth?.tokenId ? `token:${req.auth.tokenId}` : req.ip),
    max: (_req, key) =>
      key.startsWith('token:') ? config.apiTokenRateLimitPerMinute : config.rateLimitPerMinute,
  });
  // Not a second `rateLimit` hook: the plugin runs only the first of those per request.
  const credentialLimit = app.createRateLimit({
    keyGenerator: (req) => `credentials:${req.ip}`,
    max: config.credentialRateLimitPerMinute,
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!countsAgainstRateLimit(req.url)) return;
    await limit.call(app, req, reply);
    if (!isCredentialRoute(req)) return;
    const counted = await credentialLimit(req);
    if (!counted.isAllowed && counted.isExceeded)
      throw fail('request.tooManyTries', { headers: { 'retry-after': String(counted.ttlInSeconds) } });
  });
}
