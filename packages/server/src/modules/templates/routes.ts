import { workerTemplateContracts as c } from '@tuura/domain/api/templates';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { customersWithTemplates } from './service.ts';

export async function templateRoutes(app: FastifyInstance) {
  bindContract(app, c.customers, async (_, ctx) => ({ customers: await customersWithTemplates(ctx) }));
}
