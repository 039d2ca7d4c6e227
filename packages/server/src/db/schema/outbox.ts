// Every email the app sends; without SMTP_URL this table (and a log line) is the delivery.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { organizations } from './organizations.ts';

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: idColumn().primaryKey(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'failed' | 'logged'>().notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery tries so far; a queued row waits until `nextAttemptAt` (back-off). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The mass send it belongs to (mass_emails.id) and its recipient, for the delivery report. */
    massEmailId: uuid('mass_email_id'),
    userId: uuid('user_id'),
  },
  (t) => [
    index('email_outbox_time_idx').on(t.createdAt),
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    // A send's delivery report counts its rows by status from the index alone.
    index('email_outbox_mass_status_idx')
      .on(t.massEmailId, t.status)
      .where(sql`${t.massEmailId} is not null`),
  ],
);
