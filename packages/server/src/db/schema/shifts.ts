// Shifts and workers' shift requests (suggestions). A worker's shifts are found by time through
// a GiST index on (worker, time range), which also serves the overlap checks.
import {
  ApprovalState,
  type BillingStatus,
  CancellationReason,
  type EducationLevel,
  type ShiftType,
} from '@tuura/domain/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, tenantReference, updatedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { departments, templates } from './places.ts';
import { users } from './users.ts';

/** The unique index that keeps one active cancellation per shift; its violation is a 409. */
export const ACTIVE_CANCELLATION_CONSTRAINT = 'cancellations_one_active_per_shift';

/** The unique index that lets a worker have one running shift; its violation is a 409. */
export const RUNNING_SHIFT_CONSTRAINT = 'shifts_one_running_per_worker';

/**
 * A stamp the worker gave that no admin has approved or rejected yet (the admin's badge). Written
 * with its constants inline, once for the partial index and the queries alike: a parameter would
 * keep the planner from matching the index's predicate.
 */
export const stampWaitsForApproval = (t: {
  stampRequired: PgColumn;
  stamped: PgColumn;
  stampApproved: PgColumn;
}): SQL =>
  sql`${t.stampRequired} and ${t.stamped} and ${t.stampApproved} = ${sql.raw(String(ApprovalState.pending))}`;

/**
 * A shift that needed a stamp and has none (the worker's "waiting for a stamp"), constants inline
 * for its partial index as above.
 */
export const stampMissing = (t: { stampRequired: PgColumn; stamped: PgColumn }): SQL =>
  sql`${t.stampRequired} and not ${t.stamped}`;

/** Time range of a shift; an ongoing shift (no end yet) reaches into the future. */
export const shiftRange = (from: unknown, to: unknown) => sql`tstzrange(${from}, ${to}, '[)')`;

export const shifts = pgTable(
  'shifts',
  {
    id: idColumn(),
    organizationId: organizationId(),
    workerId: uuid('worker_id'),
    departmentId: uuid('department_id'),
    templateId: uuid('template_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: integer('type').$type<ShiftType>().notNull().default(0),
    from: timestamp('from', { withTimezone: true }).notNull(),
    /** Null while a started shift runs (submitted false); see `shifts_running_has_no_end`. */
    to: timestamp('to', { withTimezone: true }),
    stampRequired: boolean('stamp_required').notNull().default(false),
    stamped: boolean('stamped').notNull().default(false),
    stampFrom: timestamp('stamp_from', { withTimezone: true }),
    stampTo: timestamp('stamp_to', { withTimezone: true }),
    stampNotCompleted: boolean('stamp_not_completed').notNull().default(false),
    stampApproved: integer('stamp_approved').$type<ApprovalState>().notNull().default(0),
    stampMessage: text('stamp_message').notNull().default(''),
    billingStatus: integer('billing_status').$type<BillingStatus>().notNull().default(0),
    /** Who moved the billing status last, and when (bulk billed → received). */
    billingChangedBy: uuid('billing_changed_by'),
    billingChangedAt: timestamp('billing_changed_at', { withTimezone: true }),
    education: text('education').$type<EducationLevel>(),
    employer: text('employer'),
    salary: text('salary').notNull().default(''),
    billing: text('billing').notNull().default(''),
    tentativeWorker: text('tentative_worker').notNull().default(''),
    meta: text('meta').notNull().default(''),
    submitted: boolean('submitted').notNull().default(true),
    /** On the shift marketplace since (spec §4): published while open; kept after a reservation. */
    marketPublishedAt: timestamp('market_published_at', { withTimezone: true }),
    /** When a worker reserved it on the marketplace (the reservation's notice and history). */
    marketReservedAt: timestamp('market_reserved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey('shifts', t),
    tenantReference(
      'shifts_worker_fk',
      { organizationId: t.organizationId, column: t.workerId },
      users,
      'set null',
    ),
    tenantReference(
      'shifts_department_fk',
      { organizationId: t.organizationId, column: t.departmentId },
      departments,
      'set null',
    ),
    tenantReference(
      'shifts_template_fk',
      { organizationId: t.organizationId, column: t.templateId },
      templates,
      'set null',
    ),
    index('shifts_worker_range_gist')
      .using('gist', t.organizationId, t.workerId, sql`tstzrange(${t.from}, ${t.to}, '[)')`)
      .where(sql`${t.deletedAt} is null`),
    // The organisation's live shifts in start order (the admin's table: a page of 50 reads 50,
    // ties on the start broken by id in the index, not by sorting every shift of that instant).
    index('shifts_org_from_id_idx').on(t.organizationId, t.from, t.id).where(sql`${t.deletedAt} is null`),
    // The organisation's shifts in a time window (planning, the admin list): by range, not by worker.
    index('shifts_org_range_gist')
      .using('gist', t.organizationId, sql`tstzrange(${t.from}, ${t.to}, '[)')`)
      .where(sql`${t.deletedAt} is null`),
    // Business statistics over a year (decision 119): every column a shift's money needs,
    // so a year of the organisation is read from this index alone (the table's rows lie by worker,
    // a year of them on every page of it): 5.5 s → 2.0 s for a year at `full` on a busy machine.
    // (Key columns, not INCLUDE, which drizzle cannot say; the order after `from` is free.)
    // The admin table's other sort keys follow (name, billing state, id): a week sorted by name,
    // end, type, worker or billing state, with the window, place, worker, type and billing filters,
    // is sorted from this index alone, never from the rows (decision 150). Not
    // in shifts_org_from_id_idx: there the worker beside (start, id) made the planner filter a
    // week's open shifts from it rather than take shifts_open_from_idx.
    index('shifts_money_cover_idx')
      .on(
        t.organizationId,
        t.from,
        t.to,
        t.workerId,
        t.departmentId,
        t.type,
        t.billing,
        t.salary,
        t.stamped,
        t.stampApproved,
        t.stampNotCompleted,
        t.stampFrom,
        t.stampTo,
        t.name,
        t.billingStatus,
        t.id,
      )
      .where(sql`${t.deletedAt} is null`),
    // Open shifts (no worker): the marketplace and the unfilled listings.
    index('shifts_open_from_idx')
      .on(t.organizationId, t.from)
      .where(sql`${t.workerId} is null and ${t.deletedAt} is null`),
    // The marketplace: open published shifts in start order (the worker's list, the admin's view).
    index('shifts_market_open_idx')
      .on(t.organizationId, t.from)
      .where(sql`${t.marketPublishedAt} is not null and ${t.workerId} is null and ${t.deletedAt} is null`),
    // Stamps waiting for an admin: the badge counts them without reading the rest.
    index('shifts_stamp_waiting_idx')
      .on(t.organizationId, t.from)
      .where(sql`${stampWaitsForApproval(t)} and ${t.deletedAt} is null`),
    // A worker's shifts still waiting for a stamp (the badge and the alert): a worker's whole
    // history otherwise, ~470 rows for a full-timer, read to count a handful.
    index('shifts_stamp_missing_idx')
      .on(t.organizationId, t.workerId, t.from)
      .where(sql`${stampMissing(t)} and ${t.deletedAt} is null`),
    // A worker's shifts in start order: their final shift (or the last before a date) is one step
    // from the end, where the range index above would read the worker's whole history.
    index('shifts_worker_from_idx')
      .on(t.organizationId, t.workerId, t.from, t.id)
      .where(sql`${t.workerId} is not null and ${t.deletedAt} is null`),
    // A worker's removed shifts (the live ones have the index above): a person's data export and
    // erasure read every shift of one worker without scanning the table (decisions 134, 135).
    index('shifts_worker_removed_idx')
      .on(t.organizationId, t.workerId, t.from, t.id)
      .where(sql`${t.deletedAt} is not null`),
    // A department's shifts by time; also what deleting or renaming a department looks up.
    index('shifts_department_from_idx').on(t.organizationId, t.departmentId, t.from),
    // The template reference (set null when a template goes).
    index('shifts_template_idx').on(t.organizationId, t.templateId).where(sql`${t.templateId} is not null`),
    // One running shift per worker, whoever races to start one (decision 041).
    uniqueIndex(RUNNING_SHIFT_CONSTRAINT)
      .on(t.organizationId, t.workerId)
      .where(sql`${t.submitted} = false and ${t.deletedAt} is null`),
    check('shifts_running_has_no_end', sql`${t.submitted} or ${t.to} is null`),
  ],
);

/**
 * How many stamps wait for an admin in each organisation (the stamps badge), kept by triggers on
 * `shifts` (migration 0009) for every statement that inserts, updates or deletes shifts: counting
 * them on each poll read every waiting row (85,000 at the bench's full scale). Never written by
 * the application.
 */
export const shiftStampCounts = pgTable('shift_stamp_counts', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  waiting: integer('waiting').notNull().default(0),
});

export const suggestions = pgTable(
  'suggestions',
  {
    id: idColumn(),
    organizationId: organizationId(),
    workerId: uuid('worker_id').notNull(),
    departmentId: uuid('department_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: integer('type').$type<ShiftType>().notNull().default(0),
    from: timestamp('from', { withTimezone: true }).notNull(),
    to: timestamp('to', { withTimezone: true }).notNull(),
    approved: integer('approved').$type<ApprovalState>().notNull().default(0),
    /** The admin's words with a rejection (shown to the worker); empty otherwise. */
    decisionMessage: text('decision_message').notNull().default(''),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The shift an approval made (set null if that shift is removed for good). */
    shiftId: uuid('shift_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey('suggestions', t),
    tenantReference(
      'suggestions_decided_by_fk',
      { organizationId: t.organizationId, column: t.decidedBy },
      users,
      'set null',
    ),
    tenantReference(
      'suggestions_shift_fk',
      { organizationId: t.organizationId, column: t.shiftId },
      shifts,
      'set null',
    ),
    // Requests waiting for an admin, oldest first: the badge's count and the admin's list.
    index('suggestions_pending_idx')
      .on(t.organizationId, t.from)
      .where(sql`${t.approved} = ${sql.raw(String(ApprovalState.pending))}`),
    tenantReference(
      'suggestions_worker_fk',
      { organizationId: t.organizationId, column: t.workerId },
      users,
      'cascade',
    ),
    tenantReference(
      'suggestions_department_fk',
      { organizationId: t.organizationId, column: t.departmentId },
      departments,
      'set null',
    ),
    index('suggestions_worker_range_gist').using(
      'gist',
      t.organizationId,
      t.workerId,
      sql`tstzrange(${t.from}, ${t.to}, '[)')`,
    ),
  ],
);

/**
 * A worker's cancellation of an own shift (spec §4): a reason (CancellationReason) and words; an
 * admin accepts it (the shift is freed) or rejects it (the worker keeps the shift). Pending is
 * "active"; one active cancellation per shift.
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: idColumn(),
    organizationId: organizationId(),
    shiftId: uuid('shift_id').notNull(),
    workerId: uuid('worker_id').notNull(),
    reason: integer('reason').$type<CancellationReason>().notNull(),
    message: text('message').notNull().default(''),
    state: integer('state').$type<ApprovalState>().notNull().default(0),
    /** The admin's words with the decision (shown to the worker). */
    decisionMessage: text('decision_message').notNull().default(''),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey('cancellations', t),
    tenantReference(
      'cancellations_shift_fk',
      { organizationId: t.organizationId, column: t.shiftId },
      shifts,
      'cascade',
    ),
    tenantReference(
      'cancellations_worker_fk',
      { organizationId: t.organizationId, column: t.workerId },
      users,
      'cascade',
    ),
    tenantReference(
      'cancellations_decided_by_fk',
      { organizationId: t.organizationId, column: t.decidedBy },
      users,
      'set null',
    ),
    // One active cancellation per shift, whoever races to send a second; its violation is a 409.
    uniqueIndex(ACTIVE_CANCELLATION_CONSTRAINT)
      .on(t.organizationId, t.shiftId)
      .where(sql`${t.state} = ${sql.raw(String(ApprovalState.pending))}`),
    // The admin's active cancellations, oldest first.
    index('cancellations_active_idx')
      .on(t.organizationId, t.createdAt)
      .where(sql`${t.state} = ${sql.raw(String(ApprovalState.pending))}`),
    // A worker's own cancellations, newest first.
    index('cancellations_worker_idx').on(t.organizationId, t.workerId, t.createdAt),
    check(
      'cancellations_reason_known',
      sql`${t.reason} in (${sql.raw(CancellationReason.values.join(', '))})`,
    ),
  ],
);
