// Security headers on every response (helmet) and no-store on API responses: they carry
// personal data, and a shared cache or the browser's back button must not keep them.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** API paths whose answers hold no personal data and may be cached. */
const CACHEABLE = [
  /^\/api\/docs(\/|$)/,
  /^\/api\/openapi\.json$/,
  // Avatars: versioned URLs, kept privately by the browser (decision 108).
  /^\/api\/users\/[^/]+\/avatar$/,
  // The organisation's logo: public, revalidated by its ETag (decision 123).
  /^\/api\/organization\/logo$/,
];

/**
 * One policy for the web app and Swagger UI: scripts only from our origin; styles also inline,
 * because Mantine injects its CSS variables in a <style> tag and sets style attributes.
 */
export function contentSecurityPolicy(https: boolean) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/** Headers for answers sent outside the hooks (a malformed URL). */
export const BARE_ERROR_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = app.deps.config.publicUrl.protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only where the public address is https: on http it would lock browsers out.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') && !CACHEABLE.some((p) => p.test(path)))
      reply.header('cache-control', 'no-store');
  });
});
