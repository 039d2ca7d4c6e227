import { pollContracts as c } from '@tuura/domain/api/polls';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { bindContract } from '../../plugins/routes.ts';
import {
  countAwaitingAnswer,
  countOpenPolls,
  createPoll,
  findForWorker,
  getPoll,
  listForWorker,
  listPolls,
  removePoll,
  updatePoll,
  vote,
} from './service.ts';

export async function pollRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async (_req, ctx) => ({ polls: await listForWorker(ctx) }));
  bindContract(app, c.count, async (_req, ctx) => ({ count: await countAwaitingAnswer(ctx) }));
  bindContract(app, c.get, async ({ params }, ctx) => {
    const poll = await findForWorker(ctx, ctx.db, params.id);
    if (!poll) throw notFound('poll.notFound');
    return { poll };
  });
  bindContract(app, c.vote, async ({ params, body }, ctx) => ({ poll: await vote(ctx, params.id, body) }));
  bindContract(app, c.adminList, async (_req, ctx) => ({ polls: await listPolls(ctx) }));
  bindContract(app, c.adminCount, async (_req, ctx) => ({ count: await countOpenPolls(ctx) }));
  bindContract(app, c.adminGet, async ({ params }, ctx) => ({ poll: await getPoll(ctx, params.id) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({ poll: await createPoll(ctx, body.poll) }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    poll: await updatePoll(ctx, params.id, body.poll),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({ poll: await removePoll(ctx, params.id) }));
}
