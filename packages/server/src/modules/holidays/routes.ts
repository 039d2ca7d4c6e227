import { holidayContracts as c } from '@tuura/domain/api/holidays';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { createHoliday, getHoliday, listHolidays, removeHoliday, updateHoliday } from './service.ts';

export async function holidayRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async ({ query }, ctx) => ({ holidays: await listHolidays(ctx, query) }));
  bindContract(app, c.get, async ({ params }, ctx) => ({ holiday: await getHoliday(ctx, params.id) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({ holiday: await createHoliday(ctx, body.holiday) }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    holiday: await updateHoliday(ctx, params.id, body.holiday),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({ holiday: await removeHoliday(ctx, params.id) }));
}
