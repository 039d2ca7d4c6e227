import { instructionContracts as c } from '@tuura/domain/api/instructions';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import {
  createInstruction,
  getInstruction,
  listInstructions,
  removeInstruction,
  updateInstruction,
} from './service.ts';

export async function instructionRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async (_req, ctx) => ({ instructions: await listInstructions(ctx) }));
  bindContract(app, c.get, async ({ params }, ctx) => ({
    instruction: await getInstruction(ctx, params.id),
  }));
  bindContract(app, c.create, async ({ body }, ctx) => ({
    instruction: await createInstruction(ctx, body.instruction),
  }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    instruction: await updateInstruction(ctx, params.id, body.instruction),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({
    instruction: await removeInstruction(ctx, params.id),
  }));
}
