// Salary listings, salary values and the payroll report (spec §2 /compensation, §7).
import { salaryContracts as c } from '@tuura/domain/api/salaries';
import type { FastifyInstance } from 'fastify';
import { userIdOf } from '../../context.ts';
import { sendTable } from '../../lib/exports.ts';
import { bindContract } from '../../plugins/routes.ts';
import {
  getSalaries,
  periodOf,
  salaryListing,
  salaryReport,
  salaryReportTable,
  setSalaries,
  workerSalaryListing,
} from './service.ts';

export async function salaryRoutes(app: FastifyInstance) {
  // The caller's own shifts only: the worker id comes from the session, never from the request.
  bindContract(app, c.myListing, ({ query }, ctx) => salaryListing(ctx, userIdOf(ctx), periodOf(ctx, query)));
  bindContract(app, c.listing, ({ params, query }, ctx) =>
    workerSalaryListing(ctx, params.id, periodOf(ctx, query)),
  );
  bindContract(app, c.salaries, async ({ params }, ctx) => ({ salaries: await getSalaries(ctx, params.id) }));
  bindContract(app, c.setSalaries, async ({ params, body }, ctx) => ({
    salaries: await setSalaries(ctx, params.id, body.salaries),
  }));
  bindContract(app, c.report, async ({ body }, ctx, { reply }) =>
    body.format === 'json'
      ? salaryReport(ctx, body)
      : ((await sendTable(reply, body.format, await salaryReportTable(ctx, body))) as never),
  );
}
