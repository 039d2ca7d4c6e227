// `npm start` as an operator runs it: a real process tree on a free port with a fresh embedded
// database. SIGTERM to npm itself must let a request in flight finish, close the server and end
// every process of the tree within 5 s, leaving nothing on the port.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { freePort } from '../support/freePort.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

async function waitForHealth(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no health answer within 60 s:\n${output()}`);
}

/** True while any process of the group still exists. */
function groupAlive(pgid: number) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('configuration', () => {
  it('takes the public address from PORT when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '3311' }).publicUrl.origin).toBe('http://localhost:3311');
    expect(loadConfig({ PORT: '3311', PUBLIC_URL: 'https://tuura.example' }).publicUrl.origin).toBe(
      'https://tuura.example',
    );
  });
});

describe('npm start', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'tuura-npm-start-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    // Only if the test failed half-way: nothing of ours may outlive it.
    if (child?.pid && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
  });

  it('logs its real address, and on SIGTERM finishes the request in flight and exits within 5 s', async () => {
    const port = await freePort();
    let output = '';
    // Its own process group: afterwards the test can see whether any process of the tree is left.
    child = spawn('npm', ['start'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: '',
        DATABASE_URL: '',
        DATA_DIR: join(workDir, 'data'),
        // An empty folder: no web build is made or served, the API is what this test needs.
        WEB_DIST: join(workDir, 'web'),
        DEMO_DATA: '0',
        LOG_LEVEL: 'info',
      },
    });
    const pid = child.pid as number;
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));

    await waitForHealth(port, child, () => output);
    expect(output).toContain(`Tuura is ready at http://localhost:${port} (listening on 127.0.0.1:${port})`);

    // A login whose body is still arriving when the signal comes: it must get its answer.
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 700);
    });
    await new Promise((r) => setTimeout(r, 200));

    const signalled = Date.now();
    process.kill(pid, 'SIGTERM');
    const login = await answer;
    expect(login.status).toBe(401);
    expect(JSON.parse(login.body)).toMatchObject({ statusCode: 401 });

    const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(r, 5_000, 'timeout'))]);
    expect(code, output).not.toBe('timeout');
    // Give the tree's last process a moment to be reaped before looking for it.
    while (groupAlive(pid) && Date.now() - signalled < 5_000) await new Promise((r) => setTimeout(r, 50));
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(groupAlive(pid)).toBe(false);
    expect(await portOpen(port)).toBe(false);
    // The server said goodbye in order: closed (database included) without an error, exit code 0.
    expect(output).toContain('"msg":"shutting down"');
    expect(output).not.toContain('shutdown failed');
    expect(code).toBe(0);
  }, 90_000);
});
