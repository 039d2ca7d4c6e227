import { customerContracts as c } from '@tuura/domain/api/customers';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { createCustomer, listCustomers, removeCustomer, renameCustomer } from './service.ts';

export async function customerRoutes(app: FastifyInstance) {
  bindContract(app, c.full, async (_req, ctx) => ({ customers: await listCustomers(ctx) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({
    customer: await createCustomer(ctx, body.customer),
  }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    customer: await renameCustomer(ctx, params.id, body.customer),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({
    customer: await removeCustomer(ctx, params.id),
  }));
}
