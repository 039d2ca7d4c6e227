// The server for the browser journeys: builds the web app into a fresh folder, starts the real
// server on a fresh embedded database there, and removes the folder when the server stops.
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'tuura-e2e-'));
// The build goes where playwright.config.ts says (a journey starts a second server on it).
const webDist = process.env.TUURA_E2E_WEB_DIST || join(workDir, 'web');
const cleanUp = () => {
  rmSync(workDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
};

// CI builds the web app while the PostgreSQL tests leave a core idle and says so with
// TUURA_E2E_WEB_BUILT=1 (the same command, from the same tree, moments before; decision 148).
const built = process.env.TUURA_E2E_WEB_BUILT === '1' && existsSync(join(webDist, 'index.html'));
try {
  // The bundle budgets apply here too: a build over budget fails the run.
  if (!built)
    execFileSync(
      'npm',
      ['run', 'build', '-w', '@tuura/web', '--', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: repoRoot, stdio: 'inherit' },
    );
} catch {
  cleanUp();
  process.exit(1);
}

// Mail goes to a real SMTP server on loopback whose messages land, one JSON line each, in the
// mailbox file the journeys read (TUURA_E2E_MAILBOX, set by playwright.config.ts).
const mailbox = process.env.TUURA_E2E_MAILBOX;
const { startSmtpCapture } = await import('../packages/server/test/support/smtp.ts');
const smtp = mailbox
  ? await startSmtpCapture({ onMail: (mail) => appendFileSync(mailbox, `${JSON.stringify(mail)}\n`) })
  : undefined;

const server = spawn(process.execPath, ['packages/server/src/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: join(workDir, 'data'),
    WEB_DIST: webDist,
    // Every answer the journeys get is checked against its contract too (decision 149).
    RESPONSE_CHECK: '1',
    ...(smtp && { SMTP_URL: smtp.url }),
  },
});
// Playwright signals the whole process group; the server shuts down on its own, then we tidy up.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {});
server.on('exit', async (code, signal) => {
  await smtp?.close();
  if (mailbox) rmSync(mailbox, { force: true });
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
