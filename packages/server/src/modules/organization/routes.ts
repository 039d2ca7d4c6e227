import { organizationContracts as c } from '@tuura/domain/api/organization';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { adminOrganization, publicOrganization, setForce2fa } from './service.ts';

export async function organizationRoutes(app: FastifyInstance) {
  bindContract(app, c.getPublic, async (_, ctx) => ({ organization: await publicOrganization(ctx) }));
  bindContract(app, c.getAdmin, async (_, ctx) => ({ organization: await adminOrganization(ctx) }));
  bindContract(app, c.setForce2fa, async ({ body }, ctx) => ({
    organization: await setForce2fa(ctx, body.force2fa),
  }));
}
