// Customers (hospitals, health centres) contain departments, which contain shift templates.
import type { EducationLevel } from '@tuura/domain/enums';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, tenantReference, updatedAt } from './columns.ts';

const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [tenantKey('customers', t), index('customers_org_name_idx').on(t.organizationId, t.name)],
);

export const departments = pgTable(
  'departments',
  {
    id: idColumn(),
    organizationId: organizationId(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull().default(''),
    zip: text('zip').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    compensationInstruction: text('compensation_instruction').notNull().default(''),
    meta: text('meta').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    tenantKey('departments', t),
    tenantReference(
      'departments_customer_fk',
      { organizationId: t.organizationId, column: t.customerId },
      customers,
      'cascade',
    ),
    index('departments_customer_idx').on(t.organizationId, t.customerId),
  ],
);

export const templates = pgTable(
  'templates',
  {
    id: idColumn(),
    organizationId: organizationId(),
    departmentId: uuid('department_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** A sample day's times: using the template moves them to today, keeping the duration. */
    from: timestamp('from', { withTimezone: true }).notNull(),
    to: timestamp('to', { withTimezone: true }).notNull(),
    education: text('education').$type<EducationLevel>(),
    employer: text('employer'),
    billing: text('billing').notNull().default(''),
    salary: text('salary').notNull().default(''),
    meta: text('meta').notNull().default(''),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    tenantKey('templates', t),
    tenantReference(
      'templates_department_fk',
      { organizationId: t.organizationId, column: t.departmentId },
      departments,
      'cascade',
    ),
    index('templates_department_idx').on(t.organizationId, t.departmentId, t.priority),
  ],
);
