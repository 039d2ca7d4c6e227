// A person's data (decisions 134, 135): the full-timer's own export (`worker1`, every shift of the
// data's 33 months) timed end to end with the server's resident memory sampled against its idle
// memory (goal ≤ 5 s and ≤ 200 MB), then the erasure of a worker this script makes (three years of
// daily shifts, removed; never the data's own), timed on its first pass (goal ≤ 2 s).
// `--scale small|full` (default full), `--db pglite|postgres` (default postgres), `--rounds 5`.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { REQUEST } from '../packages/domain/src/limits.ts';
import { login, startServer } from './lib/server.mjs';
import { datasetFor } from './run/datasets.mjs';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'full' },
    db: { type: 'string', default: 'postgres' },
    rounds: { type: 'string', default: '5' },
  },
});
const MB = 1_000_000;
const DAY_MS = 24 * 3_600_000;
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (line) => console.error(`[personal-data] ${line}`);

function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

async function send(url, cookie, method, path, body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const dataset = datasetFor(args.scale);
const existing = await dataset.database?.({ db: args.db, postgresUrl, log });
const server = await startServer({
  existing,
  postgresUrl: args.db === 'postgres' ? postgresUrl : undefined,
  env: { RATE_LIMIT_PER_MINUTE: '1000000000', LOG_LEVEL: 'error', ...dataset.serverEnv },
});
try {
  const label = `${dataset.label}, ${args.db}`;
  const worker = await login(server.url, dataset.accounts.worker.email, dataset.accounts.worker.password);
  const admin = await login(server.url, dataset.accounts.admin.email, dataset.accounts.admin.password);
  const download = async () => {
    const res = await fetch(`${server.url}/api/users/data`, { headers: { cookie: worker } });
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    return bytes;
  };
  await download(); // warm: the route's modules and the statements' plans
  await new Promise((r) => setTimeout(r, 500));
  const idle = rssOf(server.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 10);
  const times = [];
  let size = 0;
  for (let i = 0; i < Number(args.rounds); i++) {
    const start = performance.now();
    size = await download();
    times.push(performance.now() - start);
  }
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  console.log(
    `personal data export (${label}): ${(size / MB).toFixed(2)} MB ZIP, p50 ${Math.round(percentile(times, 50))} ms, ` +
      `max ${Math.round(times.at(-1))} ms over ${times.length} (target ≤ 5 s)`,
  );
  console.log(
    `personal data export server memory (${label}): idle ${(idle / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB, ` +
      `+${((peak - idle) / MB).toFixed(1)} MB (target ≤ 200 MB)`,
  );

  // A worker of this run's own with a day shift on each of the last three years' days, removed.
  const { user } = await send(server.url, admin, 'POST', '/api/users/admin', {
    user: {
      email: `erase-${Date.now().toString(36)}@bench.test`,
      personal: { firstName: 'Lähtevä', lastName: 'Työntekijä' },
    },
  });
  const now = Date.now();
  const shifts = Array.from({ length: 3 * 365 }, (_, i) => {
    const day = new Date(now - (i + 1) * DAY_MS);
    const from = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 5);
    return {
      name: 'Bench päivävuoro',
      from: new Date(from).toISOString(),
      to: new Date(from + 8 * 3_600_000).toISOString(),
      worker: user._id,
      salary: '22 €/h',
      billing: '45 €/h',
    };
  });
  for (let i = 0; i < shifts.length; i += REQUEST.maxIdsPerMassAction)
    await send(server.url, admin, 'POST', '/api/shifts/mass/admin', {
      shifts: shifts.slice(i, i + REQUEST.maxIdsPerMassAction),
    });
  await send(server.url, admin, 'DELETE', `/api/users/${user._id}/admin`);
  const start = performance.now();
  const erased = await send(server.url, admin, 'POST', `/api/users/${user._id}/erase/admin`);
  console.log(
    `erase a former worker (${label}): ${Math.round(performance.now() - start)} ms, ${erased.keptShifts} shifts kept (target ≤ 2 s)`,
  );
} finally {
  await server.stop();
}
