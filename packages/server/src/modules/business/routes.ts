import { businessContracts as c } from '@tuura/domain/api/business';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { businessStatistics, reportDiff } from './service.ts';
import { shiftStatistics } from './shiftStatistics.ts';

export async function businessRoutes(app: FastifyInstance) {
  bindContract(app, c.statistics, async ({ body }, ctx) => businessStatistics(ctx, body));
  bindContract(app, c.diff, async ({ body }, ctx) => reportDiff(ctx, body));
  bindContract(app, c.shiftStatistics, async ({ query }, ctx) => shiftStatistics(ctx, query));
}
