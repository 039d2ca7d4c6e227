import { emailContracts as c } from '@tuura/domain/api/emails';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { getMassEmail, listMassEmails, queueMassEmail } from './service.ts';

export async function emailRoutes(app: FastifyInstance) {
  bindContract(app, c.sendMass, async ({ body }, ctx) => ({ massEmail: await queueMassEmail(ctx, body) }));
  bindContract(app, c.listMass, async (_req, ctx) => ({ massEmails: await listMassEmails(ctx) }));
  bindContract(app, c.getMass, async ({ params }, ctx) => ({
    massEmail: await getMassEmail(ctx, params.id),
  }));
}
