// Appends to the audit log; failures to audit never hide the action's own result.
import type { Ctx } from '../context.ts';
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

export async function audit(ctx: Pick<Ctx, 'auth' | 'req' | 'log'>, db: DbOrTx, entry: Entry) {
  await db.insert(auditLog).values({
    actorUserId: ctx.auth?.takenOverBy ?? ctx.auth?.userId ?? null,
    actorGuestUserId: ctx.auth?.guestUserId ?? null,
    ip: ctx.req.ip,
    ...entry,
  });
}
