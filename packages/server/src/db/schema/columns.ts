// Column helpers shared by every table.
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

export const idColumn = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Tenant key: every table of an organisation's data carries it. */
export const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
