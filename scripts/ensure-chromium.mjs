// Before the browser journeys (`npm run test:e2e`): they drive Debian's chromium, never a browser
// Playwright downloads. When it is missing, root with apt installs it here and says so; anyone
// else gets the exact command to run. So `npm install && npm test` is the whole set-up.
//   TUURA_CHROMIUM   another chromium binary (default /usr/bin/chromium); e2e uses the same
//   --dry-run        print what would happen and exit (0: ready or would install, 1: would stop)
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/**
 * What to do about the browser.
 * @param {{ path: string, present: boolean, root: boolean, apt: boolean }} facts
 * @returns {{ action: 'ready' | 'install' | 'stop', command?: string, message: string }}
 */
export function decide({ path, present, root, apt }) {
  if (present) return { action: 'ready', message: `chromium: ${path}` };
  const missing = `The browser tests need Debian's chromium at ${path}, which is missing.`;
  if (path !== DEFAULT_CHROMIUM)
    return { action: 'stop', message: `${missing} Point TUURA_CHROMIUM at a chromium binary.` };
  if (!apt)
    return {
      action: 'stop',
      message: `${missing} Install Chromium with your system's package manager and set TUURA_CHROMIUM to its binary.`,
    };
  if (root)
    return {
      action: 'install',
      command: INSTALL_COMMAND,
      message: `${missing} Installing it: ${INSTALL_COMMAND}`,
    };
  const command = INSTALL_COMMAND.replaceAll('apt-get', 'sudo apt-get');
  return {
    action: 'stop',
    command,
    message: `${missing} Install it as root, then run the tests again:\n  ${command}`,
  };
}

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const onPath = (name) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir && executable(join(dir, name)));

function main(argv) {
  const dryRun = argv.includes('--dry-run');
  const path = process.env.TUURA_CHROMIUM || DEFAULT_CHROMIUM;
  const facts = { path, present: executable(path), root: process.getuid?.() === 0, apt: onPath('apt-get') };
  const decision = decide(facts);
  if (decision.action === 'ready') return 0;
  if (decision.action === 'stop' || dryRun) {
    (decision.action === 'stop' ? console.error : console.log)(decision.message);
    return decision.action === 'stop' ? 1 : 0;
  }
  console.log(decision.message);
  const run = spawnSync('sh', ['-c', decision.command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run.status === 0 && executable(path)) return 0;
  console.error(`Installing chromium failed; run it yourself as root:\n  ${decision.command}`);
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
