import { boolean, customType, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  adminEmail: text('admin_email').notNull().default(''),
  pluginName: text('plugin_name').notNull().default(''),
  force2fa: boolean('force_2fa').notNull().default(false),
  logo: bytea('logo'),
  logoMime: text('logo_mime'),
  /** The logo's version in its URL and ETag (decision 123). */
  logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
