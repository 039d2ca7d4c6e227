// `npm run bench [-- options]`: the scenario runner on PGlite and PostgreSQL, a table to stdout
// and JSON to bench/results/. Options (defaults per scale: small 3 s / full 10 s per run):
//   --scale small|full (the generator's data; full on PostgreSQL by default)   --demo (the demo
//   seed instead)   --fresh (load full anew) / --reuse (keep small's last load)
//   --db pglite,postgres   --connections 1,50   --seconds N   --warmup N
//   --sql-seconds N      --only <texts in scenario names, comma-separated>   --compress (accept-encoding br, gzip)
//   --worker-email E --admin-email E --password P   (the dataset's accounts)
//   --first-render N   (cold starts of the worker's month in Chromium per speed; 0 skips)
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a run
// database is made beside it and dropped after. Unreachable: that database is skipped, said so.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { datasetFor } from './datasets.mjs';
import { derive, LEGEND, rows, table, writeJson } from './report.mjs';
import { runDatabase } from './runner.mjs';
import { SCENARIOS } from './scenarios.mjs';

const SCALE_DEFAULTS = {
  // npm run bench: both databases inside 3 minutes on this 2-core machine.
  small: { seconds: 2.5, warmup: 0.5, sqlSeconds: 0.3 },
  full: { seconds: 10, warmup: 2, sqlSeconds: 2 },
};

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'small' },
    db: { type: 'string' },
    demo: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    connections: { type: 'string', default: '1,50' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    'sql-seconds': { type: 'string' },
    only: { type: 'string' },
    compress: { type: 'boolean', default: false },
    'first-render': { type: 'string', default: '3' },
    'worker-email': { type: 'string' },
    'admin-email': { type: 'string' },
    password: { type: 'string' },
  },
});

const root = new URL('../..', import.meta.url).pathname;
const defaults = SCALE_DEFAULTS[args.scale];
if (!defaults) throw new Error(`--scale is small or full, not ${args.scale}`);
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const dataset = datasetFor(args.demo ? 'demo' : args.scale, {
  workerEmail: args['worker-email'],
  adminEmail: args['admin-email'],
  password: args.password,
  ...((args.fresh || args.reuse) && { reuse: args.reuse && !args.fresh }),
});
// `full` is 2 GB: PostgreSQL unless PGlite is asked for.
const databases = args.db ?? (args.scale === 'full' ? 'postgres' : 'pglite,postgres');
// --only takes texts separated by commas: a scenario whose name holds any of them runs.
const onlyTexts = args.only?.toLowerCase().split(',').filter(Boolean) ?? [];
const scenarios = SCENARIOS.filter(
  (s) =>
    s.floor === 'bare' ||
    onlyTexts.length === 0 ||
    onlyTexts.some((text) => s.name.toLowerCase().includes(text)),
);
const options = {
  connections: args.connections.split(',').map(Number),
  seconds: Number(args.seconds ?? defaults.seconds),
  warmupSeconds: Number(args.warmup ?? defaults.warmup),
  sqlSeconds: Number(args['sql-seconds'] ?? defaults.sqlSeconds),
  compress: args.compress,
  firstRenderRuns: Number(args['first-render']),
};
const log = (line) => console.error(`[bench] ${line}`);
// The first-render measure needs the web build; building it also writes the route sizes.
if (options.firstRenderRuns > 0)
  execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: root, stdio: 'inherit' });

/** The route sizes the last web build wrote (packages/web/build/bundleBudget.ts), if any. */
function bundleReport() {
  const file = join(root, 'node_modules/.cache/tuura/bundle-report.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return error.message || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const results = [];
let failed = false;
for (const db of databases.split(',')) {
  if (db === 'postgres') {
    const why = await reachable(postgresUrl);
    if (why) {
      console.log(`PostgreSQL skipped: ${postgresUrl} is unreachable (${why}); set BENCH_DATABASE_URL.`);
      continue;
    }
  } else if (db !== 'pglite') throw new Error(`--db takes pglite and/or postgres, not ${db}`);
  const started = performance.now();
  const result = derive(await runDatabase({ db, postgresUrl, dataset, scenarios, ...options, log }));
  const file = writeJson(new URL('../results', import.meta.url).pathname, result, {
    options,
    machine: { cpus: availableParallelism(), node: process.version },
  });
  log(`${db}: done in ${((performance.now() - started) / 1000).toFixed(0)} s, JSON in ${file}`);
  failed ||= result.scenarios.some((s) => s.status !== 'ok');
  results.push(result);
}

if (results.length > 0) console.log(`${table(results.flatMap(rows))}\n\n${LEGEND}`);
else console.log('No database ran.');
for (const r of results.filter((x) => x.firstRender))
  console.log(
    `\nworker's month, cold start in Chromium to the first marked day (${r.dataset}, ${r.db}, median of ${r.firstRender.runs}): ` +
      `${Math.round(r.firstRender.ms)} ms; at 4× slower CPU ${Math.round(r.firstRender.slowMs)} ms`,
  );
const bundle = bundleReport();
if (bundle)
  console.log(
    `route JS (gzip, build of ${bundle.builtAt}): ${bundle.routes.map((r) => `${r.name} ${r.kb} KB in ${r.chunks} chunks (budget ${r.maxKb})`).join('; ')}`,
  );
else console.log('route JS: no report of the last web build (npm run build -w @tuura/web writes it)');
if (failed) {
  console.log('\nSome scenarios FAILED (errors or non-2xx answers): see the status column.');
  process.exitCode = 1;
}
