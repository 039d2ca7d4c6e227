// A guest user's name beside the rows it acted on (the audit log) (decision 145). The boundary
// test refuses any other column.
import { guestUsers } from '../../db/schema/index.ts';

export { guestUsers };

export const guestUsersColumns = [
  'id',
  'organizationId',
  'name',
] as const satisfies readonly (keyof typeof guestUsers.$inferSelect)[];
