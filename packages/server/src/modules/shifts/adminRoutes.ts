import { adminShiftContracts as c } from '@tuura/domain/api/adminShifts';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { countShifts } from './adminService.ts';

export async function adminShiftRoutes(app: FastifyInstance) {
  bindContract(app, c.count, async ({ query }, ctx) => ({ count: await countShifts(ctx, query) }));
}
