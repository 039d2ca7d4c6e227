// p50/p95/p99 of GET /api/shifts/user/worker for one month of a worker's shifts, on the demo
// data, from one client in sequence and from 8 concurrent clients. Bounded: a fixed number of
// requests to a server on loopback that this script starts and stops.
import { login, percentiles, startServer } from './lib/server.mjs';

const SEQUENTIAL = 300;
const CONCURRENT_CLIENTS = 8;
const PER_CLIENT = 60;

// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs it on PostgreSQL instead.
const postgresUrl = process.env.BENCH_DATABASE_URL;
const server = await startServer({ postgresUrl });
try {
  const cookie = await login(server.url, 'worker@example.com');
  const now = new Date();
  // A calendar month around today, as the month view asks for it.
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
  const target = `${server.url}/api/shifts/user/worker?from=${from}&to=${to}`;
  const once = async () => {
    const t = performance.now();
    const res = await fetch(target, { headers: { cookie } });
    const body = await res.json();
    if (!res.ok) throw new Error(`status ${res.status}`);
    return { ms: performance.now() - t, count: body.shifts.length };
  };
  const warm = await once();
  for (let i = 0; i < 20; i++) await once();
  const seq = [];
  for (let i = 0; i < SEQUENTIAL; i++) seq.push((await once()).ms);
  const conc = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT_CLIENTS }, async () => {
      for (let i = 0; i < PER_CLIENT; i++) conc.push((await once()).ms);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const fmt = (p) =>
    `p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms (n=${p.n})`;
  console.log(`server start to health: ${Math.round(server.startMs)} ms (fresh database, demo seed)`);
  const database = postgresUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`GET /api/shifts/user/worker one month (${warm.count} shifts), ${database}:`);
  console.log(`  1 client in sequence: ${fmt(percentiles(seq))}`);
  console.log(
    `  ${CONCURRENT_CLIENTS} concurrent clients: ${fmt(percentiles(conc))}, ${(conc.length / seconds).toFixed(0)} req/s`,
  );
} finally {
  await server.stop();
}
