// Tuura as an OpenID provider (decision 122): the organisation's auth consumers, what the provider
// keeps between requests (codes, grants, refresh tokens), and its signing keys, so every server
// process signs and checks the same way.
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, tenantReference } from './columns.ts';
import { users } from './users.ts';

export const authConsumers = pgTable(
  'auth_consumers',
  {
    id: idColumn(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
    /** SHA-256 of the client secret (256 random bits), hex. */
    secretHash: text('secret_hash').notNull(),
    secretCreatedAt: timestamp('secret_created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('auth_consumers', t),
    index('auth_consumers_org_name_idx').on(t.organizationId, t.name),
    tenantReference(
      'auth_consumers_created_by_fkey',
      { organizationId: t.organizationId, column: t.createdBy },
      users,
      'set null',
    ),
  ],
);

/** oidc-provider's adapter storage: one row per model instance, dropped when it expires. */
export const oidcEntries = pgTable(
  'oidc_entries',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'oidc_entries_pkey', columns: [t.model, t.id] }),
    index('oidc_entries_grant_idx').on(t.grantId),
    index('oidc_entries_uid_idx').on(t.uid),
    index('oidc_entries_expires_idx').on(t.expiresAt),
  ],
);

/** Keys the server makes once and shares between processes (the provider's JWKS, cookie keys). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  /** Encrypted with the data-encryption key when one is configured (lib/dataEncryption.ts). */
  value: text('value').notNull(),
  createdAt: createdAt(),
});
