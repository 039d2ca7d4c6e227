import { notificationContracts as c } from '@tuura/domain/api/notifications';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { deleteAllNotifications, deleteNotification, listNotifications } from './service.ts';

export async function notificationRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async (_, ctx) => ({ notifications: await listNotifications(ctx) }));
  bindContract(app, c.deleteAll, async (_, ctx) => ({ count: await deleteAllNotifications(ctx) }));
  bindContract(app, c.deleteOne, async ({ params }, ctx) => ({
    notification: await deleteNotification(ctx, params.id),
  }));
}
