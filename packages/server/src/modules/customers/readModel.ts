// A row's place (decision 145): the customers and their departments other modules join to show
// or filter by where a shift, a request or a bill is. Only the columns listed here; the boundary
// test refuses any other.
import { customers, departments } from '../../db/schema/index.ts';

export { customers, departments };

/** A customer's name and whether it is live. */
export const customersColumns = [
  'id',
  'organizationId',
  'name',
  'deletedAt',
] as const satisfies readonly (keyof typeof customers.$inferSelect)[];

/** A department's name, its customer and whether it is live. */
export const departmentsColumns = [
  'id',
  'organizationId',
  'customerId',
  'name',
  'deletedAt',
] as const satisfies readonly (keyof typeof departments.$inferSelect)[];
