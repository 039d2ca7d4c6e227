// The browser step's set-up (scripts/ensure-chromium.mjs): what it decides on a machine without
// chromium, and what the script itself does, without touching this machine's chromium.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the repository, typed through its JSDoc only.
import * as ensureChromium from '../../../../scripts/ensure-chromium.mjs';

const { DEFAULT_CHROMIUM, decide, FONT_PACKAGE, INSTALL_COMMAND } = ensureChromium;
const script = fileURLToPath(new URL('../../../../scripts/ensure-chromium.mjs', import.meta.url));
const run = (env: Record<string, string>, args: string[] = []) =>
  spawnSync(process.execPath, [script, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });

describe('ensure-chromium decides', () => {
  const missing = { path: DEFAULT_CHROMIUM, present: false };

  it('does nothing when chromium is there', () => {
    expect(decide({ ...missing, present: true, root: false, apt: false }).action).toBe('ready');
  });

  it('installs it with apt as root, saying what it runs', () => {
    const d = decide({ ...missing, root: true, apt: true });
    expect(d).toMatchObject({
      action: 'install',
      command: 'apt-get update && apt-get install -y chromium-headless-shell chromium fonts-dejavu-core',
    });
    expect(d.message).toContain(INSTALL_COMMAND);
  });

  it('installs the font the visual baselines are drawn in, in the same command, when only it is missing', () => {
    const d = decide({ ...missing, present: true, font: false, root: true, apt: true });
    expect(d).toMatchObject({ action: 'install', command: INSTALL_COMMAND });
    expect(d.message).toContain(FONT_PACKAGE);
    // Beside a chromium of one's own, only the font.
    expect(
      decide({ path: '/opt/chrome/chrome', present: true, font: false, root: true, apt: true }),
    ).toMatchObject({
      action: 'install',
      command: 'apt-get update && apt-get install -y fonts-dejavu-core',
    });
    expect(decide({ ...missing, present: true, font: false, root: false, apt: false }).action).toBe('stop');
  });

  it('stops with the exact command when not root', () => {
    const d = decide({ ...missing, root: false, apt: true });
    expect(d.action).toBe('stop');
    expect(d.message).toContain(
      'sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium fonts-dejavu-core',
    );
  });

  it('stops without apt, and for a chromium path of its own it cannot install to', () => {
    expect(decide({ ...missing, root: true, apt: false })).toMatchObject({ action: 'stop' });
    expect(decide({ path: '/opt/chrome/chrome', present: false, root: true, apt: true })).toMatchObject({
      action: 'stop',
    });
  });
});

describe('ensure-chromium runs', () => {
  it('passes quietly when the browser is there', () => {
    const r = run({ TUURA_CHROMIUM: process.execPath });
    expect(r.status).toBe(0);
    expect(r.stdout + r.stderr).toBe('');
  });

  it('fails with what to do when the browser is missing, in a dry run as well', () => {
    for (const args of [[], ['--dry-run']]) {
      const r = run({ TUURA_CHROMIUM: '/nonexistent/chromium' }, args);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain("Debian's chromium at /nonexistent/chromium, which is missing");
      expect(r.stderr).toContain('TUURA_CHROMIUM');
    }
  });
});
