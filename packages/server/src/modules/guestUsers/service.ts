// Guest users as admins manage them (spec §7 Guest users): name, email, notes and filters here;
// the email's directory entry, the password, the sessions and the set-password link through the
// auth module's service. Every query is scoped with `inOrganization`; a foreign id is a 404.

import { randomUUID } from 'node:crypto';
import type { guestUserListQuery } from '@tuura/domain/api/guestUsers';
import { REQUEST } from '@tuura/domain/limits';
import type { GuestUser, GuestUserInput } from '@tuura/domain/schemas/guestUser';
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, guestIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { guestUsers } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { likePattern } from '../../lib/likePattern.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { refuseCredentialChangeByToken } from '../apiTokens/service.ts';
import {
  changeAccountEmail,
  claimAccountEmail,
  clearPassword,
  endAccountSessions,
  issueGuestInvite,
  releaseOwnEmail,
} from '../auth/service.ts';

type Row = typeof guestUsers.$inferSelect;

export const toGuestUser = (row: Row): GuestUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  meta: row.meta,
  filters: { name: row.filterName, days: row.filterDays },
});

const columnsOf = (input: Partial<GuestUserInput>) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.email !== undefined && { email: input.email }),
  ...(input.meta !== undefined && { meta: input.meta }),
  ...(input.filters && { filterName: input.filters.name, filterDays: input.filters.days }),
});

export async function listGuestUsers(ctx: Ctx, q: z.output<typeof guestUserListQuery>) {
  const pattern = q.search ? likePattern(q.search) : undefined;
  const where = inOrganization(
    ctx,
    guestUsers,
    pattern ? or(ilike(guestUsers.name, pattern), ilike(guestUsers.email, pattern)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(guestUsers)
      .where(where)
      .orderBy(asc(guestUsers.name), asc(guestUsers.id))
      .limit(q.limit ?? REQUEST.defaultPageSize)
      .offset(q.offset ?? 0),
    ctx.db.select({ n: count() }).from(guestUsers).where(where),
  ]);
  return { guestUsers: rows.map(toGuestUser), total: counted?.n ?? 0 };
}

/** A live guest user of the organisation, locked for the change that follows; else a 404. */
async function lockGuestUser(ctx: Ctx, db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(guestUsers)
    .where(inOrganization(ctx, guestUsers, eq(guestUsers.id, id)))
    .for('update');
  if (!row) throw notFound('guestUser.notFound');
  return row;
}

export async function createGuestUser(ctx: Ctx, input: GuestUserInput) {
  const { row, sendInvite } = await ctx.db.transaction(async (tx) => {
    // The email is claimed first: one in use answers 409 before the insert could collide.
    const account = { id: randomUUID(), organizationId: organizationOf(ctx), email: input.email };
    await claimAccountEmail(tx, 'guest', account);
    const [row] = await tx
      .insert(guestUsers)
      .values({ ...columnsOf(input), ...account, name: input.name })
      .returning();
    if (!row) throw new Error('guest user insert failed');
    const sendInvite = await issueGuestInvite(ctx, tx, row);
    await audit(ctx, tx, {
      organizationId: row.organizationId,
      action: 'guestUser.create',
      targetType: 'guestUser',
      targetId: row.id,
    });
    return { row, sendInvite };
  });
  sendInvite();
  return toGuestUser(row);
}

export async function updateGuestUser(ctx: Ctx, id: string, input: Partial<GuestUserInput>) {
  return ctx.db.transaction(async (tx) => {
    const before = await lockGuestUser(ctx, tx, id);
    if (input.email !== undefined && input.email.toLowerCase() !== before.email.toLowerCase()) {
      refuseCredentialChangeByToken(ctx);
      await changeAccountEmail(tx, 'guest', { ...before, email: input.email }, before.email);
    }
    const [row] = await tx
      .update(guestUsers)
      .set({ ...columnsOf(input), updatedAt: ctx.now })
      .where(inOrganization(ctx, guestUsers, eq(guestUsers.id, id)))
      .returning();
    if (!row) throw notFound('guestUser.notFound');
    await audit(ctx, tx, {
      organizationId: row.organizationId,
      action: 'guestUser.update',
      targetType: 'guestUser',
      targetId: row.id,
      data: { fields: Object.keys(input) },
    });
    return toGuestUser(row);
  });
}

/** Removes a guest user (kept, marked removed): their sessions end and their email is free again. */
export async function removeGuestUser(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockGuestUser(ctx, tx, id);
    await tx
      .update(guestUsers)
      .set({ deletedAt: ctx.now, updatedAt: ctx.now })
      .where(inOrganization(ctx, guestUsers, eq(guestUsers.id, id)));
    await endAccountSessions(tx, 'guest', id);
    await releaseOwnEmail(tx, 'guest', row);
    await audit(ctx, tx, {
      organizationId: row.organizationId,
      action: 'guestUser.remove',
      targetType: 'guestUser',
      targetId: id,
    });
    return toGuestUser(row);
  });
}

/** Ends the guest's sessions, clears the password and mails a link to set a new one. */
export async function resetGuestCredentials(ctx: Ctx, id: string) {
  const sendInvite = await ctx.db.transaction(async (tx) => {
    const row = await lockGuestUser(ctx, tx, id);
    await clearPassword(tx, 'guest', row);
    await endAccountSessions(tx, 'guest', id);
    const send = await issueGuestInvite(ctx, tx, row);
    await audit(ctx, tx, {
      organizationId: row.organizationId,
      action: 'guestUser.resetCredentials',
      targetType: 'guestUser',
      targetId: id,
    });
    return send;
  });
  sendInvite();
  return { ok: true as const };
}

/** The signed-in guest's own row (live), for the profile and the shift filter. */
export async function ownGuestRow(ctx: Ctx) {
  const [row] = await ctx.db
    .select()
    .from(guestUsers)
    .where(inOrganization(ctx, guestUsers, eq(guestUsers.id, guestIdOf(ctx))));
  if (!row) throw notFound('guestUser.notFound');
  return row;
}

export async function ownGuestUser(ctx: Ctx) {
  const { meta: _meta, ...self } = toGuestUser(await ownGuestRow(ctx));
  return self;
}
