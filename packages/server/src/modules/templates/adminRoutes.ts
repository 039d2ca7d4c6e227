import { adminTemplateContracts as c } from '@tuura/domain/api/adminTemplates';
import type { FastifyInstance } from 'fastify';
import { underField } from '../../errors.ts';
import { bindContract } from '../../plugins/routes.ts';
import {
  countTemplates,
  createTemplates,
  getTemplate,
  instantiateTemplates,
  listTemplates,
  removeTemplate,
  setPriorities,
  updateTemplate,
} from './adminService.ts';

export async function adminTemplateRoutes(app: FastifyInstance) {
  bindContract(app, c.count, async ({ query }, ctx) => ({ count: await countTemplates(ctx, query) }));
  bindContract(app, c.list, async ({ query }, ctx) => listTemplates(ctx, query));
  bindContract(app, c.get, async ({ params }, ctx) => ({ template: await getTemplate(ctx, params.id) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({
    templates: await createTemplates(ctx, body.templates),
  }));
  bindContract(app, c.instantiate, async ({ body }, ctx) => ({
    shifts: await instantiateTemplates(ctx, body),
  }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    template: await underField('template', () => updateTemplate(ctx, params.id, body.template)),
  }));
  bindContract(app, c.priority, async ({ body }, ctx) => ({ templates: await setPriorities(ctx, body) }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({
    template: await removeTemplate(ctx, params.id),
  }));
}
