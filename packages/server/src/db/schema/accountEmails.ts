// The login directory: which organisation an email logs in to. Global (decision 040): a login
// reads it before the organisation is known, so an email belongs to one organisation per kind.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

export const accountEmails = pgTable(
  'account_emails',
  {
    kind: text('kind').$type<'user' | 'guest'>().notNull(),
    /** Lower-cased; the check below refuses any other spelling. */
    email: text('email').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** users.id or guest_users.id by `kind`; no reference, as it points into one of two tables. */
    accountId: uuid('account_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'account_emails_pkey', columns: [t.kind, t.email] }),
    check('account_emails_kind_check', sql`${t.kind} in ('user', 'guest')`),
    check('account_emails_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('account_emails_account_idx').on(t.organizationId, t.accountId),
  ],
);
