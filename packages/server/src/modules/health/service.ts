// The health check (GET /api/health): the app answers, and so does its database.
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';

/** Runs one trivial statement: a database that is away throws, and the check fails. */
export async function checkHealth(ctx: Ctx) {
  await ctx.db.execute(sql`select 1`);
  return { status: 'ok' as const };
}
