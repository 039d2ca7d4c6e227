// The organisation's removed users, for the admin who answers their requests or erases them.
import type { FormerUser } from '@tuura/domain/api/personalData';
import { REQUEST } from '@tuura/domain/limits';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { organizationOf } from '../../lib/scope.ts';

export async function listFormerUsers(ctx: Ctx, page: { limit?: number; offset?: number }) {
  const limit = page.limit ?? REQUEST.defaultPageSize;
  const rows = await ctx.db
    .select({
      _id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      removedAt: users.deletedAt,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(and(eq(users.organizationId, organizationOf(ctx)), isNotNull(users.deletedAt)))
    .orderBy(desc(users.deletedAt), desc(users.id))
    .limit(limit + 1)
    .offset(page.offset ?? 0);
  const list: FormerUser[] = rows.slice(0, limit).map((r) => ({
    _id: r._id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    removedAt: (r.removedAt as Date).toISOString(),
    erasedAt: r.erasedAt ? r.erasedAt.toISOString() : null,
  }));
  return { users: list, more: rows.length > limit };
}
