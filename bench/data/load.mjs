// Loads a fresh bench database: `node data/load.mjs --scale small|full [--db pglite:<dir> |
// --db postgres://…] [--seed 1] [--now <ISO time>]`. A PostgreSQL URL names the admin
// connection: the bench's database `tuura_bench_<scale>` is dropped and created beside it.
// Without --db: BENCH_DATABASE_URL when set, else PGlite in data/bench-<scale> at the root.
// `load()` is exported for the runner.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPglite, openPostgres } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { generate, rowCounts } from './generate.ts';
import { SCALES } from './scales.ts';

const root = new URL('../..', import.meta.url).pathname;

/** Drops and creates `tuura_bench_<scale>` through the admin URL; returns its URL. */
async function freshPostgres(adminUrl, scale) {
  const name = `tuura_bench_${scale}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated, generated database. `db`: 'pglite:<dir>' or a postgres:// admin URL.
 * Returns where it is, the rows per table and the seconds taken.
 */
export async function load({ scale, db, seed = 1, now, log = () => {} }) {
  if (!SCALES[scale]) throw new Error(`unknown scale ${scale}: tiny, small or full`);
  if (now && Number.isNaN(now.getTime())) throw new Error('--now is not a time');
  const target = db ?? process.env.BENCH_DATABASE_URL ?? `pglite:${join(root, 'data', `bench-${scale}`)}`;
  const started = performance.now();
  let database;
  let where;
  if (target.startsWith('pglite:')) {
    where = target.slice('pglite:'.length);
    // Starts over only in an empty directory or an earlier database, never in any other folder.
    if (existsSync(where) && readdirSync(where).length > 0 && !existsSync(join(where, 'PG_VERSION'))) {
      throw new Error(`${where} is neither empty nor a PGlite database; not deleting it`);
    }
    rmSync(where, { recursive: true, force: true });
    database = openPglite({ dataDir: where });
  } else if (/^postgres(ql)?:\/\//.test(target)) {
    where = await freshPostgres(target, scale);
    database = openPostgres(where, 2);
  } else {
    throw new Error(`--db must be pglite:<dir> or a postgres:// URL, not ${target}`);
  }
  try {
    await migrate(database);
    await generate(database, { scale, seed, now, log });
    const seconds = (performance.now() - started) / 1000;
    return { kind: database.kind, where, seconds, counts: await rowCounts(database) };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'small' },
      db: { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
    },
  });
  const result = await load({
    scale: values.scale,
    db: values.db,
    seed: values.seed ?? 1,
    now: values.now === undefined ? undefined : new Date(values.now),
    log: (line) => console.log(line),
  });
  const shown = result.where.replace(/\/\/[^@/]*@/, '//');
  console.log(`\n${values.scale} on ${result.kind} (${shown}), loaded in ${result.seconds.toFixed(1)} s`);
  for (const [table, n] of Object.entries(result.counts)) {
    console.log(`${table.padEnd(18)} ${n.toLocaleString('en').padStart(12)}`);
  }
}
