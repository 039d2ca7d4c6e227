// The marketplace's race: 100 workers reserve the same open shift at the same moment.
// Prints, over ROUNDS rounds (one new shift each): the time from firing the 100 requests to the
// last answer (median and max), and checks every round ended with exactly one 200 and 99 × 409.
// Data: `--scale small|full` (default full) reuses the bench's generated PostgreSQL database,
// loading it when missing as `npm run bench` does; BENCH_DATABASE_URL as for the bench.
import { parseArgs } from 'node:util';
import { workerEmail } from './data/probes.ts';
import { login, percentiles, startServer } from './lib/server.mjs';
import { datasetFor } from './run/datasets.mjs';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'full' },
    racers: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '10' },
  },
});
const RACERS = Number(args.racers);
const ROUNDS = Number(args.rounds);
const DAY_MS = 24 * 60 * 60 * 1000;
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (line) => console.error(`[race] ${line}`);

const dataset = datasetFor(args.scale);
const existing = await dataset.database?.({ db: 'postgres', postgresUrl, log });
const server = await startServer({
  existing,
  env: {
    RATE_LIMIT_PER_MINUTE: '1000000000',
    CREDENTIAL_RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'error',
    ...dataset.serverEnv,
  },
});

/** One session per racing worker: the generated data's w2…w<n+1> (worker 1 is the probe). */
async function racerCookies() {
  const { password } = dataset.accounts.worker;
  const emails = Array.from({ length: RACERS }, (_, i) => workerEmail(1, i + 2));
  const cookies = [];
  // Ten at a time: a login hashes a password, the server's costliest call.
  for (let i = 0; i < emails.length; i += 10)
    cookies.push(...(await Promise.all(emails.slice(i, i + 10).map((e) => login(server.url, e, password)))));
  return cookies;
}

/** Publishes one open shift (no education asked) a year and more ahead, a day apart per round. */
async function publish(adminCookie, round) {
  const from = Date.now() + (500 + round) * DAY_MS;
  const res = await fetch(`${server.url}/api/shift-market/admin`, {
    method: 'POST',
    headers: { cookie: adminCookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      shifts: [
        {
          name: 'Kilpavuoro',
          from: new Date(from).toISOString(),
          to: new Date(from + 8 * 3_600_000).toISOString(),
        },
      ],
    }),
  });
  if (!res.ok) throw new Error(`publishing answered ${res.status}: ${await res.text()}`);
  return (await res.json()).shifts[0]._id;
}

try {
  const { email, password } = dataset.accounts.admin;
  const adminCookie = await login(server.url, email, password);
  const cookies = await racerCookies();
  log(`${cookies.length} workers logged in; ${ROUNDS} rounds`);
  const times = [];
  let wrong = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const id = await publish(adminCookie, round);
    const started = performance.now();
    const statuses = await Promise.all(
      cookies.map(async (cookie) => {
        const res = await fetch(`${server.url}/api/shift-market/${id}/reserve/worker`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: '{}',
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    times.push(performance.now() - started);
    const ok = statuses.filter((s) => s === 200).length;
    const conflicts = statuses.filter((s) => s === 409).length;
    if (ok !== 1 || conflicts !== RACERS - 1) {
      wrong++;
      log(
        `round ${round}: ${ok} × 200, ${conflicts} × 409, others ${JSON.stringify(statuses.filter((s) => s !== 200 && s !== 409))}`,
      );
    }
  }
  const p = percentiles(times);
  console.log(
    `${RACERS} simultaneous reservations of one shift (${dataset.label}, postgres), ${ROUNDS} rounds: ` +
      `all answered in median ${Math.round(p.p50)} ms, max ${Math.round(p.max)} ms; ` +
      `${ROUNDS - wrong} of ${ROUNDS} rounds exactly one 200 and ${RACERS - 1} × 409`,
  );
  if (wrong > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
