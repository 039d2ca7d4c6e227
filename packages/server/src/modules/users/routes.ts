import { userContracts } from '@tuura/domain/api/users';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { ownOverlaps } from '../shifts/overlaps.ts';
import { searchUsers, updateSettings } from './service.ts';

export async function userRoutes(app: FastifyInstance) {
  bindContract(app, userContracts.search, async ({ query }, ctx) => ({
    users: await searchUsers(ctx, query),
  }));
  bindContract(app, userContracts.overlaps, ({ body }, ctx) => ownOverlaps(ctx, body));
  bindContract(app, userContracts.updateSettings, async ({ body }, ctx) => ({
    user: await updateSettings(ctx, body.settings),
  }));
}
