import { profileContracts } from '@tuura/domain/api/profile';
import { userContracts } from '@tuura/domain/api/users';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { ownOverlaps } from '../overlaps/service.ts';
import { avatarRoutes } from './avatarRoutes.ts';
import { changeEmail } from './email.ts';
import { searchUsers, updateSettings } from './service.ts';

export async function userRoutes(app: FastifyInstance) {
  bindContract(app, userContracts.search, async ({ query }, ctx) => ({
    users: await searchUsers(ctx, query),
  }));
  bindContract(app, userContracts.overlaps, ({ body }, ctx) => ownOverlaps(ctx, body));
  bindContract(app, userContracts.updateSettings, async ({ body }, ctx) => ({
    user: await updateSettings(ctx, body.settings),
  }));
  bindContract(app, profileContracts.changeEmail, async ({ body }, ctx) => ({
    user: await changeEmail(ctx, body),
  }));
  // Its own plugin: it reads the request body as an image, not JSON.
  await app.register(avatarRoutes);
}
