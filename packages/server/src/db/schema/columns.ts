// Column and key helpers shared by every table. Tenant tables key and reference by
// (organization_id, id), so the database refuses a cross-organisation reference (decision 040).
import { foreignKey, type PgColumn, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/** A row's own id; unique only together with its organisation in tenant tables (see `tenantKey`). */
export const idColumn = () => uuid('id').notNull().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Tenant key: every table of an organisation's data carries it. */
export const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** Primary key (organization_id, id): the shape Citus needs to distribute by organisation. */
export const tenantKey = (name: string, t: { organizationId: PgColumn; id: PgColumn }) =>
  primaryKey({ name: `${name}_pkey`, columns: [t.organizationId, t.id] });

type TenantRef = { organizationId: PgColumn; id: PgColumn };

/**
 * A reference to another tenant table by (organization_id, column): the target must be the same
 * organisation's row. Deleting the target sets only `column` to null when `setNull` is given —
 * PostgreSQL 15's `SET NULL (column)`, so the row keeps its organisation. drizzle-kit has no
 * word for the column list, so it is passed through its action text, which it writes verbatim.
 */
export function tenantReference(
  name: string,
  from: { organizationId: PgColumn; column: PgColumn },
  to: TenantRef,
  onDelete: 'cascade' | 'set null',
) {
  const action = onDelete === 'set null' ? (`set null ("${from.column.name}")` as 'set null') : onDelete;
  return foreignKey({
    name,
    columns: [from.organizationId, from.column],
    foreignColumns: [to.organizationId, to.id],
  }).onDelete(action);
}
