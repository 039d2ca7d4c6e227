// Applies the committed SQL migrations (drizzle-kit output); both engines share one driver.
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** `folder`: another copy of the migrations (a test's, stopping at an earlier one). */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the migrator takes its driver's own db type
  await migratePg(database.db as any, { migrationsFolder: folder });
}
