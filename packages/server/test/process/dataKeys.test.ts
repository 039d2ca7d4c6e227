// The data encryption keys as an operator meets them (docs/decisions/128): real server processes
// on a database of their own. With PostgreSQL a server without DATA_ENCRYPTION_KEYS, or with a
// key that does not decrypt what the database holds, exits non-zero with exactly one stderr line
// naming DATA_ENCRYPTION_KEYS (and the key id); a rotation — add the new key first, re-encrypt,
// drop the old — keeps the server starting. On the embedded database the server makes its own
// key into DATA_DIR, and a wrong one is refused the same way.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_FILE_NAME } from '../../src/lib/dataEncryption.ts';
import { freePort } from '../support/freePort.ts';
import { databaseUrlFor } from '../support/globalSetup.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
const base = process.env.TEST_DATABASE_URL;
const key = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

let workDir: string;
let databaseUrl: string | undefined;
let admin: pg.Client | undefined;
let dbName: string;
beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'tuura-keys-'));
  if (base) {
    dbName = `tuura_keys_${randomUUID().replaceAll('-', '')}`;
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    databaseUrl = databaseUrlFor(base, dbName);
  }
});
afterAll(async () => {
  if (admin) {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  rmSync(workDir, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `script` (the server by default) with the test's database and `env`: a server is stopped
 * with SIGTERM once healthy; `code` is how the process ended.
 */
async function run(env: Record<string, string>, script = 'src/main.ts'): Promise<Run & { healthy: boolean }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, 'data'),
      WEB_DIST: join(workDir, 'web'),
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => (stdout += d));
  child.stderr?.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let healthy = false;
  if (script === 'src/main.ts') {
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && child.exitCode === null) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    if (healthy) child.kill('SIGTERM');
    else if (child.exitCode === null) child.kill('SIGKILL');
  }
  const code = await exited;
  return { code, stdout, stderr, healthy };
}

/** The run ended non-zero with one stderr line that names the variable (and `keyId`). */
function expectOneLineRefusal(r: Run & { healthy: boolean }, keyId?: string) {
  expect(r.healthy, r.stderr).toBe(false);
  expect(r.code).not.toBe(0);
  expect(r.code).not.toBeNull();
  const lines = r.stderr.split('\n').filter((l) => l.trim() !== '');
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toContain('DATA_ENCRYPTION_KEYS');
  expect(lines[0]).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace
  if (keyId) expect(lines[0]).toContain(`"${keyId}"`);
}

// Each half is registered only on its own run (CI runs the suite once per database), never skipped.
if (base)
  describe('on PostgreSQL', { timeout: 600_000 }, () => {
    const first = key('k1');
    const second = key('k2');

    it('refuses to start without DATA_ENCRYPTION_KEYS, saying how to make one', async () => {
      const r = await run({});
      expectOneLineRefusal(r);
      expect(r.stderr).toContain('npm run data-key');
    });

    it('starts with a key, then refuses a different key under the same id, and a list without it', async () => {
      expect((await run({ DATA_ENCRYPTION_KEYS: first })).healthy).toBe(true);
      expectOneLineRefusal(await run({ DATA_ENCRYPTION_KEYS: key('k1') }), 'k1');
      expectOneLineRefusal(await run({ DATA_ENCRYPTION_KEYS: second }), 'k1');
    });

    it('rotates: add the new key first, re-encrypt, then the old key can go', async () => {
      const both = `${second},${first}`;
      const reencrypt = await run({ DATA_ENCRYPTION_KEYS: both }, 'scripts/reencrypt.ts');
      expect(reencrypt.code, reencrypt.stderr).toBe(0);
      expect(reencrypt.stdout).toContain('re-encrypted with key "k2"');
      expect(reencrypt.stdout).toContain('2 server keys');
      const r = await run({ DATA_ENCRYPTION_KEYS: second });
      expect(r.healthy, r.stderr).toBe(true);
      expect(r.code).toBe(0);
      // The old key alone no longer opens anything.
      expectOneLineRefusal(await run({ DATA_ENCRYPTION_KEYS: first }), 'k2');
    });
  });

if (!base)
  describe('on the embedded database', { timeout: 600_000 }, () => {
    it('makes its own key into DATA_DIR, and refuses a key that does not fit with one line', async () => {
      const r = await run({});
      expect(r.healthy, r.stderr).toBe(true);
      const made = readFileSync(join(workDir, 'data', KEY_FILE_NAME), 'utf8').trim();
      const id = made.slice(0, made.indexOf(':'));
      expect((await run({})).healthy).toBe(true);
      expectOneLineRefusal(await run({ DATA_ENCRYPTION_KEYS: key(id) }), id);
      expectOneLineRefusal(await run({ DATA_ENCRYPTION_KEYS: key('muu') }), id);
    });
  });
