import { filterContracts as c } from '@tuura/domain/api/filters';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { createFilter, getFilter, listFilters, removeFilter, updateFilter } from './service.ts';

export async function filterRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async ({ query }, ctx) => ({ filters: await listFilters(ctx, query.context) }));
  bindContract(app, c.get, async ({ params }, ctx) => ({ filter: await getFilter(ctx, params.id) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({ filter: await createFilter(ctx, body.filter) }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    filter: await updateFilter(ctx, params.id, body.filter),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({ filter: await removeFilter(ctx, params.id) }));
}
