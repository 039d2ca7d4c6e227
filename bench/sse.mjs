// Instant notifications: STREAMS open notification streams on one server process,
// spread over the demo's workers (a few dozen tabs each). Each round the admin publishes one
// marketplace shift, which notifies every worker in one statement; measured per stream is the
// time from sending that request to the notification's arrival (p50/p95/max over all rounds,
// goal p95 ≤ 1 s), and the server's memory per connection (RSS with the streams open minus
// before, over STREAMS). `--db postgres` runs on a fresh PostgreSQL database (BENCH_DATABASE_URL),
// which also takes the LISTEN/NOTIFY bus; the default is the embedded database.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { FIRST_NAMES, LAST_NAMES } from '../packages/server/src/seed/names.ts';
import { login, percentiles, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    streams: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
  },
});
const STREAMS = Number(args.streams);
const ROUNDS = Number(args.rounds);
const DAY_MS = 24 * 60 * 60 * 1000;
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (line) => console.error(`[sse] ${line}`);

/** The demo's workers (packages/server/src/seed/demo.ts): worker@ and the named ones. */
const workerEmails = [
  'worker@example.com',
  ...FIRST_NAMES.map((first, i) =>
    `${first}.${LAST_NAMES[i]}@example.com`.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o'),
  ),
];

/** The server's resident memory in bytes (Linux). */
const rssOf = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
};

/**
 * One stream over its own connection; `onNotification` is called at each notification event.
 * Resolves once the stream has sent its first lines (the retry hint and the cursor).
 */
function openStream(url, cookie, onNotification) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${url}/api/notifications/stream`,
      { agent: false, headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        res.on('data', (chunk) => {
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (block.includes('event: notification')) onNotification();
            cut = buffer.indexOf('\n\n');
          }
          if (!ready) {
            ready = true;
            resolve(req);
          }
        });
      },
    );
    req.on('error', reject);
  });
}

/** Publishes one open shift a year and more ahead (a day apart per round): every worker is told. */
async function publish(url, adminCookie, round) {
  const from = Date.now() + (600 + round) * DAY_MS;
  const res = await fetch(`${url}/api/shift-market/admin`, {
    method: 'POST',
    headers: { cookie: adminCookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      shifts: [
        {
          name: 'Heti tiedoksi',
          from: new Date(from).toISOString(),
          to: new Date(from + 8 * 3_600_000).toISOString(),
        },
      ],
    }),
  });
  if (!res.ok) throw new Error(`publishing answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

const server = await startServer({
  ...(args.db === 'postgres' && { postgresUrl }),
  env: {
    RATE_LIMIT_PER_MINUTE: '1000000000',
    CREDENTIAL_RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'error',
  },
});
const requests = [];
try {
  const adminCookie = await login(server.url, 'admin@example.com');
  const cookies = [];
  for (let i = 0; i < workerEmails.length; i += 8)
    cookies.push(...(await Promise.all(workerEmails.slice(i, i + 8).map((e) => login(server.url, e)))));
  log(`${cookies.length} workers logged in; opening ${STREAMS} streams`);

  // Arrival times of the current round, per stream.
  let roundStart = 0;
  let arrivals = [];
  const rssBefore = rssOf(server.pid);
  for (let i = 0; i < STREAMS; i += 100) {
    const batch = Array.from({ length: Math.min(100, STREAMS - i) }, (_, k) =>
      openStream(server.url, cookies[(i + k) % cookies.length], () =>
        arrivals.push(performance.now() - roundStart),
      ),
    );
    requests.push(...(await Promise.all(batch)));
  }
  // Let the server settle (the connections' buffers, lazy allocations) before reading its memory.
  await new Promise((r) => setTimeout(r, 2000));
  const rssOpen = rssOf(server.pid);
  log(`${requests.length} streams open; ${ROUNDS} rounds`);

  const samples = [];
  const publishTimes = [];
  let missing = 0;
  for (let round = 0; round < ROUNDS; round++) {
    arrivals = [];
    roundStart = performance.now();
    await publish(server.url, adminCookie, round);
    publishTimes.push(performance.now() - roundStart);
    // Every stream gets its one notification; wait until they all have (or 10 s passed).
    const deadline = performance.now() + 10_000;
    while (arrivals.length < STREAMS && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    missing += STREAMS - arrivals.length;
    samples.push(...arrivals);
  }

  const p = percentiles(samples);
  const publishP = percentiles(publishTimes);
  const perConnection = (rssOpen - rssBefore) / requests.length;
  const ms = (v) => `${Math.round(v)} ms`;
  console.log(
    `\nSSE fan-out (${args.db}, ${requests.length} streams over ${cookies.length} workers, ${ROUNDS} rounds)`,
  );
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(`| arrival after the publishing request, p50 | ${ms(p.p50)} |`);
  console.log(`| arrival, p95 (goal ≤ 1000 ms) | ${ms(p.p95)} |`);
  console.log(`| arrival, max | ${ms(p.max)} |`);
  console.log(`| publishing request itself, median | ${ms(publishP.p50)} |`);
  console.log(`| notifications received / expected | ${samples.length} / ${STREAMS * ROUNDS} |`);
  console.log(
    `| server RSS before → with streams | ${(rssBefore / 2 ** 20).toFixed(1)} → ${(rssOpen / 2 ** 20).toFixed(1)} MiB |`,
  );
  console.log(`| memory per connection | ${(perConnection / 1024).toFixed(1)} KiB |`);
  if (missing > 0 || p.p95 > 1000) process.exitCode = 1;
} finally {
  for (const req of requests) req.destroy();
  await server.stop();
}
