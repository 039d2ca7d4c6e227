import { shiftMarketContracts as c } from '@tuura/domain/api/shiftMarket';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import {
  getMarketShift,
  listAdminMarket,
  listWorkerMarket,
  possibleWorkers,
  publishShifts,
  reserveShift,
  undoReservation,
  updateMarketShift,
  withdrawShift,
  withdrawShifts,
} from './marketService.ts';

export async function shiftMarketRoutes(app: FastifyInstance) {
  bindContract(app, c.workerList, async ({ query }, ctx) => listWorkerMarket(ctx, query));
  bindContract(app, c.reserve, async ({ params, body }, ctx) =>
    reserveShift(ctx, params.id, body.confirmOverlap),
  );
  bindContract(app, c.undoReservation, async ({ params }, ctx) => ({
    shift: await undoReservation(ctx, params.id),
  }));
  bindContract(app, c.adminList, async ({ query }, ctx) => listAdminMarket(ctx, query));
  bindContract(app, c.adminGet, async ({ params }, ctx) => ({ shift: await getMarketShift(ctx, params.id) }));
  bindContract(app, c.possibleWorkers, async ({ params, query }, ctx) =>
    possibleWorkers(ctx, params.id, query),
  );
  bindContract(app, c.publish, async ({ body }, ctx) => ({ shifts: await publishShifts(ctx, body) }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    shift: await updateMarketShift(ctx, params.id, body.shift),
  }));
  bindContract(app, c.withdraw, async ({ params }, ctx) => ({ shift: await withdrawShift(ctx, params.id) }));
  bindContract(app, c.withdrawMany, async ({ body }, ctx) => ({
    shifts: await withdrawShifts(ctx, body.ids),
  }));
}
