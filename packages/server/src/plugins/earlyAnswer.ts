// An answer sent while the request's body is still arriving (a 413 for an oversized upload or
// JSON body, a 401 to a signed-out upload; docs/decisions/129) must reach a client that is still
// writing. Closing the socket at once while unread bytes sit in its receive buffer makes the
// kernel send a reset, and a client that has not read the answer yet loses it: it saw
// ECONNRESET instead of the 413. So such an answer says `Connection: close`, and once it is sent
// the socket closes its side only (FIN) and keeps reading and dropping what still comes, until the
// client closes or LINGER_MS pass; only then is it destroyed. An aborted request is a debug line.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a closing socket keeps reading what a client still sends after the answer. */
export const LINGER_MS = 5_000;

const lingering = new WeakSet<Socket>();

/** Replaces the socket's close-after-answer with a half close that drains, then destroys. */
function lingerOnClose(socket: Socket) {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = function lingeringClose(this: Socket) {
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    this.on('data', () => {});
    this.resume();
    // The HTTP parser stops the handle itself while a request's body goes unread (backpressure),
    // which resume() does not undo: the client's last bytes and its close then sat unread until
    // LINGER_MS had passed. Read again, so the socket closes as soon as the client has finished.
    (this as unknown as { _handle?: { readStart?: () => void } })._handle?.readStart?.();
    this.end();
  };
}

export const earlyAnswerPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    const socket = req.raw.socket;
    if (!req.raw.complete && socket && !socket.destroyed) {
      reply.header('connection', 'close');
      lingerOnClose(socket);
    }
    return payload;
  });
});
