// Before the browser journeys (`npm run test:e2e`): they drive Debian's chromium, never a browser
// Playwright downloads, and draw text in Debian's DejaVu fonts, which the visual baselines
// (e2e/visual/, decision 147) were drawn in. When either is missing, root with apt installs both
// here in one command and says so; anyone else gets the exact command to run. So
// `npm install && npm test` is the whole set-up.
//   TUURA_CHROMIUM   another chromium binary (default Debian's headless shell,
//                    /usr/bin/chromium-headless-shell); e2e uses the same
//   --dry-run        print what would happen and exit (0: ready or would install, 1: would stop)
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Chromium's headless shell, the build Playwright itself runs headless: 13 % less CPU (decision 148). */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium-headless-shell';
/** The whole browser as well, for the one journey that needs its PDF viewer (files.spec.ts). */
export const PDF_CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_PACKAGES = ['chromium-headless-shell', 'chromium'];
/** The app's `system-ui, …, sans-serif` resolves to DejaVu Sans under Debian's fontconfig. */
export const FONT_PACKAGE = 'fonts-dejavu-core';
export const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const installOf = (packages) => `apt-get update && apt-get install -y ${packages.join(' ')}`;
export const INSTALL_COMMAND = installOf([...CHROMIUM_PACKAGES, FONT_PACKAGE]);

/**
 * What to do about the browser and its font.
 * @param {{ path: string, present: boolean, font?: boolean, root: boolean, apt: boolean }} facts
 * @returns {{ action: 'ready' | 'install' | 'stop', command?: string, message: string }}
 */
export function decide({ path, present, font = true, root, apt }) {
  if (present && font) return { action: 'ready', message: `chromium: ${path}` };
  const needs = [
    !present && `Debian's chromium at ${path}`,
    !font && `the DejaVu fonts (${FONT_PACKAGE}, ${FONT_FILE})`,
  ].filter(Boolean);
  const missing = `The browser tests need ${needs.join(' and ')}, which ${needs.length > 1 ? 'are' : 'is'} missing.`;
  if (!present && path !== DEFAULT_CHROMIUM)
    return { action: 'stop', message: `${missing} Point TUURA_CHROMIUM at a chromium binary.` };
  if (!apt)
    return {
      action: 'stop',
      message: `${missing} Install them with your system's package manager (TUURA_CHROMIUM names another chromium binary).`,
    };
  // A chromium of one's own keeps its place; Debian's chromium and the font come in one command.
  const install = present && path !== DEFAULT_CHROMIUM ? installOf([FONT_PACKAGE]) : INSTALL_COMMAND;
  if (root) return { action: 'install', command: install, message: `${missing} Installing: ${install}` };
  const command = install.replaceAll('apt-get', 'sudo apt-get');
  return {
    action: 'stop',
    command,
    message: `${missing} Install as root, then run the tests again:\n  ${command}`,
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

function readable(path) {
  try {
    accessSync(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** Debian's pair is there only with both of its binaries; a chromium of one's own is used for all. */
const browsersAt = (path) => executable(path) && (path !== DEFAULT_CHROMIUM || executable(PDF_CHROMIUM));

const onPath = (name) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir && executable(join(dir, name)));

function main(argv) {
  const dryRun = argv.includes('--dry-run');
  const path = process.env.TUURA_CHROMIUM || DEFAULT_CHROMIUM;
  const facts = {
    path,
    present: browsersAt(path),
    font: readable(FONT_FILE),
    root: process.getuid?.() === 0,
    apt: onPath('apt-get'),
  };
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
  if (run.status === 0 && browsersAt(path) && readable(FONT_FILE)) return 0;
  console.error(`Installing failed; run it yourself as root:\n  ${decision.command}`);
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
