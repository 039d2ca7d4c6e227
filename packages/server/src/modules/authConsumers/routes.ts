import { authConsumerContracts as c } from '@tuura/domain/api/authConsumers';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { createConsumer, getConsumer, listConsumers, removeConsumer, updateConsumer } from './service.ts';

export async function authConsumerRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async (_, ctx) => ({ consumers: await listConsumers(ctx) }));
  bindContract(app, c.create, async ({ body }, ctx) => createConsumer(ctx, body));
  bindContract(app, c.get, async ({ params }, ctx) => ({ consumer: await getConsumer(ctx, params.id) }));
  bindContract(app, c.update, async ({ params, body }, ctx) => updateConsumer(ctx, params.id, body));
  bindContract(app, c.remove, async ({ params }, ctx) => ({
    consumer: await removeConsumer(ctx, params.id),
  }));
}
