// The per-address and per-token request counters every server process shares (decision 130).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per rate-limit key (`token:<id>` or a client address): the window it is counting and
 * its requests so far (the processes' leases counted as spent) and the size of the last lease
 * granted. Counted by one conditional statement per lease, on the database's clock;
 * rows whose window has long passed are deleted by a job. UNLOGGED in the migration (0022): no
 * WAL flush per request, and a crash only gives every client a fresh minute.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
  granted: integer('granted').notNull().default(1),
});
