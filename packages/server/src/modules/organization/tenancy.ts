// Which organisation a request belongs to: the session's, else the deployment's default one
// (today one organisation per deployment; a host-based lookup can replace the default later).
import { asc } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';

const defaults = new WeakMap<Db, string>();

export async function defaultOrganizationId(db: Db): Promise<string | null> {
  const cached = defaults.get(db);
  if (cached) return cached;
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .orderBy(asc(organizations.createdAt))
    .limit(1);
  if (row) defaults.set(db, row.id);
  return row?.id ?? null;
}

export async function organizationIdOf(ctx: Pick<Ctx, 'actor' | 'db'>): Promise<string | null> {
  return ctx.actor?.organizationId ?? defaultOrganizationId(ctx.db);
}
