// Guest users as admins manage them (spec §7 Guest users): name, email, notes and filters here;
// the email's directory entry, the password, the sessions and the set-password link through the
// auth module's service. Every query is scoped with `inOrganization`; a foreign id is a 404.

import { randomUUID } from 'node:crypto';
import type { guestUserListQuery } from '@tuura/domain/api/guestUsers';
import { REQUEST } from '@tuura/domain/limits';
import type { GuestUserInput } from '@tuura/domain/schemas/guestUser';
import { and, count, eq, ilike, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, guestIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { guestUsers } from '../../db/schema/index.ts';
import { fail, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { likePattern } from '../../lib/likePattern.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { orderByKey } from '../../lib/sortOrder.ts';
import { refuseCredentialChangeByToken } from '../apiTokens/service.ts';
import {
  changeAccountEmail,
  claimAccountEmail,
  clearPassword,
  endAccountSessions,
  guestWithPlace,
  issueGuestInvite,
  releaseOwnEmail,
  selectGuests,
  toGuestSelf,
  toGuestUser,
} from '../auth/service.ts';
import { customers, departments } from '../customers/readModel.ts';

type Filters = GuestUserInput['filters'];

const placeField = (field: 'filters.customerId' | 'filters.departmentId') => ({
  fields: { [field]: { key: 'invalid' as const, params: { field } } },
});

/**
 * The filter's columns (docs/decisions/126): a live department of the organisation (its customer
 * may be sent too, but must be its own), else a live customer, else nothing. A place of another
 * organisation is unknown here, as every foreign id is. Choosing clears a migrated name.
 */
async function filterColumns(ctx: Ctx, db: DbOrTx, filters: Filters) {
  const chosen = { filterDays: filters.days, filterUnresolvedName: '' };
  if (filters.departmentId) {
    const [department] = await db
      .select({ customerId: departments.customerId })
      .from(departments)
      .innerJoin(
        customers,
        and(
          eq(customers.organizationId, departments.organizationId),
          eq(customers.id, departments.customerId),
        ),
      )
      .where(
        and(
          inOrganization(ctx, departments, eq(departments.id, filters.departmentId)),
          isNull(customers.deletedAt),
        ),
      );
    if (!department) throw fail('department.notFound', placeField('filters.departmentId'));
    if (filters.customerId && filters.customerId !== department.customerId)
      throw fail('request.invalid', placeField('filters.customerId'));
    return { ...chosen, filterCustomerId: null, filterDepartmentId: filters.departmentId };
  }
  if (filters.customerId) {
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(inOrganization(ctx, customers, eq(customers.id, filters.customerId)));
    if (!customer) throw fail('customer.notFound', placeField('filters.customerId'));
  }
  return { ...chosen, filterCustomerId: filters.customerId, filterDepartmentId: null };
}

async function columnsOf(ctx: Ctx, db: DbOrTx, input: Partial<GuestUserInput>) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.meta !== undefined && { meta: input.meta }),
    ...(input.filters && (await filterColumns(ctx, db, input.filters))),
  };
}

/** The guest user as the API shows it, read again after a change in the same transaction. */
async function shown(ctx: Ctx, db: DbOrTx, id: string) {
  const r = await guestWithPlace(db, organizationOf(ctx), id);
  if (!r) throw notFound('guestUser.notFound');
  return toGuestUser(r);
}

/** What each sort key orders by (decision 142); the id breaks ties. */
const GUEST_SORT_COLUMNS = { name: [guestUsers.name], email: [guestUsers.email] };

export async function listGuestUsers(ctx: Ctx, q: z.output<typeof guestUserListQuery>) {
  const pattern = q.search ? likePattern(q.search) : undefined;
  const where = inOrganization(
    ctx,
    guestUsers,
    pattern ? or(ilike(guestUsers.name, pattern), ilike(guestUsers.email, pattern)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectGuests(ctx.db)
      .where(where)
      .orderBy(...orderByKey(GUEST_SORT_COLUMNS, q.sort, q.order, guestUsers.id))
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
      .values({ ...(await columnsOf(ctx, tx, input)), ...account, name: input.name })
      .returning();
    if (!row) throw new Error('guest user insert failed');
    const sendInvite = await issueGuestInvite(ctx, tx, row);
    await audit(ctx, tx, {
      organizationId: row.organizationId,
      action: 'guestUser.create',
      targetType: 'guestUser',
      targetId: row.id,
    });
    return { row: await shown(ctx, tx, row.id), sendInvite };
  });
  sendInvite();
  return row;
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
      .set({ ...(await columnsOf(ctx, tx, input)), updatedAt: ctx.now })
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
    return shown(ctx, tx, row.id);
  });
}

/** Removes a guest user (kept, marked removed): their sessions end and their email is free again. */
export async function removeGuestUser(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockGuestUser(ctx, tx, id);
    const before = await shown(ctx, tx, id);
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
    return before;
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
  const r = await guestWithPlace(ctx.db, organizationOf(ctx), guestIdOf(ctx));
  if (!r || r.guest.deletedAt) throw notFound('guestUser.notFound');
  return toGuestSelf(r);
}
