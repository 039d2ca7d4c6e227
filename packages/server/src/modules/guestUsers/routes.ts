import { guestUserContracts as c } from '@tuura/domain/api/guestUsers';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { listCustomers } from '../customers/service.ts';
import {
  createGuestUser,
  listGuestUsers,
  ownGuestUser,
  removeGuestUser,
  resetGuestCredentials,
  updateGuestUser,
} from './service.ts';
import { guestShifts } from './shifts.ts';

export async function guestUserRoutes(app: FastifyInstance) {
  bindContract(app, c.self, async (_, ctx) => ({ guestUser: await ownGuestUser(ctx) }));
  bindContract(app, c.shifts, async ({ query }, ctx) => ({ shifts: await guestShifts(ctx, query) }));
  bindContract(app, c.list, ({ query }, ctx) => listGuestUsers(ctx, query));
  // The places a filter can name: the organisation's customers with their departments.
  bindContract(app, c.places, async (_, ctx) => ({ customers: await listCustomers(ctx) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({ guestUser: await createGuestUser(ctx, body) }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    guestUser: await updateGuestUser(ctx, params.id, body),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({
    guestUser: await removeGuestUser(ctx, params.id),
  }));
  bindContract(app, c.resetCredentials, ({ params }, ctx) => resetGuestCredentials(ctx, params.id));
}
