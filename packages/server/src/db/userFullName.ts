// A user's "First Last" as SQL: the expression the name search index is built on (db/schema/
// users.ts), so a name search or a listing's name column uses the index. Below the modules, as
// every module that lists people by name shows it (decision 145).
import { sql } from 'drizzle-orm';
import { users } from './schema/index.ts';

export const userFullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
