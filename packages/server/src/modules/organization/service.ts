import { type MarketUndoSettings, marketUndoOf, type Organization } from '@tuura/domain/schemas/organization';
import { count, eq } from 'drizzle-orm';
import { type Ctx, userAuthOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { fail, notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { inOrganization } from '../../lib/scope.ts';
import { tokensOfOrganization } from '../apiTokens/service.ts';
import { users } from '../users/readModel.ts';
import { organizationIdOf } from './tenancy.ts';

type OrgRow = typeof organizations.$inferSelect;

/** Versioned by the logo's update time, so a new logo is a new URL the browser fetches at once. */
const logoUrl = (row: OrgRow) =>
  row.logo && row.logoUpdatedAt ? `/api/organization/logo?v=${row.logoUpdatedAt.getTime()}` : null;

export async function orgRow(ctx: Ctx) {
  const id = await organizationIdOf(ctx);
  const [row] = id ? await ctx.db.select().from(organizations).where(eq(organizations.id, id)).limit(1) : [];
  if (!row) throw notFound('organization.notFound');
  return row;
}

/** The organisation's marketplace undo window (decision 140): its settings, or the defaults. */
/** Whether the organisation forces two-factor: the login's answer tells the browser. */
export async function forcesTwoFactor(db: DbOrTx, organizationId: string) {
  const [org] = await db
    .select({ force2fa: organizations.force2fa })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org?.force2fa ?? false;
}

export async function marketUndoWindow(db: DbOrTx, organizationId: string) {
  const [org] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return marketUndoOf(org?.settings);
}

/** Every organisation's id: the start-up jobs go through them all. */
export async function allOrganizationIds(db: DbOrTx) {
  const rows = await db.select({ id: organizations.id }).from(organizations);
  return rows.map((row) => row.id);
}

export async function publicOrganization(ctx: Ctx) {
  const row = await orgRow(ctx);
  return { _id: row.id, name: row.name, logo: logoUrl(row) };
}

export const adminOrganization = async (ctx: Ctx) => toAdminOrganization(ctx, await orgRow(ctx));

/** The admin's view of an organisation row: its tokens and the count read side by side. */
export async function toAdminOrganization(ctx: Ctx, row: OrgRow): Promise<Organization> {
  const [tokens, usersWithoutTfa] = await Promise.all([
    tokensOfOrganization(ctx.db, row.id),
    countUsersWithoutTfa(ctx),
  ]);
  return {
    _id: row.id,
    name: row.name,
    logo: logoUrl(row),
    adminEmail: row.adminEmail,
    pluginName: row.pluginName,
    settings: { force2fa: row.force2fa, ...marketUndoOf(row.settings) },
    tokens: tokens.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
    usersWithoutTfa,
  };
}

/** Live users of the actor's organisation without two-factor: force-2FA sends them to /profile. */
export async function countUsersWithoutTfa(ctx: Ctx) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(users)
    .where(inOrganization(ctx, users, eq(users.tfaEnabled, false)));
  return row?.n ?? 0;
}

/**
 * Turning the requirement on needs two-factor of the admin who does it: otherwise it would send
 * them to their profile, away from the switch (decision 070). Turning it off is always allowed.
 */
export async function setForce2fa(ctx: Ctx, force2fa: boolean) {
  if (force2fa && !userAuthOf(ctx).tfaEnabled) throw fail('organization.force2faNeedsOwnTfa');
  const row = await orgRow(ctx);
  // The updated row is the answer: no second read of the organisation.
  const updated = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(organizations)
      .set({ force2fa })
      .where(eq(organizations.id, row.id))
      .returning();
    await audit(ctx, tx, { organizationId: row.id, action: 'organization.force2fa', data: { force2fa } });
    return changed ?? row;
  });
  return toAdminOrganization(ctx, updated);
}

type OrgChange = Partial<Pick<OrgRow, 'name' | 'pluginName' | 'adminEmail'>>;

/** Changes the actor's organisation and audits it in one transaction; answers the admin's view. */
export async function changeOrganization(
  ctx: Ctx,
  action: string,
  change: Partial<typeof organizations.$inferInsert>,
  data: (before: OrgRow) => Record<string, unknown>,
  /** More of the change that depends on the row before it (the settings' other keys). */
  changeFrom: (before: OrgRow) => Partial<typeof organizations.$inferInsert> = () => ({}),
) {
  const row = await orgRow(ctx);
  const updated = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(organizations)
      .set({ ...change, ...changeFrom(row) })
      .where(eq(organizations.id, row.id))
      .returning();
    await audit(ctx, tx, { organizationId: row.id, action, data: data(row) });
    return changed ?? row;
  });
  return toAdminOrganization(ctx, updated);
}

/** Name and plugin name (decision 123); the audit keeps what they were before too. */
export const setDetails = (ctx: Ctx, details: Required<Pick<OrgChange, 'name' | 'pluginName'>>) =>
  changeOrganization(ctx, 'organization.details', details, (before) => ({
    ...details,
    before: { name: before.name, pluginName: before.pluginName },
  }));

export const setAdminEmail = (ctx: Ctx, adminEmail: string) =>
  changeOrganization(ctx, 'organization.email', { adminEmail }, (before) => ({
    adminEmail,
    before: before.adminEmail,
  }));

/** The marketplace's undo window (decision 140), kept in the organisation's settings. */
export const setMarketUndo = (ctx: Ctx, window: MarketUndoSettings) =>
  changeOrganization(
    ctx,
    'organization.marketUndo',
    {},
    (before) => ({
      ...window,
      before: marketUndoOf(before.settings),
    }),
    (before) => ({ settings: { ...before.settings, ...window } }),
  );
