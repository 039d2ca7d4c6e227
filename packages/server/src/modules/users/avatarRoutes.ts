// The avatar calls. PUT takes the image itself as the request body (decision 108): its own plugin
// reads any content type as bytes, stopping at AVATAR.maxBytes (lib/rawBody.ts).
import { profileContracts as c } from '@tuura/domain/api/profile';
import { AVATAR } from '@tuura/domain/limits';
import type { FastifyInstance } from 'fastify';
import { ifNoneMatchHits } from '../../lib/etag.ts';
import { acceptRawBody, rawBodyOf } from '../../lib/rawBody.ts';
import { bindContract } from '../../plugins/routes.ts';
import { avatarTooLarge, deleteAvatar, findAvatar, putAvatar } from './avatar.ts';

/** A day in the browser; a new image has a new URL (`?v=`), and the ETag answers the rest. */
const AVATAR_CACHE = 'private, max-age=86400';

export async function avatarRoutes(app: FastifyInstance) {
  acceptRawBody(app, AVATAR.maxBytes, avatarTooLarge);

  bindContract(app, c.putAvatar, async (_, ctx, { req }) => ({
    user: await putAvatar(ctx, rawBodyOf(req)),
  }));
  bindContract(app, c.deleteAvatar, async (_, ctx) => ({ user: await deleteAvatar(ctx) }));
  bindContract(app, c.getAvatar, async ({ params }, ctx, { req, reply }) => {
    const avatar = await findAvatar(ctx, params.id);
    reply.header('etag', avatar.etag);
    reply.header('cache-control', AVATAR_CACHE);
    reply.header('x-content-type-options', 'nosniff');
    // Only images are stored, and even so nothing in one may run or load anything.
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    reply.header('content-disposition', 'inline');
    if (ifNoneMatchHits(req.headers['if-none-match'], avatar.etag)) {
      reply.code(304);
      return '' as never;
    }
    reply.type(avatar.contentType);
    return avatar.bytes as unknown as string;
  });
}
