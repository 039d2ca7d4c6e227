import { presetContracts as c } from '@tuura/domain/api/presets';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { createPreset, listPresets, removePreset, updatePreset } from './service.ts';

export async function presetRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async (_req, ctx) => ({ presets: await listPresets(ctx) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({ preset: await createPreset(ctx, body.preset) }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    preset: await updatePreset(ctx, params.id, body.preset),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({ preset: await removePreset(ctx, params.id) }));
}
