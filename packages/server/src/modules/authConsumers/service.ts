// Auth consumers (spec §3; decision 122): partner tools signing users in through Tuura's OpenID
// provider. The client secret is made here, answered once, and only its SHA-256 is kept.
import { AUTH_CONSUMER } from '@tuura/domain/limits';
import type { AuthConsumer } from '@tuura/domain/schemas/authConsumer';
import { asc, count, eq } from 'drizzle-orm';
import { actingUserIdOf, type Ctx } from '../../context.ts';
import { authConsumers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { forgetConsumer } from '../oidc/service.ts';

type Row = typeof authConsumers.$inferSelect;
type ConsumerInput = { name: string; redirectUris: string[] };
type ConsumerUpdate = {
  name?: string | undefined;
  redirectUris?: string[] | undefined;
  renewSecret?: boolean | undefined;
};

const toConsumer = (row: Row): AuthConsumer => ({
  _id: row.id,
  name: row.name,
  clientId: row.id,
  redirectUris: row.redirectUris,
  createdAt: row.createdAt.toISOString(),
  secretCreatedAt: row.secretCreatedAt.toISOString(),
});

function newSecret() {
  const secret = randomToken(AUTH_CONSUMER.secretBytes);
  return { secret, secretHash: sha256(secret) };
}

export async function listConsumers(ctx: Ctx) {
  const rows = await ctx.db
    .select()
    .from(authConsumers)
    .where(inOrganization(ctx, authConsumers))
    .orderBy(asc(authConsumers.name), asc(authConsumers.id));
  return rows.map(toConsumer);
}

export async function getConsumer(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(authConsumers)
    .where(inOrganization(ctx, authConsumers, eq(authConsumers.id, id)))
    .limit(1);
  if (!row) throw notFound('authConsumer.notFound');
  return toConsumer(row);
}

export async function createConsumer(ctx: Ctx, input: ConsumerInput) {
  const organizationId = organizationOf(ctx);
  const { secret, secretHash } = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(authConsumers)
      .where(inOrganization(ctx, authConsumers));
    if ((held?.n ?? 0) >= AUTH_CONSUMER.maxPerOrganization)
      throw new AppError({ key: 'authConsumer.tooMany', params: { max: AUTH_CONSUMER.maxPerOrganization } });
    const [created] = await tx
      .insert(authConsumers)
      .values({
        organizationId,
        name: input.name,
        redirectUris: input.redirectUris,
        secretHash,
        secretCreatedAt: ctx.now,
        createdBy: actingUserIdOf(ctx),
        createdAt: ctx.now,
      })
      .returning();
    if (!created) throw new Error('auth consumer insert failed');
    await audit(ctx, tx, {
      organizationId,
      action: 'authConsumer.create',
      targetType: 'authConsumer',
      targetId: created.id,
      data: { name: input.name, redirectUris: input.redirectUris },
    });
    return created;
  });
  return { consumer: toConsumer(row), clientSecret: secret };
}

export async function updateConsumer(ctx: Ctx, id: string, input: ConsumerUpdate) {
  const renewed = input.renewSecret ? newSecret() : null;
  // Nothing to change: the consumer as it is (or 404).
  if (input.name === undefined && input.redirectUris === undefined && !renewed)
    return { consumer: await getConsumer(ctx, id), clientSecret: null };
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(authConsumers)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.redirectUris !== undefined && { redirectUris: input.redirectUris }),
        ...(renewed && { secretHash: renewed.secretHash, secretCreatedAt: ctx.now }),
      })
      .where(inOrganization(ctx, authConsumers, eq(authConsumers.id, id)))
      .returning();
    if (!updated) throw notFound('authConsumer.notFound');
    await audit(ctx, tx, {
      organizationId: updated.organizationId,
      action: 'authConsumer.update',
      targetType: 'authConsumer',
      targetId: id,
      data: { ...input },
    });
    return updated;
  });
  return { consumer: toConsumer(row), clientSecret: renewed?.secret ?? null };
}

export async function removeConsumer(ctx: Ctx, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(authConsumers)
      .where(inOrganization(ctx, authConsumers, eq(authConsumers.id, id)))
      .returning();
    if (!removed) throw notFound('authConsumer.notFound');
    // Its codes, grants and tokens go with it: nothing it was given works any more.
    await forgetConsumer(tx, id);
    await audit(ctx, tx, {
      organizationId: removed.organizationId,
      action: 'authConsumer.remove',
      targetType: 'authConsumer',
      targetId: id,
      data: { name: removed.name },
    });
    return removed;
  });
  return toConsumer(row);
}
