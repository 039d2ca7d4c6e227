// An admin's "reset credentials" (decision 104): two-factor off, its secrets and recovery codes
// gone, so the user logs in with the password and enrols again. Credentials stay auth's to write.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';
import { byKey } from '../../lib/scope.ts';

export async function clearTwoFactor(db: DbOrTx, key: { organizationId: string; id: string }, now: Date) {
  await db
    .update(users)
    .set({ tfaEnabled: false, tfaSecret: null, tfaPendingSecret: null, tfaLastStep: null, updatedAt: now })
    .where(byKey(users, key));
  await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.organizationId, key.organizationId), eq(recoveryCodes.userId, key.id)));
}
