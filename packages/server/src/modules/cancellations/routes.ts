import { cancellationContracts as c } from '@tuura/domain/api/cancellations';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import {
  cancelOwnShift,
  cancelOwnShifts,
  countActiveCancellations,
  listActiveCancellations,
  listOwnCancellations,
  reactToCancellation,
} from './service.ts';

export async function cancellationRoutes(app: FastifyInstance) {
  bindContract(app, c.listOwn, async ({ query }, ctx) => listOwnCancellations(ctx, query));
  bindContract(app, c.create, async ({ body }, ctx) => ({ cancellation: await cancelOwnShift(ctx, body) }));
  bindContract(app, c.createMany, async ({ body }, ctx) => ({
    cancellations: await cancelOwnShifts(ctx, body),
  }));
  bindContract(app, c.listActive, async ({ query }, ctx) => listActiveCancellations(ctx, query));
  bindContract(app, c.countActive, async (_input, ctx) => ({ count: await countActiveCancellations(ctx) }));
  bindContract(app, c.react, async ({ params, body }, ctx) => ({
    cancellation: await reactToCancellation(ctx, params.id, body),
  }));
}
