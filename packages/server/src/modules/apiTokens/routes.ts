import { organizationContracts as c } from '@tuura/domain/api/organization';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { createToken, listTokens, revokeToken, updateToken } from './service.ts';

export async function apiTokenRoutes(app: FastifyInstance) {
  bindContract(app, c.listTokens, async (_, ctx) => ({ tokens: await listTokens(ctx) }));
  bindContract(app, c.createToken, async ({ body }, ctx) => createToken(ctx, body));
  bindContract(app, c.updateToken, async ({ params, body }, ctx) => ({
    token: await updateToken(ctx, params.id, body),
  }));
  bindContract(app, c.deleteToken, async ({ params }, ctx) => ({ token: await revokeToken(ctx, params.id) }));
}
