// An admin's saved filters (spec §3, §4): named queries of one page (its context). At most one
// per user and context is the default; the partial unique index holds that under races too.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, organizationId, tenantKey, tenantReference, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** The partial unique index that keeps one default per user and context; a race on it is retried. */
export const ONE_DEFAULT_FILTER_CONSTRAINT = 'saved_filters_one_default';

export const savedFilters = pgTable(
  'saved_filters',
  {
    id: idColumn(),
    organizationId: organizationId(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    context: text('context').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    query: jsonb('query').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey('saved_filters', t),
    tenantReference(
      'saved_filters_user_fk',
      { organizationId: t.organizationId, column: t.userId },
      users,
      'cascade',
    ),
    index('saved_filters_user_context_idx').on(t.organizationId, t.userId, t.context, t.name),
    uniqueIndex(ONE_DEFAULT_FILTER_CONSTRAINT)
      .on(t.organizationId, t.userId, t.context)
      .where(sql`${t.isDefault}`),
  ],
);
