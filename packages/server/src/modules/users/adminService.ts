// Users administration (spec §7 Users, decision 104): the list and its filters, one user, create,
// edit, permissions, removal, reset password and reset credentials. Every query is scoped to the
// caller's organisation; every change is audited with the fields' old and new values, secrets
// and pay masked (decision 136).
import type { UserFilter } from '@tuura/domain/api/usersAdmin';
import { REQUEST } from '@tuura/domain/limits';
import { meetsLevel, type Permissions } from '@tuura/domain/permissions';
import { changedFields } from '@tuura/domain/rules/audit';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import type { adminUserInput, adminUserUpdate } from '@tuura/domain/schemas/user';
import { asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { actingUserIdOf, type Ctx, permissionsOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/constraintError.ts';
import { users } from '../../db/schema/index.ts';
import { fail, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { keyringOf } from '../../lib/dataEncryption.ts';
import { announceAccessChanged } from '../../lib/events/announce.ts';
import { likePattern } from '../../lib/likePattern.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { orderByKey } from '../../lib/sortOrder.ts';
import { refuseAdminAccountByToken, refuseCredentialChangeByToken } from '../apiTokens/service.ts';
import {
  clearTwoFactor,
  endSessionsOf,
  lookUpAccountEmail,
  registerAccountEmail,
  releaseAccountEmail,
  sendPasswordLink,
} from '../auth/service.ts';
import { unshareFilesOf } from '../files/service.ts';
import { toAdminListItem, toAdminUser } from './adminMapper.ts';

/** Whether the caller reads pay (the compensation area): the user's salary rate shows only then. */
const readsPay = (ctx: Ctx) => meetsLevel(permissionsOf(ctx), 'compensation', 'read');

import { userFullName } from '../../db/userFullName.ts';
import { checkGrant, checkRank } from '../../lib/grants.ts';
import { salariesFromLegacyField } from './legacySalary.ts';
import { sealSensitive } from './sensitive.ts';

type AdminUserInput = z.output<typeof adminUserInput>;
type AdminUserUpdate = z.output<typeof adminUserUpdate>;

const listColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  jobTitle: users.jobTitle,
  payType: users.payType,
  userGroup: users.userGroup,
  education: users.education,
  permissions: users.permissions,
  tfaEnabled: users.tfaEnabled,
};

/** The education in effect on `today`: the latest entry on or before it (spec §3). */
const educationOn = (today: string) =>
  sql`(select e->>'value' from jsonb_array_elements(${users.education}) e
        where e->>'validFrom' <= ${today} order by e->>'validFrom' desc limit 1)`;

/**
 * The education in effect today is one of `levels`. Measured on the bench data (EXPLAIN): the
 * subquery costs ~0.1 ms a row, so a cheap containment test ("the list names one of them") and a
 * one-entry list's direct read (most people) come first; only longer lists run the subquery.
 */
function educationIn(levels: readonly string[], today: string) {
  const listed = sql.join(
    levels.map((level) => sql`${level}`),
    sql`, `,
  );
  const mentioned = sql.join(
    levels.map((level) => sql`${users.education} @> ${JSON.stringify([{ value: level }])}::jsonb`),
    sql` or `,
  );
  return sql`(${mentioned}) and (case when jsonb_array_length(${users.education}) = 1
    then ${users.education}->0->>'validFrom' <= ${today} and ${users.education}->0->>'value' in (${listed})
    else ${educationOn(today)} in (${listed}) end)`;
}

/** Any area at read or above (one jsonpath test; most people's `{}` is skipped first). */
const hasAdminArea = sql`(${users.permissions} <> '{}'::jsonb and ${users.permissions} @? '$.* ? (@ == "read" || @ == "all")')`;

/** The filters as conditions; each word of the name is matched on its own (trigram index). */
function filterConditions(f: Partial<UserFilter>, today: string): (SQL | undefined)[] {
  const words = (f.q ?? '').split(/\s+/).filter(Boolean);
  return [
    ...words.map((word) => ilike(userFullName, likePattern(word))),
    f.email ? ilike(users.email, likePattern(f.email)) : undefined,
    f.userGroup?.length ? inArray(users.userGroup, f.userGroup) : undefined,
    f.payType?.length ? inArray(users.payType, f.payType) : undefined,
    f.gender?.length ? inArray(users.gender, f.gender) : undefined,
    f.education?.length ? educationIn(f.education, today) : undefined,
    f.role === 'admin' ? hasAdminArea : f.role === 'worker' ? sql`not ${hasAdminArea}` : undefined,
  ];
}

/** What each sort key orders by (decision 142), ties by name, then id. */
const SORTED_BY = {
  name: [users.lastName, users.firstName],
  email: [sql`lower(${users.email})`],
  jobTitle: [users.jobTitle, users.lastName, users.firstName],
} satisfies Record<UserFilter['sort'], unknown[]>;

/** A page of users (by name, or by `sort`) and how many match, counted up to REQUEST.maxCountedTotal. */
export async function listUsers(ctx: Ctx, f: Partial<UserFilter>) {
  const today = zonedDate(ctx.now);
  const where = inOrganization(ctx, users, ...filterConditions(f, today));
  // One more than the cap: finding it says there are more, without counting them all.
  const matching = ctx.db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(REQUEST.maxCountedTotal + 1)
    .as('matching');
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(...orderByKey(SORTED_BY, f.sort ?? 'name', f.order ?? 'asc', users.id))
      .limit(f.limit ?? REQUEST.defaultPageSize)
      .offset(f.offset ?? 0),
    ctx.db.select({ n: count() }).from(matching),
  ]);
  const n = counted?.n ?? 0;
  return {
    users: rows.map((row) => toAdminListItem(row, today)),
    total: Math.min(n, REQUEST.maxCountedTotal),
    totalCapped: n > REQUEST.maxCountedTotal,
  };
}

/** Colleagues for any worker: ids and names only, by name (decision 104). */
/** A page of colleagues by name: one more row than asked tells whether another page follows. */
export async function listColleagues(ctx: Ctx, page: { limit?: number; offset?: number }) {
  const limit = page.limit ?? REQUEST.defaultPageSize;
  const rows = await ctx.db
    .select({ _id: users.id, name: userFullName })
    .from(users)
    .where(inOrganization(ctx, users))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(limit + 1)
    .offset(page.offset ?? 0);
  return { users: rows.slice(0, limit), more: rows.length > limit };
}

async function userRow(ctx: Ctx, db: DbOrTx, id: string, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(inOrganization(ctx, users, eq(users.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('user.notFound');
  return row;
}

export async function getAdminUser(ctx: Ctx, id: string) {
  return toAdminUser(
    await userRow(ctx, ctx.db, id),
    keyringOf(ctx.config),
    zonedDate(ctx.now),
    readsPay(ctx),
  );
}

/** The columns of the admin's input that are given (an update leaves the others as they are). */
function columnsOf(ctx: Ctx, input: AdminUserUpdate) {
  const p = input.personal ?? {};
  const w = input.work ?? {};
  const columns = {
    email: input.email,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone,
    gender: p.gender,
    street: p.address?.street,
    zip: p.address?.zip,
    city: p.address?.city,
    jobTitle: w.jobTitle,
    company: w.company,
    employmentModeValue: w.employmentModeValue,
    // salaryValue: legacySalary.ts turns it into a salary value from today.
    accountingId: w.accountingId,
    payType: w.payType,
    userGroup: w.userGroup,
    notificationSetting: w.notificationSetting,
    education: input.education,
    meta: input.meta,
    ...sealSensitive(keyringOf(ctx.config), { nationalId: p.nationalId, bankAccount: p.bankAccount }),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<
    typeof users.$inferInsert
  >;
}

/** An email already claimed by any account (any organisation) is a conflict on the email field. */
async function claimEmail(db: DbOrTx, organizationId: string, email: string, accountId: string) {
  if (await lookUpAccountEmail(db, 'user', email)) throw emailTaken();
  await registerAccountEmail(db, { kind: 'user', email, organizationId, accountId });
}
const emailTaken = () => fail('user.emailTaken', { fields: { 'user.email': { key: 'duplicate' } } });

/** Unique violations of a racing twin answer like the checked case. */
async function emailConflictsAsTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'account_emails_pkey' || constraint === 'users_org_email_key') throw emailTaken();
    throw error;
  }
}

export async function createUser(ctx: Ctx, input: AdminUserInput, permissions: Permissions) {
  checkGrant(permissionsOf(ctx), {}, permissions);
  // A token may add workers, not admins: an admin login would carry the token's rights past its
  // revocation and into what tokens may never do (decision 121).
  if (Object.values(permissions).some((level) => level !== 'none')) refuseAdminAccountByToken(ctx);
  const organizationId = organizationOf(ctx);
  const today = zonedDate(ctx.now);
  const salary = salariesFromLegacyField(
    ctx,
    { salaries: [], salaryValue: '' },
    input.work.salaryValue,
    today,
  );
  const row = await emailConflictsAsTaken(() =>
    ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          ...(columnsOf(ctx, input) as typeof users.$inferInsert),
          ...salary,
          organizationId,
          email: input.email,
          firstName: input.personal.firstName,
          lastName: input.personal.lastName,
          permissions,
        })
        .returning();
      if (!created) throw new Error('user insert failed');
      await claimEmail(tx, organizationId, created.email, created.id);
      await audit(ctx, tx, {
        organizationId,
        action: 'user.adminCreate',
        targetType: 'user',
        targetId: created.id,
        data: { fields: changedFieldNames(input), permissions },
      });
      return created;
    }),
  );
  // The new user has no password: the link sets the first one.
  await sendPasswordLink(ctx, 'user', row, 'accountCreated');
  return toAdminUser(row, keyringOf(ctx.config), today, readsPay(ctx));
}

/** Dotted names of the fields given, for the audit log (values never: some are sensitive). */
function changedFieldNames(input: AdminUserUpdate): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of Object.entries(value)) {
        if (v === undefined) continue;
        if (v && typeof v === 'object' && !Array.isArray(v))
          names.push(...Object.keys(v).map((leaf) => `${key}.${inner}.${leaf}`));
        else names.push(`${key}.${inner}`);
      }
    } else names.push(key);
  }
  return names;
}

export async function updateUser(ctx: Ctx, id: string, input: AdminUserUpdate) {
  const organizationId = organizationOf(ctx);
  const row = await emailConflictsAsTaken(() =>
    ctx.db.transaction(async (tx) => {
      const current = await userRow(ctx, tx, id, true);
      const columns = {
        ...columnsOf(ctx, input),
        ...salariesFromLegacyField(ctx, current, input.work?.salaryValue, zonedDate(ctx.now)),
      };
      if (columns.email !== undefined && columns.email !== current.email) {
        refuseCredentialChangeByToken(ctx);
        await releaseAccountEmail(tx, 'user', current.email);
        await claimEmail(tx, organizationId, columns.email, id);
      }
      const [updated] = await tx
        .update(users)
        .set({ ...columns, updatedAt: ctx.now })
        .where(inOrganization(ctx, users, eq(users.id, id)))
        .returning();
      await audit(ctx, tx, {
        organizationId,
        action: 'user.adminUpdate',
        targetType: 'user',
        targetId: id,
        data: { fields: changedFieldNames(input) },
        changes: updated && changedFields(current, updated, Object.keys(columns)),
      });
      return updated ?? current;
    }),
  );
  return toAdminUser(row, keyringOf(ctx.config), zonedDate(ctx.now), readsPay(ctx));
}

export async function setPermissions(ctx: Ctx, id: string, permissions: Permissions) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await userRow(ctx, tx, id, true);
    checkRank(permissionsOf(ctx), current.permissions, 'setPermissions');
    checkGrant(permissionsOf(ctx), current.permissions, permissions);
    const [updated] = await tx
      .update(users)
      .set({ permissions, updatedAt: ctx.now })
      .where(inOrganization(ctx, users, eq(users.id, id)))
      .returning();
    await audit(ctx, tx, {
      organizationId: current.organizationId,
      action: 'user.adminPermissions',
      targetType: 'user',
      targetId: id,
      data: { from: current.permissions, to: permissions },
      changes: changedFields({ permissions: current.permissions }, { permissions }),
    });
    // Open streams read them again (a badge taken away stops at once, decision 133).
    await announceAccessChanged(tx, current.organizationId, id);
    return updated ?? current;
  });
  return toAdminUser(row, keyringOf(ctx.config), zonedDate(ctx.now), readsPay(ctx));
}

/**
 * Soft removal: the row stays (their past shifts keep pointing at it), sessions and their open
 * streams end now, their files are unshared and leave the quota (kept for admins, decision 133),
 * the API tokens they made stop (decision 121), the email is freed for a new account. Removing
 * oneself is refused (someone must stay in charge), and so is removing someone who outranks the
 * remover in any area (the rank rule, decision 132): a users-all admin or token would otherwise
 * lock the organisation's other admins out.
 */
export async function removeUser(ctx: Ctx, id: string) {
  if (id === actingUserIdOf(ctx)) throw fail('user.removeSelf');
  await ctx.db.transaction(async (tx) => {
    const current = await userRow(ctx, tx, id, true);
    checkRank(permissionsOf(ctx), current.permissions, 'remove');
    await tx
      .update(users)
      .set({ deletedAt: ctx.now, updatedAt: ctx.now })
      .where(inOrganization(ctx, users, eq(users.id, id)));
    const sessionsEnded = await endSessionsOf(tx, { userId: id });
    const files = await unshareFilesOf(ctx, tx, id);
    await releaseAccountEmail(tx, 'user', current.email);
    await audit(ctx, tx, {
      organizationId: current.organizationId,
      action: 'user.adminRemove',
      targetType: 'user',
      targetId: id,
      data: { sessionsEnded, files },
    });
  });
  return { ok: true as const };
}

export async function sendResetLink(ctx: Ctx, id: string) {
  const row = await userRow(ctx, ctx.db, id);
  checkRank(permissionsOf(ctx), row.permissions, 'resetPassword');
  await audit(ctx, ctx.db, {
    organizationId: row.organizationId,
    action: 'user.adminResetPassword',
    targetType: 'user',
    targetId: id,
  });
  await sendPasswordLink(ctx, 'user', row, 'passwordReset');
  return { ok: true as const };
}

/** Clears two-factor and the recovery codes: the user logs in with the password and enrols again. */
export async function resetCredentials(ctx: Ctx, id: string) {
  await ctx.db.transaction(async (tx) => {
    const current = await userRow(ctx, tx, id, true);
    checkRank(permissionsOf(ctx), current.permissions, 'resetTwoFactor');
    await clearTwoFactor(tx, current, ctx.now);
    await audit(ctx, tx, {
      organizationId: current.organizationId,
      action: 'user.adminResetCredentials',
      targetType: 'user',
      targetId: id,
    });
  });
  return { ok: true as const };
}
