// Permission presets (spec §6): named permission sets of the organisation. Applying one copies
// its permissions to a user (the web fills the permissions editor); changing or removing a preset
// later leaves users' permissions as they are.

import type { Permissions } from '@tuura/domain/permissions';
import type { PermissionPreset } from '@tuura/domain/schemas/permissionPreset';
import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { permissionPresets } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';

type Row = typeof permissionPresets.$inferSelect;
const toPreset = (row: Row): PermissionPreset => ({
  _id: row.id,
  name: row.name,
  permissions: row.permissions,
});

export async function listPresets(ctx: Ctx) {
  const rows = await ctx.db
    .select()
    .from(permissionPresets)
    .where(inOrganization(ctx, permissionPresets))
    .orderBy(asc(permissionPresets.name), asc(permissionPresets.id));
  return rows.map(toPreset);
}

export async function createPreset(ctx: Ctx, input: { name: string; permissions: Permissions }) {
  const organizationId = organizationOf(ctx);
  const [row] = await ctx.db
    .insert(permissionPresets)
    .values({ organizationId, name: input.name, permissions: input.permissions })
    .returning();
  if (!row) throw new Error('preset insert failed');
  await audit(ctx, ctx.db, {
    organizationId,
    action: 'preset.create',
    targetType: 'preset',
    targetId: row.id,
  });
  return toPreset(row);
}

export async function updatePreset(
  ctx: Ctx,
  id: string,
  input: { name?: string | undefined; permissions?: Permissions | undefined },
) {
  const [row] = await ctx.db
    .update(permissionPresets)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.permissions !== undefined && { permissions: input.permissions }),
      updatedAt: ctx.now,
    })
    .where(inOrganization(ctx, permissionPresets, eq(permissionPresets.id, id)))
    .returning();
  if (!row) throw notFound('preset.notFound');
  await audit(ctx, ctx.db, {
    organizationId: row.organizationId,
    action: 'preset.update',
    targetType: 'preset',
    targetId: id,
    data: { fields: Object.keys(input).filter((k) => input[k as keyof typeof input] !== undefined) },
  });
  return toPreset(row);
}

export async function removePreset(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .delete(permissionPresets)
    .where(inOrganization(ctx, permissionPresets, eq(permissionPresets.id, id)))
    .returning();
  if (!row) throw notFound('preset.notFound');
  await audit(ctx, ctx.db, {
    organizationId: row.organizationId,
    action: 'preset.remove',
    targetType: 'preset',
    targetId: id,
  });
  return toPreset(row);
}
