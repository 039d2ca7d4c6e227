// Starts the real server (npm start's server part) on a free port with a fresh embedded
// database and demo data; returns its URL and a stop function.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/**
 * The bench's data encryption key: with DATABASE_URL the server needs one given (decision 128),
 * and the bench's kept databases are opened again run after run, so it is the same every time.
 */
export const BENCH_DATA_KEYS = 'bench:YmVuY2gtZGF0YS1lbmNyeXB0aW9uLWtleS0zMmJ5dGU=';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers GET /api/health with 200 (polled every 100 ms); false after 60 s. */
export async function waitForHealth(url) {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * With `postgresUrl` (e.g. postgres://postgres@127.0.0.1:5432/test) the server runs on a fresh
 * PostgreSQL database made for the run and dropped after; otherwise on a fresh PGlite.
 * `prepare({ databaseUrl, pgliteDir })` runs before the server starts (loads data into the fresh
 * database). `existing: { databaseUrl } | { dataDir }` runs it on a database that is kept (the
 * bench's generated data). `stopProcess()` ends the server and keeps its database (the bench
 * replays SQL on it after); `stop()` ends it and removes a database made for the run.
 */
export async function startServer({ postgresUrl, env = {}, prepare, existing } = {}) {
  const port = await freePort();
  let dropDatabase = async () => {};
  let databaseUrl;
  if (existing?.databaseUrl) {
    databaseUrl = existing.databaseUrl;
    env = { DATABASE_URL: databaseUrl, DATA_ENCRYPTION_KEYS: BENCH_DATA_KEYS, ...env };
  } else if (postgresUrl) {
    const { default: pg } = await import('pg');
    const name = `tuura_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const dbUrl = new URL(postgresUrl);
    dbUrl.pathname = `/${name}`;
    databaseUrl = dbUrl.toString();
    env = { DATABASE_URL: databaseUrl, DATA_ENCRYPTION_KEYS: BENCH_DATA_KEYS, DEMO_DATA: '1', ...env };
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const ownDataDir = !existing?.dataDir;
  const dataDir = existing?.dataDir ?? mkdtempSync(join(tmpdir(), 'tuura-bench-'));
  await prepare?.({ databaseUrl, pgliteDir: join(dataDir, 'db') });
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const started = performance.now();
  const healthy = await waitForHealth(url);
  const stopProcess = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  if (!healthy) {
    await stopProcess();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
    throw new Error(`the server at ${url} did not become healthy`);
  }
  return {
    url,
    /** The server process's id (the files bench samples its memory). */
    pid: child.pid,
    startMs: performance.now() - started,
    /** The run's PostgreSQL database, or undefined on PGlite. */
    databaseUrl,
    /** The embedded database's directory (used when databaseUrl is undefined). */
    pgliteDir: join(dataDir, 'db'),
    stopProcess,
    async stop() {
      await stopProcess();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}

/** A session cookie for a user, or for a guest user (`kind` 'guest': the guest login). */
export async function login(url, email, password = 'demo-password', kind = 'user') {
  const path = kind === 'guest' ? '/api/auth/guest-user/login' : '/api/auth/login';
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login failed for ${email}: ${res.status}`);
  return cookie;
}

export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) };
}
