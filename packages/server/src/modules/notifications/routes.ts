import { notificationContracts as c } from '@tuura/domain/api/notifications';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { deleteAllNotifications, deleteNotification, listNotifications } from './service.ts';
import { liveStreams, parseLastEventId } from './stream.ts';

export async function notificationRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async (_, ctx) => ({ notifications: await listNotifications(ctx) }));
  bindContract(app, c.deleteAll, async (_, ctx) => ({ count: await deleteAllNotifications(ctx) }));
  const streams = liveStreams(app.deps, app.events);
  // Open streams never end on their own: closing the app ends them first, or its close would wait.
  app.addHook('preClose', async () => streams.endAll());
  bindContract(app, c.stream, async (_, ctx, { req, reply }) => {
    await streams.start(ctx, parseLastEventId(req.headers['last-event-id']), reply);
    return undefined as never;
  });
  bindContract(app, c.deleteOne, async ({ params }, ctx) => ({
    notification: await deleteNotification(ctx, params.id),
  }));
}
