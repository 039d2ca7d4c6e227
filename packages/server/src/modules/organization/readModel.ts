// What a request's sign-in reads of its organisation (decision 145): whether it forces two-factor,
// in the session lookup's one query (decision 092). The boundary test refuses any other column.
import { organizations } from '../../db/schema/index.ts';

export { organizations };

export const organizationsColumns = [
  'id',
  'force2fa',
] as const satisfies readonly (keyof typeof organizations.$inferSelect)[];
