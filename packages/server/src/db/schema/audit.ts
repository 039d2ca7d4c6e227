// Who did what: security events and admin changes, kept for review.
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
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('audit_log', t),
    index('audit_log_org_time_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);
