// Who did what: security events and admin changes, kept for review (docs/decisions/136).
// Append-only for the application: a trigger refuses UPDATE, DELETE and TRUNCATE unless the
// transaction is the retention purge (migration 0025).
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organizationId, tenantKey } from './columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    organizationId: organizationId(),
    actorUserId: uuid('actor_user_id'),
    actorGuestUserId: uuid('actor_guest_user_id'),
    /** The API token a request came with (decision 121). */
    actorTokenId: uuid('actor_token_id'),
    /** The job that acted, when no person or token did. */
    actorJob: text('actor_job'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** Changed fields only, before and after; secrets masked (decision 136). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('audit_log', t),
    // The page's order and keyset (created_at, id), newest first, and one per filter.
    index('audit_log_org_created_idx').on(
      t.organizationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_actor_idx').on(
      t.organizationId,
      t.actorUserId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_target_idx').on(
      t.organizationId,
      t.targetType,
      t.targetId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_action_idx').on(
      t.organizationId,
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
