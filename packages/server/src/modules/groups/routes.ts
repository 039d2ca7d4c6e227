import { groupContracts as c } from '@tuura/domain/api/groups';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import {
  createGroup,
  getGroup,
  groupsOfUser,
  listGroups,
  pickGroups,
  removeGroup,
  updateGroup,
} from './service.ts';

export async function groupRoutes(app: FastifyInstance) {
  bindContract(app, c.pick, async (_req, ctx) => ({ groups: await pickGroups(ctx) }));
  bindContract(app, c.list, async (_req, ctx) => ({ groups: await listGroups(ctx) }));
  bindContract(app, c.ofUser, async ({ query }, ctx) => ({ groups: await groupsOfUser(ctx, query.user) }));
  bindContract(app, c.get, async ({ params }, ctx) => ({ group: await getGroup(ctx, params.id) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({ group: await createGroup(ctx, body.group) }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    group: await updateGroup(ctx, params.id, body.group),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({ group: await removeGroup(ctx, params.id) }));
}
