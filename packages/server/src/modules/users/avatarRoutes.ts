// The avatar calls. PUT takes the image itself as the request body (decision 108): its own plugin
// reads any content type as bytes, stopping at AVATAR.maxBytes, so JSON or a form is just bytes
// that are not an image (415) and a larger upload is refused (413) before it is all read.
import { profileContracts as c } from '@tuura/domain/api/profile';
import { AVATAR } from '@tuura/domain/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { avatarTooLarge, deleteAvatar, findAvatar, putAvatar } from './avatar.ts';

/** A day in the browser; a new image has a new URL (`?v=`), and the ETag answers the rest. */
const AVATAR_CACHE = 'private, max-age=86400';

export async function avatarRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (req: FastifyRequest, payload, done) => {
    const declared = Number(req.headers['content-length']);
    if (declared > AVATAR.maxBytes) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > AVATAR.maxBytes) refuse();
      else chunks.push(chunk);
    };
    payload.on('data', onData);
    payload.once('end', () => done(null, Buffer.concat(chunks)));
    payload.once('error', (err) => done(err));
    // Stop keeping bytes and answer at once; the rest of the upload is read and dropped by Node.
    function refuse() {
      payload.removeAllListeners('data');
      payload.removeAllListeners('end');
      payload.resume();
      done(avatarTooLarge(), undefined);
    }
  });

  bindContract(app, c.putAvatar, async (_, ctx, { req }) => ({
    user: await putAvatar(ctx, Buffer.isBuffer(req.body) ? req.body : undefined),
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
    if (req.headers['if-none-match'] === avatar.etag) {
      reply.code(304);
      return '' as never;
    }
    reply.type(avatar.contentType);
    return avatar.bytes as unknown as string;
  });
}
