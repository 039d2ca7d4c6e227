// The server for the browser journeys: builds the web app into a fresh folder, starts the real
// server on a fresh embedded database there, and removes the folder when the server stops.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'tuura-e2e-'));
const cleanUp = () => rmSync(workDir, { recursive: true, force: true });
const webDist = join(workDir, 'web');

try {
  // The bundle budgets apply here too: a build over budget fails the run.
  execFileSync(
    'npm',
    ['run', 'build', '-w', '@tuura/web', '--', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
} catch {
  cleanUp();
  process.exit(1);
}

const server = spawn(process.execPath, ['packages/server/src/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: '', DATA_DIR: join(workDir, 'data'), WEB_DIST: webDist },
});
// Playwright signals the whole process group; the server shuts down on its own, then we tidy up.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {});
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
