// What a worker's new shift takes from the template it names (decision 145): its name and place.
// The boundary test refuses any other column.
import { templates } from '../../db/schema/index.ts';

export { templates };

export const templatesColumns = [
  'id',
  'organizationId',
  'name',
  'departmentId',
  'deletedAt',
] as const satisfies readonly (keyof typeof templates.$inferSelect)[];
