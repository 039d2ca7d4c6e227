// One database's run: start the real server on loopback (BENCH_ROUTES=1, the rate limit out of
// the way), log the scenarios' accounts in, and for each scenario capture its SQL with one
// request, warm up, then load it at each connection count. Then stop the server and, on the
// database it left, replay each scenario's statements: EXPLAIN and the raw SQL floor.
import { login, startServer } from '../lib/server.mjs';
import { measureFirstRender } from './firstRender.mjs';
import { load } from './load.mjs';
import { captureSql, explain, openReplay, sqlFloor } from './sql.mjs';

/** High enough that no bench run meets it; the limit itself stays on. */
const BENCH_RATE_LIMIT = '1000000000';

/**
 * @param {{ db: 'pglite'|'postgres', postgresUrl?: string, dataset: ReturnType<import('./datasets.mjs').datasetFor>,
 *   scenarios: import('./types.d.ts').Scenario[], connections: number[], seconds: number,
 *   warmupSeconds: number, sqlSeconds: number, compress?: boolean, log?: (line: string) => void,
 *   smoke?: boolean }} o  `smoke`: the runner's own test, which checks that every scenario runs, not how
 *   fast: scenarios make less data for it and each statement is explained once, not three times.
 */
export async function runDatabase(o) {
  const log = o.log ?? (() => {});
  const existing = await o.dataset.database?.({ db: o.db, postgresUrl: o.postgresUrl, log });
  const server = await startServer({
    existing,
    postgresUrl: o.db === 'postgres' ? o.postgresUrl : undefined,
    env: {
      BENCH_ROUTES: '1',
      RATE_LIMIT_PER_MINUTE: BENCH_RATE_LIMIT,
      CREDENTIAL_RATE_LIMIT_PER_MINUTE: BENCH_RATE_LIMIT,
      API_TOKEN_RATE_LIMIT_PER_MINUTE: BENCH_RATE_LIMIT,
      LOG_LEVEL: 'error',
      // The smoke's answers are encoded by zod too and must equal what the writer wrote (decision 149).
      ...(o.smoke && { RESPONSE_CHECK: '1' }),
      ...o.dataset.serverEnv,
    },
    prepare: o.dataset.prepare,
  });
  const ctx = {
    now: new Date(),
    accounts: o.dataset.accounts,
    loadedAt: existing?.loadedAt,
    smoke: o.smoke ?? false,
  };
  const results = [];
  try {
    log(`${o.db}: server healthy in ${Math.round(server.startMs)} ms`);
    const cookies = {};
    for (const role of new Set(o.scenarios.map((s) => s.as).filter(Boolean))) {
      const account = o.dataset.accounts[role];
      if (!account) throw new Error(`no account for role ${role}`);
      cookies[role] = await login(server.url, account.email, account.password, account.kind);
    }
    for (const scenario of o.scenarios) {
      results.push(await loadScenario(server.url, scenario, ctx, cookies, o));
      log(`${o.db}: ${scenario.name} loaded`);
    }
    if (o.firstRenderRuns && cookies.worker) {
      ctx.firstRender = await measureFirstRender(server.url, cookies.worker, { runs: o.firstRenderRuns });
      log(`${o.db}: first render of the month measured`);
    }
    await server.stopProcess();
    const replayStarted = performance.now();
    const replay = await openReplay(server);
    try {
      for (const result of results) await replaySql(replay, result, o);
    } finally {
      await replay.close();
    }
    log(`${o.db}: SQL replayed in ${((performance.now() - replayStarted) / 1000).toFixed(1)} s`);
  } finally {
    await server.stop();
  }
  return {
    db: o.db,
    scale: o.dataset.scale,
    dataset: o.dataset.label,
    at: ctx.now.toISOString(),
    loadedAt: ctx.loadedAt ?? null,
    firstRender: ctx.firstRender ?? null,
    scenarios: results,
  };
}

async function loadScenario(baseUrl, scenario, ctx, cookies, o) {
  if (scenario.prepare) {
    const cookie = scenario.as ? cookies[scenario.as] : undefined;
    await scenario.prepare(
      ctx,
      async (path) => {
        const res = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
        if (!res.ok) throw new Error(`${scenario.name}: preparing GET ${path} answered ${res.status}`);
        return res.json();
      },
      async (method, path, body, as) => {
        const account = ctx.accounts[as];
        if (!account) throw new Error(`${scenario.name}: no account for role ${as}`);
        cookies[as] ??= await login(baseUrl, account.email, account.password, account.kind);
        const res = await fetch(`${baseUrl}${path}`, {
          method,
          headers: { cookie: cookies[as], 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${scenario.name}: preparing ${method} ${path} answered ${res.status}`);
        return res.json();
      },
    );
  }
  const path = scenario.path(ctx);
  const body = scenario.body ? JSON.stringify(scenario.body(ctx)) : undefined;
  const headers = {
    ...(body && { 'content-type': 'application/json' }),
    ...(scenario.as && { cookie: cookies[scenario.as] }),
    ...scenario.headers?.(ctx),
    ...(o.compress && { 'accept-encoding': 'br, gzip' }),
  };
  const problems = [];
  /** One request as the load sends it, its answer read to the end: its status. */
  const send = async (url, sentBody) => {
    const res = await fetch(url, { method: scenario.method, headers, body: sentBody });
    await res.arrayBuffer();
    return res.status;
  };
  const captured = await captureSql(baseUrl, () => send(`${baseUrl}${path}`, body));
  if (captured.status < 200 || captured.status > 299)
    problems.push(`probe request answered ${captured.status}`);
  const bodies = scenario.bodies?.(ctx).map((b) => JSON.stringify(b));
  const urls = scenario.paths?.(ctx).map((p) => `${baseUrl}${p}`);
  // Each request's statements: the probe's, or with readOnlyVariants those of every path and body.
  const requests = scenario.readOnlyVariants
    ? await captureVariants({ baseUrl, send, url: `${baseUrl}${path}`, urls, bodies, problems })
    : [captured.statements];
  const request = { url: `${baseUrl}${path}`, method: scenario.method, headers, body, bodies, urls };
  await load({ ...request, connections: Math.max(...o.connections), seconds: o.warmupSeconds });
  const runs = [];
  for (const connections of o.connections) {
    const run = await load({ ...request, connections, seconds: o.seconds });
    const bad = run.errors + run.non2xx;
    if (bad > 0)
      problems.push(`${connections} conns: ${run.errors} errors, statuses ${JSON.stringify(run.statuses)}`);
    if (run.requests === 0) problems.push(`${connections} conns: no answers`);
    runs.push(run);
  }
  return {
    name: scenario.name,
    floor: scenario.floor ?? null,
    goal: scenario.goal ?? null,
    method: scenario.method,
    path,
    status: problems.length ? 'failed' : 'ok',
    problems,
    statements: captured.statements,
    requests,
    runs,
  };
}

/** The statements of each variant the load sends (path i with body i, in turn), captured one by one. */
async function captureVariants({ baseUrl, send, url, urls = [], bodies = [], problems }) {
  const requests = [];
  for (let i = 0; i < Math.max(urls.length, bodies.length, 1); i++) {
    const to = urls.length ? urls[i % urls.length] : url;
    const body = bodies.length ? bodies[i % bodies.length] : undefined;
    const variant = await captureSql(baseUrl, () => send(to, body));
    if (variant.status < 200 || variant.status > 299)
      problems.push(`variant ${i} answered ${variant.status}`);
    requests.push(variant.statements);
  }
  return requests;
}

/** Adds EXPLAIN figures per distinct statement, their sums, and the raw SQL floor per run. */
async function replaySql(replay, result, o) {
  const captured = result.requests;
  delete result.requests;
  if (result.statements.length === 0) return;
  const conn = await replay.connect();
  const seen = new Map();
  const keyOf = (s) => `${s.sql}\u0000${JSON.stringify(s.params)}`;
  try {
    for (const s of captured.flat()) {
      const key = keyOf(s);
      if (!seen.has(key)) seen.set(key, { sql: s.sql, ...(await explain(conn, s, o.smoke ? 1 : 3)) });
    }
  } finally {
    await conn.release();
  }
  // Sums over the statements as the requests ran them (a statement run twice counts twice), per
  // request: the mean over the variants.
  const requests = captured.map((statements) => statements.map((s) => seen.get(keyOf(s))));
  const plans = requests.flat();
  const sum = (k) => plans.reduce((acc, p) => acc + p[k], 0) / requests.length;
  result.statements = [...seen.values()];
  result.sql = {
    variants: requests.length,
    count: plans.length / requests.length,
    planMs: sum('planMs'),
    execMs: sum('execMs'),
    rowsRead: sum('rowsRead'),
    rowsReturned: sum('rowsReturned'),
    sharedBuffers: sum('sharedBuffers'),
  };
  for (const run of result.runs)
    run.sqlFloor = await sqlFloor(replay, requests, run.connections, o.sqlSeconds);
}
