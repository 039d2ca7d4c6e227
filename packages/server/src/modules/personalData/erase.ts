// Erasure of a removed user (GDPR article 17, decision 135), in one transaction: what no
// retention duty keeps is deleted, the person's row is made anonymous, and the shifts (with their
// stamps, which are the bill's and the payroll's lines) stay bound to the anonymous id until the
// nightly purge finds them past their period. The file contents go from storage after the commit.
import type { ErasureResult } from '@tuura/domain/api/personalData';
import { ERASED_NAME } from '@tuura/domain/rules/retention';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../context.ts';
import {
  accountEmails,
  cancellations,
  emailOutbox,
  fileQuotas,
  fileShares,
  files,
  groupMembers,
  notes,
  notifications,
  passwordResets,
  pollChoices,
  pollUsers,
  pollVotes,
  recoveryCodes,
  savedFilters,
  shifts,
  suggestions,
  userAvatars,
  users,
} from '../../db/schema/index.ts';
import { fail, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { inOrganizationWithRemoved } from '../../lib/scope.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { endAccountSessions } from '../auth/service.ts';

/** What an erased row keeps: its id, organisation, pay basis (salary values, pay type, accounting id, education) and dates. */
const ANONYMOUS = {
  ...ERASED_NAME,
  email: '',
  passwordHash: null,
  phone: '',
  nationalId: '',
  bankAccount: '',
  gender: null,
  street: '',
  zip: '',
  city: '',
  jobTitle: '',
  company: '',
  meta: '',
  permissions: {},
  darkMode: null,
  tfaEnabled: false,
  tfaSecret: null,
  tfaPendingSecret: null,
  tfaLastStep: null,
  avatarUpdatedAt: null,
} as const;

const counted = (rows: readonly unknown[]) => rows.length;

export async function eraseUser(ctx: Ctx, storage: FileStorage, id: string): Promise<ErasureResult> {
  const { result, storageKeys } = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(inOrganizationWithRemoved(ctx, users, eq(users.id, id)))
      .for('update');
    if (!user) throw notFound('user.notFound');
    if (!user.deletedAt) throw fail('user.eraseNotRemoved');
    const org = user.organizationId;
    const mine = (table: { organizationId: PgColumn }) => eq(table.organizationId, org);

    const owned = await tx
      .delete(files)
      .where(and(mine(files), eq(files.ownerId, id)))
      .returning({ kind: files.kind, storageKey: files.storageKey });
    await tx.delete(fileQuotas).where(and(mine(fileQuotas), eq(fileQuotas.bucketId, id)));
    await tx.delete(fileShares).where(and(mine(fileShares), eq(fileShares.userId, id)));
    await tx.delete(userAvatars).where(and(mine(userAvatars), eq(userAvatars.userId, id)));
    const endedSessions = await endAccountSessions(tx, 'user', id);
    await tx.delete(passwordResets).where(and(mine(passwordResets), eq(passwordResets.userId, id)));
    await tx.delete(recoveryCodes).where(and(mine(recoveryCodes), eq(recoveryCodes.userId, id)));
    await tx.delete(savedFilters).where(and(mine(savedFilters), eq(savedFilters.userId, id)));
    const told = await tx
      .delete(notifications)
      .where(and(mine(notifications), eq(notifications.userId, id)))
      .returning({ id: notifications.id });
    await tx.delete(groupMembers).where(and(mine(groupMembers), eq(groupMembers.userId, id)));
    const answers = await tx
      .delete(pollVotes)
      .where(and(mine(pollVotes), eq(pollVotes.userId, id)))
      .returning({ pollId: pollVotes.pollId });
    await tx.delete(pollUsers).where(and(mine(pollUsers), eq(pollUsers.userId, id)));
    // A choice they added stays in its poll (others voted for it); it no longer names them.
    await tx
      .update(pollChoices)
      .set({ addedBy: null })
      .where(and(mine(pollChoices), eq(pollChoices.addedBy, id)));
    const requests = await tx
      .delete(suggestions)
      .where(and(mine(suggestions), eq(suggestions.workerId, id)))
      .returning({ id: suggestions.id });
    const cancelled = await tx
      .delete(cancellations)
      .where(and(mine(cancellations), eq(cancellations.workerId, id)))
      .returning({ id: cancellations.id });
    const aboutThem = await tx
      .delete(notes)
      .where(and(mine(notes), eq(notes.targetType, 'user'), eq(notes.targetId, id)))
      .returning({ id: notes.id });
    // Mail to them, queued or sent: the outbox is a log of addresses too.
    await tx
      .delete(emailOutbox)
      .where(
        or(
          eq(emailOutbox.userId, id),
          user.email
            ? and(eq(emailOutbox.organizationId, org), sql`lower(${emailOutbox.to}) = lower(${user.email})`)
            : undefined,
        ),
      );
    // The login directory frees the address (removal already did, unless it was taken again).
    await tx
      .delete(accountEmails)
      .where(
        and(
          eq(accountEmails.kind, 'user'),
          eq(accountEmails.organizationId, org),
          eq(accountEmails.accountId, id),
        ),
      );
    await tx
      .update(users)
      .set({ ...ANONYMOUS, erasedAt: user.erasedAt ?? ctx.now, updatedAt: ctx.now })
      .where(and(mine(users), eq(users.id, id)));
    // Live and removed apart: each has its index by worker (one count over both would scan).
    const keptOf = async (removed: boolean) =>
      (
        await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(shifts)
          .where(
            and(
              mine(shifts),
              eq(shifts.workerId, id),
              removed ? isNotNull(shifts.deletedAt) : isNull(shifts.deletedAt),
            ),
          )
      )[0]?.count ?? 0;
    const keptShifts = (await keptOf(false)) + (await keptOf(true));
    const result: ErasureResult = {
      ok: true,
      erasedAt: (user.erasedAt ?? ctx.now).toISOString(),
      removed: {
        files: owned.filter((f) => f.kind === 'file').length,
        notifications: counted(told),
        shiftRequests: counted(requests),
        cancellations: counted(cancelled),
        pollAnswers: counted(answers),
        notes: counted(aboutThem),
        sessions: endedSessions,
      },
      keptShifts,
    };
    await audit(ctx, tx, {
      organizationId: org,
      action: 'user.erase',
      targetType: 'user',
      targetId: id,
      data: { removed: result.removed, keptShifts: result.keptShifts },
    });
    return { result, storageKeys: owned.flatMap((f) => (f.storageKey ? [f.storageKey] : [])) };
  });
  // The rows are gone and committed: an object left by a failed delete is unreachable, logged.
  for (const key of storageKeys)
    await storage.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'erasure: a file content was not deleted from storage');
    });
  return result;
}
