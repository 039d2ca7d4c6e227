// One database interface over one driver, node-postgres, on two engines: embedded PGlite (no
// DATABASE_URL) or a PostgreSQL server.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded engine, when there is one (tests clone its data directory). */
  pglite?: PGlite;
};

export const pgliteExtensions = { btree_gist, pg_trgm } as const;

/**
 * PGlite through node-postgres's protocol adapter, not drizzle's PGlite driver: that driver sends
 * every statement unnamed, so PGlite parsed and planned even the prepared reads on every call;
 * here named statements are parsed once and their plans kept, as on PostgreSQL (the session
 * lookup 0.63 → 0.21 ms, a worker's month 1.24 → 0.62 ms; decision 093). One client at a time:
 * the engine is one backend. `logger` sees every statement drizzle sends (the bench's capture).
 */
export function openPglite(options: PGliteOptions = {}, logger?: Logger): Database {
  const client = new PGlite({ ...options, extensions: pgliteExtensions });
  const pool = pglitePool(client);
  return {
    db: drizzlePg(pool, { schema, ...(logger && { logger }) }) as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await pool.end();
      await client.close();
    },
    pglite: client,
  };
}

/** A node-postgres pool on the engine: one client at a time (also the bench's SQL replay). */
export function pglitePool(pglite: PGlite): pg.Pool {
  const pool = new pg.Pool({ Client: pgliteClient(pglite), max: 1, idleTimeoutMillis: 0 });
  pool.on('error', () => {});
  return pool;
}

/** node-postgres clients on the one engine, each with its own adapter connection. */
function pgliteClient(pglite: PGlite) {
  const engine: Engine = { pglite, previousEnded: Promise.resolve() };
  return class extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connection: new PgliteConnection(engine) } as pg.ClientConfig);
    }
  };
}

type Engine = { pglite: PGlite; previousEnded: Promise<unknown> };

/**
 * The adapter's connection, with two differences. A new one starts the backend clean: the pool
 * drops its client after any failed query, and the next one knows none of the statements the
 * engine still holds under their names (nor an unfinished transaction); it waits until the
 * dropped one has sent what it had queued (its Sync ends the failed exchange). And Parse takes
 * what node-postgres sends as pg's own serializer does: drizzle passes its result parsers as a
 * query's `types`, which pg ignores there and the adapter tried to walk as parameter types.
 */
class PgliteConnection extends PglitePgConnection {
  readonly #engine: Engine;
  constructor(engine: Engine) {
    super({ pglite: engine.pglite });
    this.#engine = engine;
  }
  override async connect(port: number, host: string) {
    await this.#engine.previousEnded;
    await this.#engine.pglite.waitReady;
    await this.#engine.pglite.exec('ROLLBACK; DEALLOCATE ALL');
    await super.connect(port, host);
  }
  override end() {
    super.end();
    // The adapter emits 'end' once its queue has drained; it dropped every listener before.
    this.#engine.previousEnded = new Promise((resolve) => this.once('end', resolve));
  }
  override parse(query: { types?: unknown }) {
    super.parse(Array.isArray(query.types) ? query : { ...query, types: undefined });
  }
}

/** The server's pool size; the bench's raw SQL floor uses no more connections than this. */
export const POSTGRES_POOL_SIZE = 10;

export function openPostgres(connectionString: string, max = POSTGRES_POOL_SIZE, logger?: Logger): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server ends (restart, failover, terminated backend, a dropped test
  // database) is emitted here; unheard it would crash the process. The pool has already dropped
  // that client and the next query connects afresh; queries in flight get their own errors.
  pool.on('error', () => {});
  return {
    db: drizzlePg(pool, { schema, ...(logger && { logger }) }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** The database the configuration names: PostgreSQL by URL, else PGlite under DATA_DIR/db. */
export function openDatabase(
  config: { databaseUrl?: string | undefined; dataDir: string },
  logger?: Logger,
): Database {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, POSTGRES_POOL_SIZE, logger);
  const dir = join(config.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return openPglite({ dataDir: dir }, logger);
}
