// The data a run measures and the accounts its scenarios log in as. `small` and `full` are the
// generator's (bench/data): its probe accounts, loaded before the server starts into
// `tuura_bench_<scale>` beside BENCH_DATABASE_URL or into PGlite under data/bench-<scale>. A
// loaded database carries a mark (scale, seed, when); `full` reuses a marked one (a load takes
// minutes), `small` loads afresh unless --reuse. `demo` is the server's demo seed (the smoke).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { topUpAudit } from '../data/addAudit.mjs';
import { load } from '../data/load.mjs';
import { BENCH_PASSWORD, PROBES } from '../data/probes.ts';

export const DEMO_ACCOUNTS = {
  worker: { email: 'worker@example.com', password: 'demo-password' },
  admin: { email: 'admin@example.com', password: 'demo-password' },
  guest: { email: 'guest@example.com', password: 'demo-password', kind: 'guest' },
};

const GENERATED_ACCOUNTS = {
  worker: { email: PROBES.org1.worker, password: BENCH_PASSWORD },
  admin: { email: PROBES.org1.admin, password: BENCH_PASSWORD },
  guest: { email: PROBES.org1.guest, password: BENCH_PASSWORD, kind: 'guest' },
};

const root = new URL('../..', import.meta.url).pathname;
const SEED = 1;

/** The mark a complete load leaves: what was loaded, and when (its "now"). */
const markOf = (scale) => ({ scale, seed: SEED });
const sameMark = (mark, scale) => mark?.scale === scale && mark?.seed === SEED;

async function postgresMark(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select shobj_description(oid, $2) as mark from pg_database where datname = $1',
      [name, 'pg_database'],
    );
    return rows[0]?.mark ? JSON.parse(rows[0].mark) : null;
  } catch {
    return null;
  } finally {
    await admin.end();
  }
}

async function markPostgres(adminUrl, name, mark) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // COMMENT takes no parameters; the mark is our own JSON of plain values.
  await admin.query(`comment on database ${name} is '${JSON.stringify(mark).replaceAll("'", "''")}'`);
  await admin.end();
}

/**
 * Where the scale's generated data is, loading it first when wanted or missing:
 * `{ databaseUrl }` on PostgreSQL, `{ dataDir }` (the server's DATA_DIR) on PGlite.
 */
async function generatedDatabase(scale, { db, postgresUrl, reuse, log }) {
  if (db === 'postgres') {
    const name = `tuura_bench_${scale}`;
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const mark = await postgresMark(postgresUrl, name);
    if (reuse && sameMark(mark, scale)) {
      log(`postgres: reusing ${name}, loaded ${mark.loadedAt} (--fresh loads anew)`);
      // Data added since the load was made (decision 136's audit entries): added, not reloaded.
      await topUpAudit({ url: url.toString(), scale, log });
      return { databaseUrl: url.toString(), loadedAt: mark.loadedAt };
    }
    log(`postgres: loading ${scale} into ${name}…`);
    const result = await load({ scale, db: postgresUrl, seed: SEED, log });
    const loadedAt = new Date().toISOString();
    await markPostgres(postgresUrl, name, { ...markOf(scale), loadedAt });
    log(`postgres: ${scale} loaded in ${result.seconds.toFixed(0)} s`);
    await topUpAudit({ url: url.toString(), scale, log });
    return { databaseUrl: url.toString(), loadedAt };
  }
  const dataDir = join(root, 'data', `bench-${scale}`);
  const markFile = join(dataDir, 'bench-mark.json');
  const mark = existsSync(markFile) ? JSON.parse(readFileSync(markFile, 'utf8')) : null;
  if (reuse && sameMark(mark, scale)) {
    log(`pglite: reusing ${dataDir}, loaded ${mark.loadedAt} (--fresh loads anew)`);
    return { dataDir, loadedAt: mark.loadedAt };
  }
  log(`pglite: loading ${scale} into ${dataDir}…`);
  mkdirSync(dataDir, { recursive: true });
  const result = await load({ scale, db: `pglite:${join(dataDir, 'db')}`, seed: SEED, log });
  const loadedAt = new Date().toISOString();
  writeFileSync(markFile, JSON.stringify({ ...markOf(scale), loadedAt }));
  log(`pglite: ${scale} loaded in ${result.seconds.toFixed(0)} s`);
  return { dataDir, loadedAt };
}

/**
 * @param {'small'|'full'|'demo'} scale
 * @param {{ workerEmail?: string, adminEmail?: string, password?: string, reuse?: boolean }} overrides
 */
export function datasetFor(scale, overrides = {}) {
  const demo = scale === 'demo';
  const base = demo ? DEMO_ACCOUNTS : GENERATED_ACCOUNTS;
  const password = overrides.password;
  return {
    scale,
    label: scale,
    accounts: {
      worker: {
        email: overrides.workerEmail ?? base.worker.email,
        password: password ?? base.worker.password,
      },
      admin: { email: overrides.adminEmail ?? base.admin.email, password: password ?? base.admin.password },
      guest: { ...base.guest, password: password ?? base.guest.password },
    },
    // The demo: startServer seeds it into an empty database (PGlite by default, PostgreSQL by
    // DEMO_DATA=1). Generated data: no demo on top.
    serverEnv: demo ? {} : { DEMO_DATA: '0' },
    /** @type {undefined | ((o: { db: string, postgresUrl?: string, log: (l: string) => void }) => Promise<{ databaseUrl?: string, dataDir?: string, loadedAt: string }>)} */
    database: demo
      ? undefined
      : (o) => generatedDatabase(scale, { reuse: overrides.reuse ?? scale === 'full', ...o }),
  };
}
