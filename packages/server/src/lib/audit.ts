// Appends to the audit log (decision 136): who (the person, the admin behind a take-over, the API
// token or the job), what (action, object, the changed fields before and after), when and from
// where (address, user agent). Secret fields are masked before anything is written.
import { maskSecrets } from '@tuura/domain/rules/audit';
import { actingUserIdOf, type Ctx, tokenIdOf } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditEntryInput = {
  organizationId: string;
  action: string;
  targetType?: string | undefined;
  targetId?: string | undefined;
  data?: Record<string, unknown>;
  /** The changed fields: `changedFields(before, after)` of @tuura/domain/rules/audit. */
  changes?: { before: Record<string, unknown>; after: Record<string, unknown> } | null;
  actorUserId?: string | null;
  actorGuestUserId?: string | null;
};

/** Records the admin behind a take-over, else the user, guest or API token; a job goes by its name. */
export async function audit(
  ctx: Pick<Ctx, 'actor' | 'ip' | 'userAgent'>,
  db: DbOrTx,
  entry: AuditEntryInput,
) {
  const actor = ctx.actor;
  const person = actor && actor.kind !== 'job' ? actor : null;
  const { changes, data, ...rest } = entry;
  await db.insert(auditLog).values({
    actorUserId: actingUserIdOf(ctx),
    actorGuestUserId: person?.guestUserId ?? null,
    actorTokenId: tokenIdOf(ctx),
    actorJob: actor?.kind === 'job' ? actor.job : null,
    ip: ctx.ip,
    userAgent: ctx.userAgent ?? null,
    ...rest,
    before: changes ? maskSecrets(changes.before) : null,
    after: changes ? maskSecrets(changes.after) : null,
    data: maskSecrets(actor?.kind === 'job' ? { ...data, job: actor.job } : (data ?? {})),
  });
}
