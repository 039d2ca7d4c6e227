// Mass email: "mass email of 5,000 recipients queued in ≤ 2 s". Starts the server on
// the demo data (`--db pglite|postgres`, default pglite), adds `--recipients` users (5,000) through
// the admin API, then times POST /api/emails/mass/admin naming all of them (the request writes the
// send and one queued outbox row per recipient, sending nothing), and how long the server's queue
// job takes to work through them without SMTP_URL (each row becomes 'logged'). Prints the times.
import { parseArgs } from 'node:util';
import { login, startServer } from './lib/server.mjs';
import { DEMO_ACCOUNTS } from './run/datasets.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    recipients: { type: 'string', default: '5000' },
    parallel: { type: 'string', default: '16' },
  },
});
const RECIPIENTS = Number(args.recipients);
const TARGET_MS = 2000;
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (line) => console.error(`[mass-email] ${line}`);

async function send(url, cookie, method, path, body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  const json = await res.json();
  if (!res.ok)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

/** Adds `n` users through the admin API, `parallel` at a time; answers their ids. */
async function addUsers(url, cookie, n, parallel) {
  const ids = [];
  let next = 0;
  const tag = Date.now().toString(36);
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) {
        const i = next++;
        const { user } = await send(url, cookie, 'POST', '/api/users/admin', {
          user: {
            email: `mass-${tag}-${i}@bench.test`,
            personal: { firstName: 'Vastaanottaja', lastName: `${i}` },
          },
        });
        ids.push(user._id);
      }
    }),
  );
  return ids;
}

const server = await startServer({
  postgresUrl: args.db === 'postgres' ? postgresUrl : undefined,
  env: {
    RATE_LIMIT_PER_MINUTE: '1000000000',
    CREDENTIAL_RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'error',
    SMTP_URL: '',
  },
});
try {
  const cookie = await login(server.url, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const addStart = performance.now();
  const ids = await addUsers(server.url, cookie, RECIPIENTS, Number(args.parallel));
  log(`${ids.length} users added in ${Math.round(performance.now() - addStart)} ms`);
  // Warm the route on a small send first, so the measure is not the cold start.
  await send(server.url, cookie, 'POST', '/api/emails/mass/admin', {
    title: 'Lämmittely',
    message: 'M',
    users: ids.slice(0, 5),
  });

  const body = { title: 'Bench-tiedote', message: 'Hei!\nTämä on testiviesti.'.repeat(20), users: ids };
  const start = performance.now();
  const { massEmail } = await send(server.url, cookie, 'POST', '/api/emails/mass/admin', body);
  const queuedMs = performance.now() - start;
  if (massEmail.recipientCount !== RECIPIENTS)
    throw new Error(`queued ${massEmail.recipientCount} recipients`);

  // The queue job works through the rows in the background (no SMTP_URL: each is 'logged').
  const drainStart = performance.now();
  for (;;) {
    const { massEmails } = await send(server.url, cookie, 'GET', '/api/emails/mass/admin');
    const counts = massEmails.find((m) => m._id === massEmail._id)?.counts;
    if (counts && counts.queued === 0) break;
    if (performance.now() - drainStart > 600_000) throw new Error('the queue did not drain in 10 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  const drainMs = performance.now() - drainStart;

  const label = `demo + ${RECIPIENTS} users, ${args.db}`;
  console.log(
    `mass email of ${RECIPIENTS} recipients queued (${label}): ${Math.round(queuedMs)} ms (target ≤ ${TARGET_MS} ms)`,
  );
  console.log(
    `mass email queue drained without SMTP (${label}): ${Math.round(drainMs)} ms, ${Math.round(RECIPIENTS / (drainMs / 1000))} messages/s`,
  );
  if (queuedMs > TARGET_MS) process.exitCode = 1;
} finally {
  await server.stop();
}
