import type { OutgoingHttpHeaders } from 'node:http';
import { notificationContracts as c } from '@tuura/domain/api/notifications';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { invalid } from '../../errors.ts';
import { bindContract } from '../../plugins/routes.ts';
import {
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  readAllNotifications,
  readNotification,
} from './service.ts';
import { liveStreams, parseLastEventId } from './stream.ts';

/** The headers the request's hooks chose (helmet's policy, rate-limit counters), minus the body's. */
function hookHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined && name !== 'content-length' && name !== 'content-type') headers[name] = value;
  return headers;
}

export async function notificationRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async (_, ctx) => ({ notifications: await listNotifications(ctx) }));
  bindContract(app, c.deleteAll, async (_, ctx) => ({ count: await deleteAllNotifications(ctx) }));
  const streams = liveStreams(app.deps, app.events);
  // Open streams never end on their own: closing the app ends them first, or its close would wait.
  app.addHook('preClose', async () => streams.endAll());
  bindContract(app, c.stream, async (_, ctx, { req, reply }) => {
    // Only a client that asks for the stream gets it (EventSource does): any other would wait
    // for the end of a body that never ends (a test's inject, a script's plain GET).
    if (!req.headers.accept?.includes('text/event-stream'))
      throw invalid({ accept: { key: 'invalid', params: { field: 'accept' } } });
    reply.hijack();
    await streams.start(ctx, parseLastEventId(req.headers['last-event-id']), reply.raw, hookHeaders(reply));
    return undefined as never;
  });
  bindContract(app, c.read, async ({ params }, ctx) => ({
    notification: await readNotification(ctx, params.id),
  }));
  bindContract(app, c.readAll, async (_, ctx) => ({ count: await readAllNotifications(ctx) }));
  bindContract(app, c.deleteOne, async ({ params }, ctx) => ({
    notification: await deleteNotification(ctx, params.id),
  }));
}
