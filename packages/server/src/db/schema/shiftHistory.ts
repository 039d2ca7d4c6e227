// Every change of a shift, with who, when, before and after: the admin's side
// panel shows it as a timeline. Written in the same transaction as the change itself.
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organizationId, tenantKey } from './columns.ts';

export const shiftHistory = pgTable(
  'shift_history',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    organizationId: organizationId(),
    shiftId: uuid('shift_id').notNull(),
    /** Null when the system made the change (no signed-in actor). */
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    /** Only the fields that changed, before and after; null before a create and after a delete. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('shift_history', t),
    index('shift_history_shift_idx').on(t.organizationId, t.shiftId, t.id),
  ],
);
