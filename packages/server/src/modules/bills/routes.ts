// Bills: a period's billing as JSON for the page or as a CSV/XLSX file, and the
// billing status moved in bulk.
import { billContracts as c } from '@tuura/domain/api/bills';
import type { FastifyInstance } from 'fastify';
import { sendTable } from '../../lib/exports.ts';
import { bindContract } from '../../plugins/routes.ts';
import { billingData, billTable, setBillingStatus } from './service.ts';

export async function billRoutes(app: FastifyInstance) {
  bindContract(app, c.billingData, async ({ body }, ctx, { reply }) =>
    body.format === 'json'
      ? billingData(ctx, body)
      : ((await sendTable(reply, body.format, await billTable(ctx, body))) as never),
  );
  bindContract(app, c.setStatus, async ({ body }, ctx) => setBillingStatus(ctx, body));
}
