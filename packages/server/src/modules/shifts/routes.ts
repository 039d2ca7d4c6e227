import { workerShiftContracts as c } from '@tuura/domain/api/shifts';
import type { FastifyInstance } from 'fastify';
import { underField } from '../../errors.ts';
import { bindContract } from '../../plugins/routes.ts';
import {
  countOwnShifts,
  createOwnShift,
  getShift,
  listOwnShifts,
  nearShifts,
  stampManyOwnShifts,
  stampOwnShift,
  updateOwnShift,
} from './service.ts';

export async function workerShiftRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async ({ query }, ctx) => ({ shifts: await listOwnShifts(ctx, query) }));
  bindContract(app, c.count, async ({ query }, ctx) => ({ count: await countOwnShifts(ctx, query) }));
  bindContract(app, c.get, async ({ params }, ctx) => ({ shift: await getShift(ctx, params.id) }));
  bindContract(app, c.near, async ({ params }, ctx) => ({ shifts: await nearShifts(ctx, params.id) }));
  // Service rules name fields as the body nests them: { shift: { … } } → `shift.from`.
  bindContract(app, c.create, async ({ body }, ctx) => ({
    shift: await underField('shift', () => createOwnShift(ctx, body.shift)),
  }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    shift: await underField('shift', () => updateOwnShift(ctx, params.id, body.shift)),
  }));
  bindContract(app, c.stamp, async ({ params, body }, ctx) => ({
    shift: await stampOwnShift(ctx, params.id, body),
  }));
  bindContract(app, c.stampMany, async ({ body }, ctx) => ({ shifts: await stampManyOwnShifts(ctx, body) }));
}
