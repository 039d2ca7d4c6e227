// Files: a 20 MB upload and its download (MB/s), the server's peak memory during the
// upload against its idle memory (it streams: the issue asks for at most 30 MB above idle), and
// 20 uploads at once. `--scale demo|small|full` (default demo), `--db pglite|postgres`
// (default pglite); BENCH_DATABASE_URL as for the bench. Prints one line per measure.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FILES } from '../packages/domain/src/limits.ts';
import { login, startServer } from './lib/server.mjs';
import { datasetFor } from './run/datasets.mjs';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    db: { type: 'string', default: 'pglite' },
    parallel: { type: 'string', default: '20' },
  },
});
const PARALLEL = Number(args.parallel);
const MB = 1_000_000;
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (line) => console.error(`[files] ${line}`);

/** A PDF of exactly `size` bytes: a PDF header and comment padding (the type check reads the head). */
function pdfOf(size) {
  const head = Buffer.from('%PDF-1.4\n%bench\n');
  const bytes = Buffer.alloc(size, 0x25);
  head.copy(bytes);
  return bytes;
}

/** The resident memory of a process in bytes (Linux). */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

async function upload(url, cookie, name, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const res = await fetch(`${url}/api/files/worker`, { method: 'POST', headers: { cookie }, body: form });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`upload ${name} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.file._id;
}

const remove = (url, cookie, id) =>
  fetch(`${url}/api/files/${id}/worker`, { method: 'DELETE', headers: { cookie } }).then((r) =>
    r.arrayBuffer(),
  );

const dataset = datasetFor(args.scale);
const onPostgres = args.db === 'postgres';
const existing = await dataset.database?.({ db: args.db, postgresUrl, log });
const server = await startServer({
  existing,
  postgresUrl: onPostgres ? postgresUrl : undefined,
  env: {
    RATE_LIMIT_PER_MINUTE: '1000000000',
    CREDENTIAL_RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'error',
    ...dataset.serverEnv,
  },
});
const made = [];
let cookie = '';
try {
  const { email, password } = dataset.accounts.worker;
  cookie = await login(server.url, email, password);
  // Warm the route (and the type sniffer's module) so the first measure is not the cold start.
  made.push(await upload(server.url, cookie, 'warm.pdf', pdfOf(100_000)));
  const big = pdfOf(FILES.maxFileBytes);

  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const idle = rssOf(server.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 10);
  const upStart = performance.now();
  const id = await upload(server.url, cookie, 'iso.pdf', big);
  const upMs = performance.now() - upStart;
  clearInterval(sampler);
  made.push(id);

  const downStart = performance.now();
  const res = await fetch(`${server.url}/api/files/${id}`, { headers: { cookie } });
  const got = Buffer.from(await res.arrayBuffer());
  const downMs = performance.now() - downStart;
  if (got.length !== big.length) throw new Error(`download answered ${got.length} bytes`);

  const parallelStart = performance.now();
  const ids = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => upload(server.url, cookie, `rinnakkain-${i}.pdf`, pdfOf(MB))),
  );
  const parallelMs = performance.now() - parallelStart;
  made.push(...ids);

  const label = `${dataset.label}, ${args.db}`;
  const mbps = (bytes, ms) => (bytes / MB / (ms / 1000)).toFixed(1);
  console.log(`files upload 20 MB (${label}): ${Math.round(upMs)} ms, ${mbps(big.length, upMs)} MB/s`);
  console.log(
    `files upload 20 MB server memory (${label}): idle ${(idle / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB, ` +
      `+${((peak - idle) / MB).toFixed(1)} MB (target ≤ 30 MB)`,
  );
  console.log(`files download 20 MB (${label}): ${Math.round(downMs)} ms, ${mbps(big.length, downMs)} MB/s`);
  console.log(
    `files ${PARALLEL} parallel uploads of 1 MB (${label}): all 201 in ${Math.round(parallelMs)} ms, ` +
      `${mbps(PARALLEL * MB, parallelMs)} MB/s together`,
  );
  if (peak - idle > 30 * MB) process.exitCode = 1;
} finally {
  // A kept database (small, full) gets its space back.
  await Promise.all(made.map((id) => remove(server.url, cookie, id))).catch(() => undefined);
  await server.stop();
}
