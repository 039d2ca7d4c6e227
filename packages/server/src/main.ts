// config → database → migrate → (demo seed) → listen.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { keyringOf } from './lib/dataEncryption.ts';
import { reencryptServerKeys, verifyDataKeys } from './lib/dataKeys.ts';
import { SqlCapture } from './modules/bench/service.ts';
import { prefillAllOrganizations } from './modules/holidays/prefill.ts';
import { providerKeys } from './modules/oidc/keys.ts';
import { reencryptSensitiveFields } from './modules/users/sensitive.ts';
import { seedDemoIfWanted } from './seed/demo.ts';
import { exitOnStartupError } from './startup.ts';

const started = performance.now();
const config = loadConfig();
// The bench's statement capture rides on drizzle's logger, so it exists only with its routes.
const sqlCapture = config.benchRoutes ? new SqlCapture() : undefined;
// The keys must be given with PostgreSQL and must open what the database holds: otherwise one
// line naming DATA_ENCRYPTION_KEYS and the key id, and exit 1 (docs/decisions/128).
const keyring = await Promise.resolve()
  .then(() => keyringOf(config))
  .catch(exitOnStartupError);
const database = openDatabase(config, sqlCapture);
await migrate(database);
await verifyDataKeys(database.db, keyring).catch(async (error: unknown) => {
  await database.close().catch(() => undefined);
  return exitOnStartupError(error);
});
const app = await buildApp({ config, db: database.db, sqlCapture });
const seeded = await seedDemoIfWanted(database, config);
if (seeded) app.log.info({ organization: seeded.organizationName }, 'demo data seeded');
// This and next year's public holidays for organisations that lack them (docs/decisions/112).
const holidaysAdded = await prefillAllOrganizations(database.db, new Date());
if (holidaysAdded) app.log.info({ holidays: holidaysAdded }, 'public holidays prefilled');
// The OpenID provider's keys are made on the first start and kept in the database, so every
// process signs alike (decision 122); later starts only read them.
await providerKeys({ db: database.db, config });
// Plaintext from before encryption, or values under a key rotated out, move to the current key.
const reencrypted = await reencryptSensitiveFields(database.db, keyring);
if (reencrypted) app.log.info({ users: reencrypted }, 'sensitive fields re-encrypted with the current key');
const serverKeysMoved = await reencryptServerKeys(database.db, keyring);
if (serverKeysMoved)
  app.log.info({ serverKeys: serverKeysMoved }, 'server keys re-encrypted with the current key');

// Fastify's close stops accepting connections and waits for requests in flight; then the database
// closes. A signal repeated meanwhile (a terminal's Ctrl-C reaches `npm start` and the server) is
// ignored; requests still open after the grace period are cut off.
const SHUTDOWN_GRACE_MS = 10_000;
let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.warn('requests still open after the grace period; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  // A keep-alive connection whose request was in flight turns idle only after its answer; close
  // it then, or it would hold the server open until its keep-alive timeout.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
    clearInterval(reaper);
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// The address people use, and where the socket really is (PORT=0 picks a free port).
const listening = app.server.address();
const where =
  typeof listening === 'object' && listening
    ? `${listening.family === 'IPv6' ? `[${listening.address}]` : listening.address}:${listening.port}`
    : listening;
app.log.info(
  { database: database.kind, ms: Math.round(performance.now() - started) },
  `Tuura is ready at ${config.publicUrl.origin} (listening on ${where})`,
);
