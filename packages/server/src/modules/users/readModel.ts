// What other modules may read of the people (decision 145): the users table to join beside their
// own rows, and only the columns listed here. Credentials, avatars and contact details beyond the
// email stay behind users/service.ts; the boundary test refuses any other column.
import { users } from '../../db/schema/index.ts';

export { userFullName } from '../../db/userFullName.ts';
export { users };

/**
 * Who a person is and where they belong (names, email, language, live or removed), what they may
 * do (a token's or an alert's reach), their education (the marketplace's placement rule), how
 * they are paid (money's reports) and whether they use two-factor (the organisation's switch).
 */
export const usersColumns = [
  'id',
  'organizationId',
  'firstName',
  'lastName',
  'email',
  'locale',
  'deletedAt',
  'permissions',
  'education',
  'payType',
  'salaries',
  'tfaEnabled',
] as const satisfies readonly (keyof typeof users.$inferSelect)[];
