// The payroll report as a file: all workers on payroll for one month, and for a year,
// streamed as XLSX (and CSV for the month): the time to the last byte, the file's size and the
// server's peak resident memory against its idle memory (the report streams in worker batches:
// it must not grow with the number of workers or lines). `--scale full|small|demo` (default full),
// `--db postgres|pglite` (default postgres); `--year` adds the year (minutes at `full`).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { login, startServer } from './lib/server.mjs';
import { datasetFor } from './run/datasets.mjs';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'full' },
    db: { type: 'string', default: 'postgres' },
    year: { type: 'boolean', default: false },
  },
});
const MB = 1_000_000;
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (line) => console.error(`[salary-report] ${line}`);

/** The resident memory of a process in bytes (Linux). */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/** The previous calendar month of `now` as [from, to) dates: a month the data has in full. */
function lastMonth(now) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}
function lastYear(now) {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

const dataset = datasetFor(args.scale);
const existing = await dataset.database?.({ db: args.db, postgresUrl, log });
const server = await startServer({
  existing,
  postgresUrl: args.db === 'postgres' ? postgresUrl : undefined,
  env: {
    RATE_LIMIT_PER_MINUTE: '1000000000',
    CREDENTIAL_RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'error',
    ...dataset.serverEnv,
  },
});

/** One report: time to the last byte, bytes, and peak memory while it ran. */
async function measure(cookie, body) {
  const idle = rssOf(server.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 10);
  const start = performance.now();
  const res = await fetch(`${server.url}/api/users/salary-report/admin`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  const ms = performance.now() - start;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`report answered ${res.status}`);
  return { ms, bytes, idle, peak };
}

try {
  const { email, password } = dataset.accounts.admin;
  const cookie = await login(server.url, email, password);
  const now = new Date();
  const month = lastMonth(now);
  // Warm the route, exceljs and the plans on a day's report.
  await measure(cookie, { from: month.from, to: `${month.from.slice(0, 8)}02`, format: 'xlsx' });
  const json = await fetch(`${server.url}/api/users/salary-report/admin`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(month),
  }).then((r) => r.json());
  const label = `${dataset.label}, ${args.db}`;
  const line = (what, r) =>
    console.log(
      `${what} (${label}): ${Math.round(r.ms)} ms, ${(r.bytes / MB).toFixed(1)} MB; server memory idle ` +
        `${(r.idle / MB).toFixed(0)} MB, peak ${(r.peak / MB).toFixed(0)} MB (+${((r.peak - r.idle) / MB).toFixed(0)} MB)`,
    );
  console.log(
    `salary report month ${month.from}–${month.to}: ${json.totals.shifts} lines of the workers on payroll, ` +
      `${json.rows.length} rows in JSON (truncated ${json.truncated})`,
  );
  line(`salary-report-xlsx-month ${month.from}`, await measure(cookie, { ...month, format: 'xlsx' }));
  line(`salary-report-csv-month ${month.from}`, await measure(cookie, { ...month, format: 'csv' }));
  if (args.year) {
    const year = lastYear(now);
    line(
      `salary-report-xlsx-year ${year.from}–${year.to}`,
      await measure(cookie, { ...year, format: 'xlsx' }),
    );
  }
} finally {
  await server.stop();
}
