// What the OpenID provider reads of the consumers the admin registered (decisions 122, 145): a
// client's name, redirect addresses and secret hash, read afresh on every lookup. The boundary
// test refuses any other column.
import { authConsumers } from '../../db/schema/index.ts';

export { authConsumers };

export const authConsumersColumns = [
  'id',
  'organizationId',
  'name',
  'redirectUris',
  'secretHash',
] as const satisfies readonly (keyof typeof authConsumers.$inferSelect)[];
