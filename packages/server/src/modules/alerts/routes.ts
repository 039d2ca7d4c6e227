import { alertContracts as c } from '@tuura/domain/api/alerts';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { createAlert, getAlert, listAlerts, removeAlert, runAlertNow, updateAlert } from './service.ts';

export async function alertRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async (_req, ctx) => ({ alerts: await listAlerts(ctx) }));
  bindContract(app, c.get, async ({ params }, ctx) => ({ alert: await getAlert(ctx, params.id) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({ alert: await createAlert(ctx, body.alert) }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    alert: await updateAlert(ctx, params.id, body.alert),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({ alert: await removeAlert(ctx, params.id) }));
  bindContract(app, c.run, async ({ params }, ctx) => ({ alert: await runAlertNow(ctx, params.id) }));
}
