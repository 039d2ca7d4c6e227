import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, updatedAt } from './columns.ts';

export const guestUsers = pgTable(
  'guest_users',
  {
    id: idColumn(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    meta: text('meta').notNull().default(''),
    filterName: text('filter_name').notNull().default(''),
    filterDays: integer('filter_days').notNull().default(-1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey('guest_users', t),
    uniqueIndex('guest_users_org_email_key')
      .on(t.organizationId, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
