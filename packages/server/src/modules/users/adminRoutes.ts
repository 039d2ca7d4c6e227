import { sessionContracts } from '@tuura/domain/api/sessions';
import { userAdminContracts as c } from '@tuura/domain/api/usersAdmin';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import {
  createUser,
  getAdminUser,
  listColleagues,
  listUsers,
  removeUser,
  resetCredentials,
  sendResetLink,
  setPermissions,
  updateUser,
} from './adminService.ts';
import { endUserSessions, userSessions } from './sessionsAdmin.ts';

export async function userAdminRoutes(app: FastifyInstance) {
  bindContract(app, c.colleagues, ({ query }, ctx) => listColleagues(ctx, query));
  bindContract(app, c.list, ({ query }, ctx) => listUsers(ctx, query));
  bindContract(app, c.filter, ({ body }, ctx) => listUsers(ctx, body));
  bindContract(app, c.get, async ({ params }, ctx) => ({ user: await getAdminUser(ctx, params.id) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({
    user: await createUser(ctx, body.user, body.permissions),
  }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    user: await updateUser(ctx, params.id, body.user),
  }));
  bindContract(app, c.permissions, async ({ params, body }, ctx) => ({
    user: await setPermissions(ctx, params.id, body.permissions),
  }));
  bindContract(app, c.remove, ({ params }, ctx) => removeUser(ctx, params.id));
  bindContract(app, c.resetPassword, ({ params }, ctx) => sendResetLink(ctx, params.id));
  bindContract(app, c.resetCredentials, ({ params }, ctx) => resetCredentials(ctx, params.id));
  bindContract(app, sessionContracts.userList, ({ params }, ctx) => userSessions(ctx, params.id));
  bindContract(app, sessionContracts.userEnd, ({ params }, ctx) => endUserSessions(ctx, params.id));
}
