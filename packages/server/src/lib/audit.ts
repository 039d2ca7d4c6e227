// Appends to the audit log; failures to audit never hide the action's own result.
import { actingUserIdOf, type Ctx, tokenIdOf } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

type Entry = {
  organizationId: string;
  action: string;
  targetType?: string;
  targetId?: string;
  data?: Record<string, unknown>;
  actorUserId?: string | null;
  actorGuestUserId?: string | null;
};

/** Records the admin behind a take-over, else the user, guest or API token; a job goes by its name. */
export async function audit(ctx: Pick<Ctx, 'actor' | 'ip'>, db: DbOrTx, entry: Entry) {
  const actor = ctx.actor;
  const person = actor && actor.kind !== 'job' ? actor : null;
  await db.insert(auditLog).values({
    actorUserId: actingUserIdOf(ctx),
    actorGuestUserId: person?.guestUserId ?? null,
    actorTokenId: tokenIdOf(ctx),
    ip: ctx.ip,
    ...entry,
    data: actor?.kind === 'job' ? { ...entry.data, job: actor.job } : entry.data,
  });
}
