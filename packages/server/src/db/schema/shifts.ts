// Shifts and workers' shift requests (suggestions). A worker's shifts are found by time through
// a GiST index on (worker, time range), which also serves the overlap checks.
import type { ApprovalState, BillingStatus, EducationLevel, ShiftType } from '@tuura/domain/enums';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, updatedAt } from './columns.ts';
import { departments, templates } from './places.ts';
import { users } from './users.ts';

/** Time range of a shift; an ongoing shift (no end yet) reaches into the future. */
export const shiftRange = (from: unknown, to: unknown) => sql`tstzrange(${from}, ${to}, '[)')`;

export const shifts = pgTable(
  'shifts',
  {
    id: idColumn(),
    organizationId: organizationId(),
    workerId: uuid('worker_id').references(() => users.id, { onDelete: 'set null' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: integer('type').$type<ShiftType>().notNull().default(0),
    from: timestamp('from', { withTimezone: true }).notNull(),
    /** Null while a started shift runs. */
    to: timestamp('to', { withTimezone: true }),
    stampRequired: boolean('stamp_required').notNull().default(false),
    stamped: boolean('stamped').notNull().default(false),
    stampFrom: timestamp('stamp_from', { withTimezone: true }),
    stampTo: timestamp('stamp_to', { withTimezone: true }),
    stampNotCompleted: boolean('stamp_not_completed').notNull().default(false),
    stampApproved: integer('stamp_approved').$type<ApprovalState>().notNull().default(0),
    stampMessage: text('stamp_message').notNull().default(''),
    billingStatus: integer('billing_status').$type<BillingStatus>().notNull().default(0),
    education: text('education').$type<EducationLevel>(),
    employer: text('employer'),
    salary: text('salary').notNull().default(''),
    billing: text('billing').notNull().default(''),
    tentativeWorker: text('tentative_worker').notNull().default(''),
    meta: text('meta').notNull().default(''),
    submitted: boolean('submitted').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('shifts_worker_range_gist')
      .using('gist', t.organizationId, t.workerId, sql`tstzrange(${t.from}, ${t.to}, '[)')`)
      .where(sql`${t.deletedAt} is null`),
    index('shifts_org_from_idx').on(t.organizationId, t.from),
    index('shifts_worker_ongoing_idx')
      .on(t.workerId)
      .where(sql`${t.submitted} = false and ${t.deletedAt} is null`),
  ],
);

export const suggestions = pgTable(
  'suggestions',
  {
    id: idColumn(),
    organizationId: organizationId(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: integer('type').$type<ShiftType>().notNull().default(0),
    from: timestamp('from', { withTimezone: true }).notNull(),
    to: timestamp('to', { withTimezone: true }).notNull(),
    approved: integer('approved').$type<ApprovalState>().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('suggestions_worker_range_gist').using(
      'gist',
      t.organizationId,
      t.workerId,
      sql`tstzrange(${t.from}, ${t.to}, '[)')`,
    ),
  ],
);
