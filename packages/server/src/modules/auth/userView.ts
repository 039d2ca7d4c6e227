// A user as they see themselves (spec §3 User): what login, take-over, 2FA and the profile answer.
// Auth holds it because it sits below users (decision 145): users' routes answer it through auth.
import { worksShifts } from '@tuura/domain/permissions';
import type { User } from '@tuura/domain/schemas/user';
import { and, isNull } from 'drizzle-orm';
import { type Ctx, userAuthOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { byKey } from '../../lib/scope.ts';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow, opts: { oldSession: boolean; force2fa: boolean }): User {
  return {
    _id: row.id,
    email: row.email,
    personal: {
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      address: { street: row.street, zip: row.zip, city: row.city },
    },
    education: row.education,
    oldSession: opts.oldSession,
    tfaRequired: opts.force2fa && !row.tfaEnabled,
    avatar: avatarUrl(row),
    settings: { darkMode: row.darkMode, locale: row.locale, tfa: { enabled: row.tfaEnabled } },
    permissions: row.permissions,
    worksShifts: worksShifts(row.permissions, row.payType),
  };
}

/** The avatar's address with its version: a new image is a new URL, so caches never show an old one. */
export const avatarUrl = (row: Pick<UserRow, 'id' | 'avatarUpdatedAt'>) =>
  row.avatarUpdatedAt ? `/api/users/${row.id}/avatar?v=${row.avatarUpdatedAt.getTime()}` : null;

export async function findUserRow(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(byKey(users, { organizationId, id }), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The organisation's user, not deleted, or a 404. */
export async function requireUserRow(db: DbOrTx, organizationId: string, id: string) {
  const row = await findUserRow(db, organizationId, id);
  if (!row) throw notFound('user.notFound');
  return row;
}

/** The caller as the API shows them to themselves. */
export async function currentUser(ctx: Ctx) {
  const auth = userAuthOf(ctx);
  const row = await requireUserRow(ctx.db, auth.organizationId, auth.userId);
  return toUser(row, { oldSession: auth.takenOverBy !== null, force2fa: auth.force2fa });
}
