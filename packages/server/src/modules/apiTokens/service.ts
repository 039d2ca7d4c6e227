// The organisation's API tokens (decision 121): created with a scope no higher than the creator's
// own, shown once, stored hashed; renamed, rescoped or revoked by developer admins.

import { PERMISSION_AREAS } from '@tuura/domain/enums';
import { API_TOKEN } from '@tuura/domain/limits';
import type { Permissions } from '@tuura/domain/permissions';
import type { ApiToken } from '@tuura/domain/schemas/organization';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { actingUserIdOf, type Ctx, permissionsOf, tokenIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/index.ts';
import { AppError, fail, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { checkGrant } from '../../lib/grants.ts';
import { inOrganization, inOrganizationWithRemoved, organizationOf } from '../../lib/scope.ts';
import { users } from '../users/readModel.ts';
import { newTokenSecret } from './secret.ts';

/**
 * Sign-in details stay with people: a token may not change an account's email (a reset link would
 * then go to whoever holds the token), its password or two-factor (decision 121).
 */
export function refuseCredentialChangeByToken(ctx: Ctx) {
  if (tokenIdOf(ctx)) throw fail('apiToken.credentials');
}

/** A token may not make a login with admin permissions (decision 121). */
export function refuseAdminAccountByToken(ctx: Ctx) {
  if (tokenIdOf(ctx)) throw fail('apiToken.adminAccount');
}

type TokenInput = {
  name?: string | undefined;
  permissions?: Permissions | undefined;
  expiresAt?: string | null | undefined;
};

const DAY_MS = 86_400_000;

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  hint: apiTokens.hint,
  permissions: apiTokens.permissions,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  creatorId: users.id,
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
};

type TokenRow = {
  id: string;
  name: string;
  hint: string;
  permissions: Permissions;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  creatorId: string | null;
  creatorFirst: string | null;
  creatorLast: string | null;
};

const toApiToken = (row: TokenRow): ApiToken => ({
  _id: row.id,
  name: row.name,
  hint: row.hint,
  permissions: row.permissions,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.creatorId
    ? { _id: row.creatorId, name: `${row.creatorFirst ?? ''} ${row.creatorLast ?? ''}`.trim() }
    : null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

function selectTokens(ctx: Ctx, id?: string) {
  return ctx.db
    .select(tokenColumns)
    .from(apiTokens)
    .leftJoin(
      users,
      and(eq(users.organizationId, apiTokens.organizationId), eq(users.id, apiTokens.createdBy)),
    )
    .where(inOrganization(ctx, apiTokens, id ? eq(apiTokens.id, id) : undefined))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

export async function listTokens(ctx: Ctx): Promise<ApiToken[]> {
  return (await selectTokens(ctx)).map(toApiToken);
}

async function tokenById(ctx: Ctx, id: string) {
  const [row] = await selectTokens(ctx, id);
  if (!row) throw notFound('apiToken.notFound');
  return toApiToken(row);
}

/** A token reaches no area above `none`: it could call nothing, so it is refused. */
function checkScope(permissions: Permissions) {
  if (PERMISSION_AREAS.some((area) => (permissions[area] ?? 'none') !== 'none')) return;
  throw fail('apiToken.noScope', {
    fields: { permissions: { key: 'required', params: { field: 'permissions' } } },
  });
}

/** Null or a time in the future, at most API_TOKEN.maxLifetimeDays away. */
function expiryOf(ctx: Ctx, expiresAt: string | null | undefined): Date | null {
  if (!expiresAt) return null;
  const at = new Date(expiresAt);
  const latest = ctx.now.getTime() + API_TOKEN.maxLifetimeDays * DAY_MS;
  if (at.getTime() > ctx.now.getTime() && at.getTime() <= latest) return at;
  throw new AppError(
    { key: 'apiToken.expiry', params: { days: API_TOKEN.maxLifetimeDays } },
    { fields: { expiresAt: { key: 'invalid', params: { field: 'expiresAt' } } } },
  );
}

export async function createToken(
  ctx: Ctx,
  input: Required<Pick<TokenInput, 'name' | 'permissions'>> & TokenInput,
) {
  checkGrant(permissionsOf(ctx), {}, input.permissions, 'apiToken.beyondOwn');
  checkScope(input.permissions);
  const expiresAt = expiryOf(ctx, input.expiresAt);
  const organizationId = organizationOf(ctx);
  const { secret, tokenHash, hint } = newTokenSecret(organizationId);
  const id = await ctx.db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(inOrganization(ctx, apiTokens));
    if ((held?.n ?? 0) >= API_TOKEN.maxPerOrganization)
      throw new AppError({ key: 'apiToken.tooMany', params: { max: API_TOKEN.maxPerOrganization } });
    const [row] = await tx
      .insert(apiTokens)
      .values({
        organizationId,
        name: input.name,
        tokenHash,
        hint,
        permissions: input.permissions,
        createdBy: actingUserIdOf(ctx),
        expiresAt,
        createdAt: ctx.now,
      })
      .returning({ id: apiTokens.id });
    if (!row) throw new Error('token insert failed');
    await audit(ctx, tx, {
      organizationId,
      action: 'apiToken.create',
      targetType: 'apiToken',
      targetId: row.id,
      data: { name: input.name, permissions: input.permissions, expiresAt: expiresAt?.toISOString() ?? null },
    });
    return row.id;
  });
  return { token: await tokenById(ctx, id), secret };
}

/** Whether a new expiry lets the token live longer than it would (null: never expires). */
function extendsExpiry(current: string | null, next: Date | null | undefined) {
  if (next === undefined || current === null) return false;
  return next === null || next.getTime() > Date.parse(current);
}

export async function updateToken(ctx: Ctx, id: string, input: TokenInput) {
  const current = await tokenById(ctx, id);
  // An expired token stays expired: a new one is made instead, shown once (decision 133). It may
  // still be renamed, and revoked.
  const expired = current.expiresAt !== null && Date.parse(current.expiresAt) <= ctx.now.getTime();
  if (expired && (input.expiresAt !== undefined || input.permissions !== undefined))
    throw fail('apiToken.expired');
  if (input.permissions) {
    checkGrant(permissionsOf(ctx), current.permissions, input.permissions, 'apiToken.beyondOwn');
    checkScope(input.permissions);
  }
  const expiresAt = input.expiresAt === undefined ? undefined : expiryOf(ctx, input.expiresAt);
  // A later expiry (or none) gives the token's scope anew, an expired one's too: only within one's own.
  if (extendsExpiry(current.expiresAt, expiresAt))
    checkGrant(permissionsOf(ctx), {}, input.permissions ?? current.permissions, 'apiToken.beyondOwn');
  if (input.name === undefined && input.permissions === undefined && expiresAt === undefined) return current;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(apiTokens)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.permissions !== undefined && { permissions: input.permissions }),
        ...(expiresAt !== undefined && { expiresAt }),
      })
      .where(inOrganization(ctx, apiTokens, eq(apiTokens.id, id)));
    await audit(ctx, tx, {
      organizationId: organizationOf(ctx),
      action: 'apiToken.update',
      targetType: 'apiToken',
      targetId: id,
      data: { ...input },
    });
  });
  return tokenById(ctx, id);
}

/** Revoking deletes the row: the next request with the token finds nothing and answers 401. */
export async function revokeToken(ctx: Ctx, id: string) {
  const token = await tokenById(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(apiTokens).where(inOrganization(ctx, apiTokens, eq(apiTokens.id, id)));
    await audit(ctx, tx, {
      organizationId: organizationOf(ctx),
      action: 'apiToken.revoke',
      targetType: 'apiToken',
      targetId: id,
      data: { name: token.name },
    });
  });
  return token;
}

/** An organisation's tokens, oldest first, as the admin's organisation view lists them. */
export const tokensOfOrganization = (db: DbOrTx, organizationId: string) =>
  db
    .select({ _id: apiTokens.id, name: apiTokens.name, createdAt: apiTokens.createdAt })
    .from(apiTokens)
    .where(eq(apiTokens.organizationId, organizationId))
    .orderBy(asc(apiTokens.createdAt));

/** The names of the organisation's tokens, revoked ones too: the audit log names who acted. */
export async function tokenNames(ctx: Ctx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select({ id: apiTokens.id, name: apiTokens.name })
    .from(apiTokens)
    .where(inOrganizationWithRemoved(ctx, apiTokens, inArray(apiTokens.id, [...ids])));
}
