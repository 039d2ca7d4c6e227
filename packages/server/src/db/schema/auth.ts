// Sessions, reset tokens, failed logins and API tokens: the secrets are stored hashed.
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId } from './columns.ts';
import { guestUsers } from './guestUsers.ts';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value; the raw id never reaches the database. */
    idHash: text('id_hash').primaryKey(),
    organizationId: organizationId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestUserId: uuid('guest_user_id').references(() => guestUsers.id, { onDelete: 'cascade' }),
    /** The admin who took this session over; releasing it gives the admin a session back. */
    takenOverBy: uuid('taken_over_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_guest_idx').on(t.guestUserId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    organizationId: organizationId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestUserId: uuid('guest_user_id').references(() => guestUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: organizationId(),
    /** `user:<email>` or `guest:<email>`, lower-cased: counted whether or not the account exists. */
    accountKey: text('account_key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_time_idx').on(t.organizationId, t.accountKey, t.failedAt)],
);

export const apiTokens = pgTable('api_tokens', {
  id: idColumn(),
  organizationId: organizationId(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
