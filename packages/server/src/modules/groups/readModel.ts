// The groups as other modules join them (decision 145): a group's name beside a file or a note,
// and its members as a mass email's recipients. The boundary test refuses any other column.
import { groupMembers, groups } from '../../db/schema/index.ts';

export { groupMembers, groups };

export const groupsColumns = [
  'id',
  'organizationId',
  'name',
] as const satisfies readonly (keyof typeof groups.$inferSelect)[];

/** Who is in which group (a mass email's recipients name them in SQL). */
export const groupMembersColumns = [
  'organizationId',
  'groupId',
  'userId',
] as const satisfies readonly (keyof typeof groupMembers.$inferSelect)[];
