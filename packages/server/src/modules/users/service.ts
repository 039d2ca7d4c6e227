import type { userSettingsInput } from '@tuura/domain/schemas/user';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, userIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { toUser } from './mapper.ts';

export async function findUserRow(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The caller as the API shows them to themselves. */
export async function currentUser(ctx: Ctx) {
  const auth = ctx.auth;
  const row = auth && (await findUserRow(ctx.db, auth.organizationId, userIdOf(ctx)));
  if (!row) throw notFound('user.notFound');
  return toUser(row, { oldSession: auth.takenOverBy !== null, force2fa: auth.force2fa });
}

export async function updateSettings(ctx: Ctx, settings: z.output<typeof userSettingsInput>) {
  const auth = ctx.auth;
  if (!auth) throw notFound();
  await ctx.db
    .update(users)
    .set({ ...settings, updatedAt: ctx.now })
    .where(and(eq(users.id, userIdOf(ctx)), eq(users.organizationId, auth.organizationId)));
  return currentUser(ctx);
}
