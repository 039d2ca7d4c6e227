// Measures how long `npm start` takes to answer GET /api/health on a fresh embedded database
// (first start: create, migrate, seed) and on an existing one (second start). Prints numbers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForHealth } from './lib/server.mjs';

const port = 3700 + Math.floor(Math.random() * 200);
const dataDir = mkdtempSync(join(tmpdir(), 'tuura-bench-'));
const root = new URL('..', import.meta.url).pathname;

async function timeToHealth(label) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    if (!(await waitForHealth(`http://127.0.0.1:${port}`)))
      throw new Error(`${label}: no health answer within 60 s`);
    console.log(`${label}: health 200 after ${Math.round(performance.now() - started)} ms`);
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

try {
  await timeToHealth('first start (create, migrate, seed)');
  await timeToHealth('second start (existing data)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
