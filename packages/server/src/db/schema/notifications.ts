import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, tenantReference } from './columns.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    organizationId: organizationId(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    labels: text('labels').array().notNull().default([]),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    /** Ever-growing order of creation: the event id of the stream (Last-Event-ID resumes after it). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    tenantKey('notifications', t),
    tenantReference(
      'notifications_user_fk',
      { organizationId: t.organizationId, column: t.userId },
      users,
      'cascade',
    ),
    index('notifications_user_time_idx').on(t.organizationId, t.userId, t.createdAt.desc()),
  ],
);
