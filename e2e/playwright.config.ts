// Browser journeys against the real server: the web app is built once, the server starts on a
// free port with a fresh embedded database (demo data seeded on first start), Debian's chromium.
import { existsSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from '../packages/server/test/support/freePort.ts';
// @ts-expect-error: a plain .mjs script of the repository, typed through its JSDoc only.
import { DEFAULT_CHROMIUM, PDF_CHROMIUM } from '../scripts/ensure-chromium.mjs';
import { EXPECT_TIMEOUT_MS } from './timeouts.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The config is loaded again in every worker process; the environment carries the main process's
// port there, so all of them talk to the one server.
process.env.TUURA_E2E_PORT ??= String(await freePort());
const port = Number(process.env.TUURA_E2E_PORT);
// Where the server's outgoing mail lands for the journeys to read (serve.mjs, tests/mailbox.ts).
process.env.TUURA_E2E_MAILBOX ??= join(tmpdir(), `tuura-e2e-mail-${port}.jsonl`);
// Where serve.mjs builds the web app: the first sign-ins journey starts a server of its own on it.
process.env.TUURA_E2E_WEB_DIST ??= join(tmpdir(), `tuura-e2e-web-${port}`);
const baseURL = `http://127.0.0.1:${port}`;

// `npm run test:e2e` installs it first where it can (scripts/ensure-chromium.mjs).
const chromium = process.env.TUURA_CHROMIUM || DEFAULT_CHROMIUM;
/** The headless shell has no PDF viewer: the files journey opens a shared PDF in a frame. */
const pdfChromium = process.env.TUURA_CHROMIUM || PDF_CHROMIUM;
for (const binary of new Set([chromium, pdfChromium]))
  if (!existsSync(binary))
    throw new Error(
      `The browser tests use Debian's chromium at ${binary}: run \`node scripts/ensure-chromium.mjs\` (as root it installs it; otherwise it prints the command)`,
    );

// Debian's chromium as root in a sandbox-less container, on a machine with a closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A journey's page lives seconds: V8's optimising tiers (Maglev, TurboFan) compiled code that
  // ran too briefly to repay it, 14 % of the browser's CPU over six admin pages and axe runs.
  '--js-flags=--max-opt=1',
  // Shared memory in files under /tmp only where /dev/shm is a container's small default: writing
  // the frames there cost 7 % of the journeys' CPU on a machine whose /dev/shm is ample.
  ...(shmBytes() < 1024 ** 3 ? ['--disable-dev-shm-usage'] : []),
];

function shmBytes() {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize;
  } catch {
    return 0;
  }
}

const FORCE_2FA_JOURNEY = /force-2fa\.spec\.ts$/;
/** Shows a shared PDF in a frame, which takes the whole browser's PDF viewer. */
const PDF_VIEWER_JOURNEY = /files\.spec\.ts$/;
/** The organisation's name and logo show on every page: changed alone, after everything else. */
const ORGANIZATION_JOURNEY = /organization\.spec\.ts$/;
/** Twenty browsers and a server of its own: after the shared server's journeys, so it slows none. */
const FIRST_SIGN_INS_JOURNEY = /first-sign-ins\.spec\.ts$/;

const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;
/** Every project runs in Debian's chromium at a desktop size; journeys set a phone themselves. */
const desktopChromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromium, args: chromiumArgs },
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two cores, four journeys at a time: a journey waits (a mail, a poll's interval, the server)
  // for about a sixth of its time, and with fewer the cores stood idle then (two 391 s, three
  // 358–416 s, four 344 s; decision 148).
  workers: 4,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Long journeys (the reader walks every admin page, a poll is made and answered by two people)
  // take 20 s alone and passed 30 s beside the first-sign-ins journey on two cores.
  timeout: 60_000,
  expect: {
    timeout: EXPECT_TIMEOUT_MS,
    // Visual regression (visual.spec.ts, decision 147): a change of 0.5 % of a page's pixels
    // fails; text is drawn in the pinned DejaVu fonts (scripts/ensure-chromium.mjs).
    toHaveScreenshot: { maxDiffPixelRatio: 0.005, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // The committed baselines, one folder, named by the shot alone (they are one platform's: Debian).
  snapshotPathTemplate: '{testDir}/../visual/{arg}{ext}',
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // No dialog fade-ins: axe then checks the colours people see, not a half-faded frame.
    contextOptions: { reducedMotion: 'reduce' },
    // A trace records every action's DOM and screencast: a third of the journeys' CPU on two cores.
    // CI keeps the failure's screenshot and page snapshot; a local run keeps the trace (decision 148).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The offline copy is installed once per browser context, so every journey downloaded the whole
    // app again after its login; only the journeys about the service worker allow it (decision 148).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Beside the others, in Debian's whole chromium (decision 148). Listed first, so that it
      // starts with them: listed after, it waited for the last of them and ran alone.
      name: 'pdf-viewer',
      testMatch: PDF_VIEWER_JOURNEY,
      use: { ...desktopChromium, launchOptions: { executablePath: pdfChromium, args: chromiumArgs } },
    },
    {
      name: 'chromium',
      testIgnore: [FORCE_2FA_JOURNEY, ORGANIZATION_JOURNEY, FIRST_SIGN_INS_JOURNEY, PDF_VIEWER_JOURNEY],
      use: desktopChromium,
    },
    {
      // Force-2FA sends every user without two-factor to /profile, and the organisation's name and
      // logo are in every header and on the login page: these two journeys change the whole
      // organisation, so they run after every other journey, one after the other on one worker,
      // and each puts things back at the end. One project: as two, the second waited for the first
      // sign-ins too (Playwright runs a dependency level whole before the next).
      name: 'organization-wide',
      testMatch: [FORCE_2FA_JOURNEY, ORGANIZATION_JOURNEY],
      workers: 1,
      dependencies: ['chromium', 'pdf-viewer'],
      use: desktopChromium,
    },
    {
      // The first sign-ins journey loads the whole app in many browsers at once on a server of its
      // own; beside the many journeys it starved them on two cores, so it waits for them. Its own
      // server knows nothing of force-2FA or the organisation's name, so it runs beside those two
      // on the second worker instead of after them (decision 148).
      name: 'first-sign-ins',
      testMatch: FIRST_SIGN_INS_JOURNEY,
      dependencies: ['chromium', 'pdf-viewer'],
      use: desktopChromium,
    },
  ],
  webServer: {
    // Builds the web app into a folder of the run's own (a build elsewhere in the tree cannot change
    // what is tested) and starts the server on a fresh embedded database; see serve.mjs.
    command: 'node e2e/serve.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DEMO_DATA: '1',
      // Raised for the shared server, which every journey's browsers reach from one address; the
      // first sign-ins journey (first-sign-ins.spec.ts) runs a server at the real default.
      RATE_LIMIT_PER_MINUTE: '10000',
      CREDENTIAL_RATE_LIMIT_PER_MINUTE: '10000',
      API_TOKEN_RATE_LIMIT_PER_MINUTE: '10000',
      TUURA_E2E_MAILBOX: process.env.TUURA_E2E_MAILBOX,
      TUURA_E2E_WEB_DIST: process.env.TUURA_E2E_WEB_DIST,
    },
  },
});
