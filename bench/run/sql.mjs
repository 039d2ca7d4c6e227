// SQL truth for a scenario: the statements one request runs (captured by the server's drizzle
// logger, BENCH_ROUTES=1), each replayed under EXPLAIN (ANALYZE, BUFFERS), and the raw SQL floor:
// the same statements alone in a tight loop on the driver, at the scenario's concurrency capped at
// the server's pool size (the API cannot run more statements at once than that either).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { POSTGRES_POOL_SIZE, pgliteExtensions, pglitePool } from '../../packages/server/src/db/client.ts';
import { percentiles } from './load.mjs';

/** Transaction control drizzle may send: the replay makes its own. */
const CONTROL = /^\s*(begin|start transaction|commit|rollback|savepoint|release)\b/i;
/** Statements that change rows: replayed inside a transaction that is rolled back. */
const WRITE = /^\s*(insert|update|delete)\b/i;
/** Plan nodes that read a table's rows; "rows read" sums what they produced or filtered out. */
const SCAN_NODES = new Set([
  'Seq Scan',
  'Index Scan',
  'Index Only Scan',
  'Bitmap Heap Scan',
  'Tid Scan',
  'Tid Range Scan',
  'Sample Scan',
]);

/** Runs `send` (one request) with the server's capture on; its status and statements. */
export async function captureSql(baseUrl, send) {
  const control = (capture) =>
    fetch(`${baseUrl}/api/bench/sql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ capture }),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`SQL capture switch answered ${r.status}: is BENCH_ROUTES=1 set?`);
      return r.json();
    });
  await control(true);
  const status = await send();
  const { statements } = await control(false);
  return { status, statements: statements.filter((s) => !CONTROL.test(s.sql)) };
}

/**
 * Connections to the database the server used, opened after it stopped, on the driver the server
 * uses (node-postgres; for PGlite through its protocol adapter). PGlite is one engine in one
 * process that runs one statement at a time, so its cap is 1.
 */
export async function openReplay({ databaseUrl, pgliteDir }) {
  if (databaseUrl) {
    return {
      cap: POSTGRES_POOL_SIZE,
      async connect(options) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        return replayConnection(client, () => client.end(), options);
      },
      close: async () => {},
    };
  }
  const engine = new PGlite({ dataDir: pgliteDir, extensions: pgliteExtensions });
  const pool = pglitePool(engine);
  return {
    cap: 1,
    async connect(options) {
      const client = await pool.connect();
      return replayConnection(client, () => client.release(), options);
    },
    close: async () => {
      await pool.end();
      await engine.close();
    },
  };
}

/**
 * `prepared`: each distinct statement is prepared by name once on this connection, named by its
 * text (PGlite's pooled client outlives one scenario's replay).
 */
function replayConnection(client, release, { prepared = false } = {}) {
  const nameOf = (sql) => `bench_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
  return {
    query: async (sql, params) =>
      (
        await client.query(
          prepared ? { name: nameOf(sql), text: sql, values: params } : { text: sql, values: params },
        )
      ).rows,
    release,
  };
}

/**
 * Planning and execution time, rows read and returned, buffers: the median of `repeats` runs, and
 * the parameters the replay used. The request that was captured has committed its own inserts, so
 * replaying one collides with its own row: a parameter that a unique violation names is replaced
 * by a fresh value of the same shape (a uuid, a hex hash) and the statement tried again.
 */
export async function explain(conn, statement, repeats = 3) {
  let params = statement.params;
  const runs = [];
  const write = WRITE.test(statement.sql);
  for (let attempt = 0; runs.length < repeats; attempt++) {
    if (write) await conn.query('begin');
    try {
      const [row] = await conn.query(`explain (analyze, buffers, format json) ${statement.sql}`, params);
      const raw = row['QUERY PLAN'];
      runs.push(summarisePlan((typeof raw === 'string' ? JSON.parse(raw) : raw)[0]));
    } catch (error) {
      const fresh = write && attempt < 3 ? freshenCollidingParams(error, params) : null;
      if (!fresh) throw error;
      params = fresh;
    } finally {
      if (write) await conn.query('rollback');
    }
  }
  runs.sort((a, b) => a.planMs + a.execMs - (b.planMs + b.execMs));
  return { ...runs[Math.floor(runs.length / 2)], params, freshened: params !== statement.params };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX = /^[0-9a-f]+$/i;

/** New params with the values a unique violation (23505) names made fresh; null if none match. */
function freshenCollidingParams(error, params) {
  const match = error?.code === '23505' && /Key \((.+)\)=\((.+)\) already exists/.exec(error.detail ?? '');
  if (!match) return null;
  const values = new Set(match[2].split(', '));
  let changed = false;
  const fresh = params.map((p) => {
    if (typeof p !== 'string' || !values.has(p)) return p;
    changed = true;
    if (UUID.test(p)) return randomUUID();
    if (HEX.test(p))
      return randomBytes(Math.ceil(p.length / 2))
        .toString('hex')
        .slice(0, p.length);
    return `${p}-${randomUUID()}`;
  });
  return changed ? fresh : null;
}

/**
 * The rows the answer is made of: what the top node returns, or for a plain aggregate (a count)
 * the rows it aggregated, so a count of 50 unstamped shifts is judged against 50, not 1.
 */
function rowsAnswered(plan) {
  const rows = (node) => node['Actual Rows'] * (node['Actual Loops'] ?? 1);
  const input = plan.Plans?.[0];
  return plan['Node Type'] === 'Aggregate' && plan.Strategy === 'Plain' && input ? rows(input) : rows(plan);
}

/** One EXPLAIN (FORMAT JSON) document's figures; rows read are counted over scan nodes × loops. */
export function summarisePlan(doc) {
  let rowsRead = 0;
  const scans = [];
  const walk = (node) => {
    if (SCAN_NODES.has(node['Node Type'])) {
      const perLoop =
        node['Actual Rows'] +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0);
      rowsRead += perLoop * (node['Actual Loops'] ?? 1);
      // Which scan read what: the first place to look when rows read outgrow rows returned.
      scans.push({
        node: node['Node Type'],
        relation: node['Relation Name'],
        index: node['Index Name'],
        read: perLoop * (node['Actual Loops'] ?? 1),
      });
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(doc.Plan);
  return {
    planMs: doc['Planning Time'] ?? 0,
    execMs: doc['Execution Time'] ?? 0,
    rowsRead,
    rowsReturned: rowsAnswered(doc.Plan),
    sharedBuffers: (doc.Plan['Shared Hit Blocks'] ?? 0) + (doc.Plan['Shared Read Blocks'] ?? 0),

    scans,
  };
}

/**
 * The raw SQL floor: each request's statements in order (`requests`, one list per variant the load
 * sends, taken in turn), again and again, on min(connections, cap) connections for `seconds`, after
 * a short warm-up. Statements that write run inside begin … rollback, so a replayed insert does not
 * collide with itself. The iteration time is the SQL time of one request.
 * Every statement is prepared by name once per connection: the floor is what the database can do,
 * so planning a statement on every request counts as the API's overhead.
 */
export async function sqlFloor(replay, requests, connections, seconds) {
  const n = Math.min(connections, replay.cap);
  const conns = await Promise.all(Array.from({ length: n }, () => replay.connect({ prepared: true })));
  const write = requests.some((statements) => statements.some((s) => WRITE.test(s.sql)));
  let next = 0;
  const loop = async (conn, until, latencies) => {
    while (performance.now() < until) {
      const statements = requests[next++ % requests.length] ?? [];
      const t = performance.now();
      if (write) await conn.query('begin');
      for (const s of statements) await conn.query(s.sql, s.params);
      if (write) await conn.query('rollback');
      latencies.push(performance.now() - t);
    }
  };
  const latencies = [];
  let elapsedS = 0;
  try {
    const warmUntil = performance.now() + Math.min(200, (seconds * 1000) / 4);
    await Promise.all(conns.map((c) => loop(c, warmUntil, [])));
    const started = performance.now();
    await Promise.all(conns.map((c) => loop(c, started + seconds * 1000, latencies)));
    elapsedS = (performance.now() - started) / 1000;
  } finally {
    await Promise.all(conns.map((c) => c.release()));
  }
  return {
    connections: n,
    rps: latencies.length / elapsedS,
    iterations: latencies.length,
    ...percentiles(latencies),
  };
}
