import { NOTIFICATION_SUBJECTS, type NotificationSubjectType } from '@tuura/domain/enums';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** What it is about (decision 139): a kind, and the shift's or request's id when it has one. */
    subjectType: text('subject_type').$type<NotificationSubjectType>(),
    subjectId: uuid('subject_id'),
    /** When the reader opened it or marked it read; null while unread (the bell counts those). */
    readAt: timestamp('read_at', { withTimezone: true }),
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
    check(
      'notifications_subject_type_check',
      sql`${t.subjectType} in (${sql.raw(NOTIFICATION_SUBJECTS.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
