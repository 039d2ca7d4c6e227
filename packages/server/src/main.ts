// config → database → migrate → (demo seed) → listen.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoIfWanted } from './seed/demo.ts';

const started = performance.now();
const config = loadConfig();
const database = openDatabase(config);
await migrate(database);
const app = await buildApp({ config, db: database.db });
const seeded = await seedDemoIfWanted(database, config);
if (seeded) app.log.info({ organization: seeded.organizationName }, 'demo data seeded');

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, ms: Math.round(performance.now() - started) },
  `Tuura is ready at ${config.publicUrl.origin}`,
);
