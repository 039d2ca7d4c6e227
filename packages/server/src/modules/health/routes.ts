import { healthContracts as c } from '@tuura/domain/api/health';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { checkHealth } from './service.ts';

export async function healthRoutes(app: FastifyInstance) {
  bindContract(app, c.health, (_, ctx) => checkHealth(ctx));
}
