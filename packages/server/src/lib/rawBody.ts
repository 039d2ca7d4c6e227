// A body parser for routes whose request body is a file's bytes (the avatar, the logo; decision
// 108): any content type is read as bytes, stopping at a limit, so JSON or a form is just bytes
// that are not an image (415) and a larger upload is refused (413) before it is all read.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Replaces the plugin's body parsers with one that keeps at most `maxBytes` of any body. */
export function acceptRawBody(app: FastifyInstance, maxBytes: number, tooLarge: () => Error) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (req: FastifyRequest, payload, done) => {
    const declared = Number(req.headers['content-length']);
    if (declared > maxBytes) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) refuse();
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
      done(tooLarge(), undefined);
    }
  });
}

/** The bytes the parser above kept, or undefined when the request had no body. */
export const rawBodyOf = (req: FastifyRequest) => (Buffer.isBuffer(req.body) ? req.body : undefined);
