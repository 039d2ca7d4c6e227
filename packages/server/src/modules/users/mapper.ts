// Database rows → the user payload the API returns (spec §3 User).
import { worksShifts } from '@tuura/domain/permissions';
import type { User } from '@tuura/domain/schemas/user';
import type { users } from '../../db/schema/index.ts';

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
