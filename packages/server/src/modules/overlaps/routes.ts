// The admin's overlap checks before planning workers (spec §4); the worker's own check is bound
// with the user's routes (users/routes.ts).
import { adminOverlapContracts as overlap } from '@tuura/domain/api/adminOverlaps';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { workersOverlaps } from './service.ts';

export async function adminOverlapRoutes(app: FastifyInstance) {
  bindContract(app, overlap.one, async ({ params, body }, ctx) =>
    workersOverlaps(ctx, [{ user: params.id, spans: [body] }]),
  );
  bindContract(app, overlap.spans, async ({ params, body }, ctx) =>
    workersOverlaps(ctx, [{ user: params.id, spans: body.spans }]),
  );
  bindContract(app, overlap.shared, async ({ body }, ctx) =>
    workersOverlaps(
      ctx,
      body.users.map((user) => ({ user, spans: body.spans })),
    ),
  );
  bindContract(app, overlap.paired, async ({ body }, ctx) => workersOverlaps(ctx, body.checks));
}
