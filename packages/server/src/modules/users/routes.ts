import { userContracts } from '@tuura/domain/api/users';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { updateSettings } from './service.ts';

export async function userRoutes(app: FastifyInstance) {
  bindContract(app, userContracts.updateSettings, async ({ body }, ctx) => ({
    user: await updateSettings(ctx, body.settings),
  }));
}
