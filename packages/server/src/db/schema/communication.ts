// Communication: polls, holidays, alerts, notes, instructions and mass emails.
// Rich text (poll description and report, instructions) is stored as sanitised HTML.
import type { Locale } from '@tuura/domain/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, tenantReference, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const polls = pgTable(
  'polls',
  {
    id: idColumn(),
    organizationId: organizationId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    report: text('report').notNull().default(''),
    canAddChoice: boolean('can_add_choice').notNull().default(false),
    canChangeVote: boolean('can_change_vote').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    /** Null while a draft; open from this time on. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Null: stays open. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey('polls', t),
    tenantReference(
      'polls_created_by_fk',
      { organizationId: t.organizationId, column: t.createdBy },
      users,
      'set null',
    ),
    index('polls_published_idx').on(t.organizationId, t.publishedAt.desc()),
  ],
);

export const pollChoices = pgTable(
  'poll_choices',
  {
    id: idColumn(),
    organizationId: organizationId(),
    pollId: uuid('poll_id').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    /** The worker who added it while voting; null for the admin's own choices. */
    addedBy: uuid('added_by'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('poll_choices', t),
    tenantReference(
      'poll_choices_poll_fk',
      { organizationId: t.organizationId, column: t.pollId },
      polls,
      'cascade',
    ),
    tenantReference(
      'poll_choices_added_by_fk',
      { organizationId: t.organizationId, column: t.addedBy },
      users,
      'set null',
    ),
    index('poll_choices_poll_idx').on(t.organizationId, t.pollId, t.position),
  ],
);

/** One vote per worker and poll: the key makes two parallel votes count once. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    organizationId: organizationId(),
    pollId: uuid('poll_id').notNull(),
    userId: uuid('user_id').notNull(),
    choiceId: uuid('choice_id').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'poll_votes_pkey', columns: [t.organizationId, t.pollId, t.userId] }),
    tenantReference(
      'poll_votes_poll_fk',
      { organizationId: t.organizationId, column: t.pollId },
      polls,
      'cascade',
    ),
    tenantReference(
      'poll_votes_user_fk',
      { organizationId: t.organizationId, column: t.userId },
      users,
      'cascade',
    ),
    tenantReference(
      'poll_votes_choice_fk',
      { organizationId: t.organizationId, column: t.choiceId },
      pollChoices,
      'cascade',
    ),
    index('poll_votes_user_idx').on(t.organizationId, t.userId),
  ],
);

/** The workers a poll is for; a poll without rows is for every worker of the organisation. */
export const pollUsers = pgTable(
  'poll_users',
  {
    organizationId: organizationId(),
    pollId: uuid('poll_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'poll_users_pkey', columns: [t.organizationId, t.pollId, t.userId] }),
    tenantReference(
      'poll_users_poll_fk',
      { organizationId: t.organizationId, column: t.pollId },
      polls,
      'cascade',
    ),
    tenantReference(
      'poll_users_user_fk',
      { organizationId: t.organizationId, column: t.userId },
      users,
      'cascade',
    ),
    index('poll_users_user_idx').on(t.organizationId, t.userId),
  ],
);

export const holidays = pgTable(
  'holidays',
  {
    id: idColumn(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantKey('holidays', t), index('holidays_date_idx').on(t.organizationId, t.date)],
);

/** A staffing rule checked on its recurrence; what it found becomes admins' notifications. */
export const alerts = pgTable(
  'alerts',
  {
    id: idColumn(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    /** The rule (packages/domain alert schema), validated before it is written. */
    rule: jsonb('rule').notNull(),
    /** 1d, 1w, 2w, 1mo, 3mo, 6mo, 1y (spec §9). */
    recurrence: text('recurrence').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdBy: uuid('created_by'),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** What the last run found (counts and a few examples). */
    lastResult: jsonb('last_result'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey('alerts', t),
    tenantReference(
      'alerts_created_by_fk',
      { organizationId: t.organizationId, column: t.createdBy },
      users,
      'set null',
    ),
    index('alerts_due_idx').on(t.nextRunAt).where(sql`${t.isEnabled}`),
  ],
);

/** An admin's note on a user, a department or a group, readable by one admin user group. */
export const notes = pgTable(
  'notes',
  {
    id: idColumn(),
    organizationId: organizationId(),
    body: text('body').notNull(),
    targetType: text('target_type').$type<'user' | 'department' | 'group'>().notNull(),
    targetId: uuid('target_id').notNull(),
    /** user-general or user-hr (spec §6). */
    userGroup: text('user_group').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey('notes', t),
    tenantReference(
      'notes_created_by_fk',
      { organizationId: t.organizationId, column: t.createdBy },
      users,
      'set null',
    ),
    check('notes_target_type_check', sql`${t.targetType} in ('user', 'department', 'group')`),
    index('notes_target_idx').on(t.organizationId, t.targetId, t.createdAt.desc()),
  ],
);

/** The organisation's instruction pages workers read at /instructions. */
export const instructions = pgTable(
  'instructions',
  {
    id: idColumn(),
    organizationId: organizationId(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The language the page is written in: readers get theirs first (decision 138). */
    language: text('language').$type<Locale>().notNull().default('fi'),
    position: integer('position').notNull().default(0),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey('instructions', t),
    tenantReference(
      'instructions_updated_by_fk',
      { organizationId: t.organizationId, column: t.updatedBy },
      users,
      'set null',
    ),
    index('instructions_order_idx').on(t.organizationId, t.position),
    check('instructions_language_check', sql`${t.language} in ('fi', 'en')`),
  ],
);

/** One mass send: its messages are rows of the email outbox carrying its id. */
export const massEmails = pgTable(
  'mass_emails',
  {
    id: idColumn(),
    organizationId: organizationId(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('mass_emails', t),
    tenantReference(
      'mass_emails_created_by_fk',
      { organizationId: t.organizationId, column: t.createdBy },
      users,
      'set null',
    ),
    index('mass_emails_time_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);
