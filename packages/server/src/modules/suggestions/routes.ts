import { adminSuggestionContracts as admin, suggestionContracts as c } from '@tuura/domain/api/suggestions';
import type { FastifyInstance } from 'fastify';
import { underField } from '../../errors.ts';
import { bindContract } from '../../plugins/routes.ts';
import {
  approveSuggestions,
  countPendingSuggestions,
  listAdminSuggestions,
  rejectSuggestion,
  rejectSuggestions,
} from './adminService.ts';
import {
  createOwnSuggestions,
  listOwnSuggestions,
  removeOwnSuggestion,
  updateOwnSuggestion,
} from './workerService.ts';

export async function suggestionRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async ({ query }, ctx) => ({
    suggestions: await listOwnSuggestions(ctx, query),
  }));
  bindContract(app, c.create, async ({ body }, ctx) => {
    const [suggestion] = await underField('suggestion', () => createOwnSuggestions(ctx, [body.suggestion]));
    if (!suggestion) throw new Error('suggestion insert answered nothing');
    return { suggestion };
  });
  bindContract(app, c.createMany, async ({ body }, ctx) => ({
    suggestions: await createOwnSuggestions(ctx, body.suggestions, 'suggestions'),
  }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    suggestion: await underField('suggestion', () => updateOwnSuggestion(ctx, params.id, body.suggestion)),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({
    suggestion: await removeOwnSuggestion(ctx, params.id),
  }));
  bindContract(app, admin.list, async ({ query }, ctx) => listAdminSuggestions(ctx, query));
  bindContract(app, admin.count, async (_req, ctx) => ({ count: await countPendingSuggestions(ctx) }));
  bindContract(app, admin.approveMany, async ({ body }, ctx) => ({
    suggestions: await approveSuggestions(ctx, body.ids),
  }));
  bindContract(app, admin.reject, async ({ params, body }, ctx) => ({
    suggestion: await rejectSuggestion(ctx, params.id, body.message),
  }));
  bindContract(app, admin.rejectMany, async ({ body }, ctx) => ({
    suggestions: await rejectSuggestions(ctx, body.ids, body.message),
  }));
}
