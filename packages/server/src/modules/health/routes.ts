import { healthContracts as c } from '@tuura/domain/api/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';

export async function healthRoutes(app: FastifyInstance) {
  bindContract(app, c.health, async (_, ctx) => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
}
