// Database rows → the admin's user payloads: the list row (no sensitive fields) and one user
// with every admin-editable field, the sensitive ones decrypted (decision 103).
import { isAdmin } from '@tuura/domain/permissions';
import { valueOn } from '@tuura/domain/rules/timeEffective';
import type { AdminUser, AdminUserListItem } from '@tuura/domain/schemas/user';
import type { users } from '../../db/schema/index.ts';
import type { Keyring } from '../../lib/dataEncryption.ts';
import { toUser } from '../auth/service.ts';
import { salaryValueOf } from './legacySalary.ts';
import { openSensitive } from './sensitive.ts';

type UserRow = typeof users.$inferSelect;

export type ListRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'jobTitle'
  | 'payType'
  | 'userGroup'
  | 'education'
  | 'permissions'
  | 'tfaEnabled'
>;

export const toAdminListItem = (row: ListRow, today: string): AdminUserListItem => ({
  _id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  jobTitle: row.jobTitle,
  payType: row.payType,
  userGroup: row.userGroup,
  education: valueOn(row.education, today) ?? null,
  isAdmin: isAdmin(row.permissions),
  tfaEnabled: row.tfaEnabled,
});

/**
 * `today` (the zone's date) picks the salary rate in force that `work.salaryValue` shows, to admins
 * who read compensation (`readsPay`); others get '' (pay is the compensation area's, decision 120).
 */
export function toAdminUser(row: UserRow, keyring: Keyring, today: string, readsPay: boolean): AdminUser {
  const self = toUser(row, { oldSession: false, force2fa: false });
  const { nationalId, bankAccount } = openSensitive(keyring, row);
  return {
    ...self,
    personal: { ...self.personal, nationalId, bankAccount, gender: row.gender },
    work: {
      jobTitle: row.jobTitle,
      company: row.company,
      employmentModeValue: row.employmentModeValue,
      salaryValue: readsPay ? salaryValueOf(row, today) : '',
      accountingId: row.accountingId,
      payType: row.payType,
      userGroup: row.userGroup,
      notificationSetting: row.notificationSetting,
    },
    meta: row.meta,
    createdAt: row.createdAt.toISOString(),
  };
}
