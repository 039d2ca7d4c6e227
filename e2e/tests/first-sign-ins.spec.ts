// Twenty first sign-ins from one address (docs/decisions/130): a hospital's staff behind one
// network address, each on a new device (a fresh browser context, empty cache) that loads the
// whole app, its service worker and offline copy included, and signs in. They all get in at the
// server's real default rate limit (this journey starts a server of its own without the raised
// limit of the shared journey server, on a fresh embedded database with demo data), and all
// twenty together cost less than half a minute's allowance, so they fit in one minute however
// fast the machine running them is.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { RATE_LIMIT } from '../../packages/domain/src/limits.ts';
import { freePort } from '../../packages/server/test/support/freePort.ts';
import { accounts, login, serviceWorkerReady } from './fixtures.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SIGN_INS = 20;
/** Seeded workers of the journey's own database (nobody else signs in there). */
const notWorkers = new Set<string>([accounts.admin, accounts.reader, accounts.supervisor, accounts.tfa]);
const people = [...new Set(Object.values(accounts))]
  .filter(
    (email) =>
      !notWorkers.has(email) &&
      !email.startsWith('guest') &&
      !email.startsWith('kamppi') &&
      !email.startsWith('tays'),
  )
  .slice(0, SIGN_INS);

let server: ChildProcess | undefined;
let baseURL = '';
const workDir = mkdtempSync(join(tmpdir(), 'tuura-first-sign-ins-'));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const webDist = process.env.TUURA_E2E_WEB_DIST;
  if (!webDist) throw new Error('TUURA_E2E_WEB_DIST is not set (playwright.config.ts sets it)');
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
    DEMO_DATA: '1',
    DATABASE_URL: '',
    DATA_DIR: join(workDir, 'data'),
    WEB_DIST: webDist,
  };
  // The production defaults, whatever the shell running the journeys has set.
  delete env.RATE_LIMIT_PER_MINUTE;
  delete env.API_TOKEN_RATE_LIMIT_PER_MINUTE;
  server = spawn(process.execPath, ['packages/server/src/main.ts'], { cwd: repoRoot, env, stdio: 'inherit' });
  const deadline = Date.now() + 100_000;
  while (
    !(await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error('the journey server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(workDir, { recursive: true, force: true });
});

test(`${SIGN_INS} first sign-ins from one address all get in, within one minute's allowance`, async ({
  browser,
}) => {
  test.setTimeout(300_000);
  expect(people).toHaveLength(SIGN_INS);
  const started = Date.now();
  const signIn = async (email: string) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    const api: string[] = [];
    let all = 0;
    context.on('request', (request) => {
      all++;
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}`);
    });
    const refused: string[] = [];
    const limits = new Set<string>();
    context.on('response', (response) => {
      if (response.status() === 429) refused.push(response.url());
      const limit = response.headers()['x-ratelimit-limit'];
      if (limit && new URL(response.url()).pathname.startsWith('/api/')) limits.add(limit);
    });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await login(page, email);
    // Several browsers loading at once share the machine with the server: the shell gets longer.
    await expect(page.getByTestId('avatar-button'), `${email} has no shell`).toBeVisible({ timeout: 30_000 });
    // The whole app is in: the service worker has installed its offline copy.
    await serviceWorkerReady(page);
    await page.waitForLoadState('load');
    await context.close();
    expect(refused, `${email} was refused`).toEqual([]);
    console.log(
      `${email}: ${api.length} API requests of ${all}, done at ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { api: api.length, all, paths: api, limits: [...limits] };
  };
  // Four arrive at the same moment, as at a shift change, then the next four.
  const AT_ONCE = 4;
  const costs: Awaited<ReturnType<typeof signIn>>[] = [];
  for (let i = 0; i < people.length; i += AT_ONCE)
    costs.push(...(await Promise.all(people.slice(i, i + AT_ONCE).map(signIn))));
  const seconds = (Date.now() - started) / 1000;
  const first = costs[0] as (typeof costs)[number];
  const apiRequests = costs.reduce((n, c) => n + c.api, 0);
  // The server ran at the real default, and all twenty sign-ins fit in one minute's allowance
  // however long this machine took over them (the web app's files are not counted).
  expect(new Set(costs.flatMap((c) => c.limits))).toEqual(new Set([String(RATE_LIMIT.requestsPerMinute)]));
  expect(apiRequests).toBeLessThan(RATE_LIMIT.requestsPerMinute / 2);
  test.info().annotations.push({
    type: 'cost of a first sign-in',
    description: `${first.api} API requests of ${first.all} in all (first person); ${SIGN_INS} sign-ins: ${apiRequests} API requests in ${seconds.toFixed(1)} s`,
  });
  console.log(`first sign-in's API requests: ${first.paths.join(', ')}`);
});
