import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, tenantReference, updatedAt } from './columns.ts';
import { customers, departments } from './places.ts';

export const guestUsers = pgTable(
  'guest_users',
  {
    id: idColumn(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    meta: text('meta').notNull().default(''),
    /**
     * What the guest sees (decision 126): every department of one customer, or one department;
     * at most one is set, so a place that goes leaves nothing behind it to see.
     */
    filterCustomerId: uuid('filter_customer_id'),
    filterDepartmentId: uuid('filter_department_id'),
    /** A name filter of before decision 126 the migration could not map to one place; matches nothing. */
    filterUnresolvedName: text('filter_unresolved_name').notNull().default(''),
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
    tenantReference(
      'guest_users_filter_customer_fk',
      { organizationId: t.organizationId, column: t.filterCustomerId },
      customers,
      'set null',
    ),
    tenantReference(
      'guest_users_filter_department_fk',
      { organizationId: t.organizationId, column: t.filterDepartmentId },
      departments,
      'set null',
    ),
    check(
      'guest_users_filter_one_place',
      sql`num_nonnulls(${t.filterCustomerId}, ${t.filterDepartmentId}) <= 1`,
    ),
  ],
);
