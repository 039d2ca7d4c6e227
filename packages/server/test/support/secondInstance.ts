// A second app instance on a test app's database, with a pool of its own on PostgreSQL (as a
// second server process would have; PGlite is one process, so it shares the instance's handle).
// For the rate-limit tests that count one client through two instances (decision 130).
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPostgres } from '../../src/db/client.ts';
import type { TestApp } from './app.ts';

export async function secondInstance(t: TestApp, env: Record<string, string>) {
  const database = t.databaseUrl ? openPostgres(t.databaseUrl, 2) : undefined;
  const app = await buildApp({
    config: loadConfig({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', ...env }),
    db: database?.db ?? t.db,
    logger: false,
    sharedRateLimit: true,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database?.close();
    },
  };
}
