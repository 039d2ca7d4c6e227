// CI's closing line (scripts/ci-summary.mjs): counts summed from the reports, and the failed tests
// named just above it, where a log shortened to its tail still shows what went red.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../../scripts/ci-summary.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'tuura-ci-summary-'));

function report(name: string, body: unknown) {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(body));
  return file;
}
const summary = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

const vitestReport = (failedTitle?: string) => ({
  success: !failedTitle,
  numPassedTests: 2,
  numFailedTests: failedTitle ? 1 : 0,
  testResults: [
    {
      name: join(process.cwd(), 'packages/domain/test/a.test.ts'),
      status: failedTitle ? 'failed' : 'passed',
      assertionResults: [
        { title: 'one', fullName: 'rules one', status: 'passed' },
        { title: 'two', fullName: 'rules two', status: 'passed' },
        ...(failedTitle ? [{ title: failedTitle, fullName: `rules ${failedTitle}`, status: 'failed' }] : []),
      ],
    },
  ],
});

const playwrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 0 },
  errors: [],
  suites: [
    {
      title: 'polls.spec.ts',
      specs: [{ title: 'a worker answers', tests: [{ status: 'expected' }] }],
      suites: [
        { title: 'on a phone', specs: [{ title: 'the admin sees it', tests: [{ status: 'unexpected' }] }] },
      ],
    },
  ],
};

describe('the CI summary', () => {
  it('sums passing reports into the closing line and exits 0', () => {
    const r = summary(report('green.json', vitestReport()));
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('2 passed, 0 failed');
    expect(r.stdout).not.toContain('failed:');
  });

  it('names each failed unit test and journey above the closing line, and exits 1', () => {
    const r = summary(
      report('pglite.json', vitestReport('times out')),
      report('playwright.json', playwrightReport),
    );
    expect(r.status).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines.at(-1)).toBe('3 passed, 2 failed');
    expect(lines.slice(0, -1)).toEqual([
      'failed: pglite.json: packages/domain/test/a.test.ts › rules times out',
      'failed: playwright.json: polls.spec.ts › on a phone › the admin sees it',
    ]);
  });

  it('counts and names a failed step, a missing report and an error outside the journeys', () => {
    const absent = join(dir, 'absent.json');
    const serverDown = { stats: { expected: 0, unexpected: 0 }, errors: [{ message: 'Timed out\nwaiting' }] };
    const r = summary('--failed', 'npm run check', absent, report('e2e.json', serverDown));
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split('\n')).toEqual([
      'failed: step npm run check',
      `failed: ${absent} (missing or unreadable report)`,
      'failed: e2e.json: Timed out',
      '0 passed, 3 failed',
    ]);
  });

  it('says a step was run again after a V8 abort just before the closing line', () => {
    const r = summary(
      '--rerun',
      'npm test (first run: 1 failure lines)',
      report('rerun.json', vitestReport('x')),
    );
    expect(r.stdout.trim().split('\n').slice(-2)).toEqual([
      '1 rerun(s) after a V8 abort: npm test (first run: 1 failure lines)',
      '2 passed, 1 failed',
    ]);
    expect(r.stdout).toContain('failed: rerun.json: packages/domain/test/a.test.ts › rules x');
  });
});
