import { organizationContracts as c } from '@tuura/domain/api/organization';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { logoRoutes } from './logoRoutes.ts';
import {
  adminOrganization,
  publicOrganization,
  setAdminEmail,
  setDetails,
  setForce2fa,
  setMarketUndo,
} from './service.ts';

export async function organizationRoutes(app: FastifyInstance) {
  bindContract(app, c.getPublic, async (_, ctx) => ({ organization: await publicOrganization(ctx) }));
  bindContract(app, c.getAdmin, async (_, ctx) => ({ organization: await adminOrganization(ctx) }));
  bindContract(app, c.setForce2fa, async ({ body }, ctx) => ({
    organization: await setForce2fa(ctx, body.force2fa),
  }));
  bindContract(app, c.setDetails, async ({ body }, ctx) => ({ organization: await setDetails(ctx, body) }));
  bindContract(app, c.setEmail, async ({ body }, ctx) => ({
    organization: await setAdminEmail(ctx, body.adminEmail),
  }));
  bindContract(app, c.setMarketUndo, async ({ body }, ctx) => ({
    organization: await setMarketUndo(ctx, body),
  }));
  // Its own plugin: the logo's body parser reads bytes and must not apply to the JSON calls.
  await app.register(logoRoutes);
}
