// Jobs that run once a day across every server process (decision 135): a row per job holds the
// last day done; a process claims the day by locking the row (`FOR UPDATE SKIP LOCKED`) and
// moving the day on in the transaction that does the work, so a failed pass is tried again.
import { date, pgTable, text } from 'drizzle-orm/pg-core';

export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  /** The Helsinki date of the last pass that finished (YYYY-MM-DD). */
  lastDay: date('last_day', { mode: 'string' }).notNull(),
});
