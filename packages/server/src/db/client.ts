// One database interface over two drivers: embedded PGlite (no DATABASE_URL) or node-postgres.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
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

export const pgliteExtensions = { btree_gist } as const;

/** `logger` sees every statement drizzle sends (the bench's SQL capture); none by default. */
export function openPglite(options: PGliteOptions = {}, logger?: Logger): Database {
  const client = new PGlite({ ...options, extensions: pgliteExtensions });
  return {
    db: drizzlePglite(client, { schema, ...(logger && { logger }) }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    pglite: client,
  };
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
