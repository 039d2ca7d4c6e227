// Bills: a period's billing as JSON for the page or as a CSV/XLSX file, and the
// billing status moved in bulk.
import { billContracts as c } from '@tuura/domain/api/bills';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { billingData, sendBill } from './billingData.ts';
import { setBillingStatus } from './status.ts';

export async function billRoutes(app: FastifyInstance) {
  bindContract(app, c.billingData, async ({ body }, ctx, { reply }) =>
    body.format === 'json'
      ? billingData(ctx, body)
      : ((await sendBill(ctx, body, body.format, reply)) as never),
  );
  bindContract(app, c.setStatus, async ({ body }, ctx) => setBillingStatus(ctx, body));
}
