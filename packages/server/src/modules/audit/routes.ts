// The audit log page's routes (decision 136): a page of entries, and the same filters as a file.
import { auditContracts as c } from '@tuura/domain/api/audit';
import type { FastifyInstance } from 'fastify';
import { sendTable } from '../../lib/exports.ts';
import { bindContract } from '../../plugins/routes.ts';
import { auditTable } from './export.ts';
import { auditPage } from './service.ts';

export async function auditRoutes(app: FastifyInstance) {
  bindContract(app, c.list, ({ query }, ctx) => auditPage(ctx, query));
  bindContract(app, c.export, async ({ query }, ctx, { reply }) => {
    const { format, ...filter } = query;
    return (await sendTable(reply, format, await auditTable(ctx, filter))) as never;
  });
}
