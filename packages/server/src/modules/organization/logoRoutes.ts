// The logo calls. PUT takes the image itself as the body (as the avatar does, decision 108),
// read by this plugin's own parser that stops at LOGO.maxBytes. GET is public: the login page
// shows the logo before sign-in.
import { organizationContracts as c } from '@tuura/domain/api/organization';
import { LOGO } from '@tuura/domain/limits';
import type { FastifyInstance } from 'fastify';
import { ifNoneMatchHits } from '../../lib/etag.ts';
import { acceptRawBody, rawBodyOf } from '../../lib/rawBody.ts';
import { bindContract } from '../../plugins/routes.ts';
import { deleteLogo, findLogo, logoTooLarge, putLogo } from './logo.ts';

/** Anyone may keep it, but must ask again each time: the ETag answers 304 while it is the same. */
const LOGO_CACHE = 'public, no-cache';
/** An SVG opened by itself may draw and use its own styles, but never run or load anything. */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export async function logoRoutes(app: FastifyInstance) {
  acceptRawBody(app, LOGO.maxBytes, logoTooLarge);

  bindContract(app, c.putLogo, async (_, ctx, { req }) => ({
    organization: await putLogo(ctx, rawBodyOf(req)),
  }));
  bindContract(app, c.deleteLogo, async (_, ctx) => ({ organization: await deleteLogo(ctx) }));
  bindContract(app, c.getLogo, async (_, ctx, { req, reply }) => {
    const logo = await findLogo(ctx);
    reply.header('etag', logo.etag);
    reply.header('cache-control', LOGO_CACHE);
    // Which organisation's logo this is depends on the caller's session.
    reply.header('vary', 'Cookie, Authorization');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', LOGO_CSP);
    reply.header('content-disposition', 'inline');
    if (ifNoneMatchHits(req.headers['if-none-match'], logo.etag)) {
      reply.code(304);
      return '' as never;
    }
    reply.type(logo.contentType);
    return logo.bytes as unknown as string;
  });
}
