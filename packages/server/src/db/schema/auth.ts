// Sessions, reset tokens, login tries and API tokens: the secrets are stored hashed.
// Sessions and reset tokens are global (found by their hash before the organisation is known,
// decision 040); their references to accounts still name the organisation.
import type { Permissions } from '@tuura/domain';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, tenantReference } from './columns.ts';
import { guestUsers } from './guestUsers.ts';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value; the raw id never reaches the database. */
    idHash: text('id_hash').primaryKey(),
    /** The name the sessions list gives it (decision 133); never the cookie or its hash. */
    id: uuid('id').notNull().defaultRandom(),
    organizationId: organizationId(),
    userId: uuid('user_id'),
    guestUserId: uuid('guest_user_id'),
    /** The admin who took this session over; releasing it gives the admin a session back. */
    takenOverBy: uuid('taken_over_by'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent at login, cut to AUTH.sessionUserAgentMax (decision 133). */
    userAgent: text('user_agent').notNull().default(''),
    /** The client address at login, as the server saw it (behind TRUST_PROXY, the forwarded one). */
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_org_id_key').on(t.organizationId, t.id),
    tenantReference(
      'sessions_user_fk',
      { organizationId: t.organizationId, column: t.userId },
      users,
      'cascade',
    ),
    tenantReference(
      'sessions_guest_user_fk',
      { organizationId: t.organizationId, column: t.guestUserId },
      guestUsers,
      'cascade',
    ),
    tenantReference(
      'sessions_taken_over_by_fk',
      { organizationId: t.organizationId, column: t.takenOverBy },
      users,
      'cascade',
    ),
    index('sessions_user_idx').on(t.userId),
    index('sessions_guest_idx').on(t.guestUserId),
    index('sessions_taken_over_by_idx').on(t.takenOverBy),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    organizationId: organizationId(),
    userId: uuid('user_id'),
    guestUserId: uuid('guest_user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantReference(
      'password_resets_user_fk',
      { organizationId: t.organizationId, column: t.userId },
      users,
      'cascade',
    ),
    tenantReference(
      'password_resets_guest_user_fk',
      { organizationId: t.organizationId, column: t.guestUserId },
      guestUsers,
      'cascade',
    ),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * Login tries per account key across organisations (decisions 007 and 130): one counter row per
 * key, counted in one statement before a password hash is verified, so tries made at the same
 * moment, through any number of server processes, cannot outrun AUTH.failedLoginMax. An unknown
 * email is counted and locked out like a known one; a successful login deletes the row.
 */
export const loginAttempts = pgTable('login_attempts', {
  /** `user:<email>` or `guest:<email>`, lower-cased. */
  accountKey: text('account_key').primaryKey(),
  /** The first try of the current window; the window lasts AUTH.failedLoginWindowMinutes. */
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** Tries counted in the window, at most AUTH.failedLoginMax + 1. */
  tries: integer('tries').notNull(),
});

/**
 * API tokens (decision 121): the organisation's, not a person's. The bearer value names its
 * organisation, so a token is found by (organisation, hash) like every tenant row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: idColumn(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    /** SHA-256 of the token (256 random bits: a fast hash is enough). */
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, shown so people can tell tokens apart. */
    hint: text('hint').notNull().default(''),
    permissions: jsonb('permissions').$type<Permissions>().notNull().default({}),
    createdBy: uuid('created_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('api_tokens', t),
    unique('api_tokens_token_hash_key').on(t.organizationId, t.tokenHash),
    tenantReference(
      'api_tokens_created_by_fkey',
      { organizationId: t.organizationId, column: t.createdBy },
      users,
      'set null',
    ),
  ],
);
