// Every email the app sends; without SMTP_URL this table (and a log line) is the delivery.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('email_outbox_time_idx').on(t.createdAt)],
);
