// Sums the JSON reports of Vitest and Playwright into the one closing line CI reads:
// "N passed, N failed". `--failed NAME` counts a step without a report (the type check) as one
// failure, so a red check cannot hide behind green tests. `--rerun TEXT` names a step run again
// after a V8 abort: the reruns are counted on a line just before the closing one (which CI reads
// as it is). Whatever failed (a test, a step, a report, an error outside the tests) is named on a
// `failed:` line above those two, where a log shortened to its tail still shows it.
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

/** Names of what failed, printed before the closing line. */
const failures = [];

/** Vitest: counts per test; a file that failed to load fails no single test, so count it. */
function vitest(report, file) {
  let failed = report.numFailedTests ?? 0;
  if (!report.success && !failed) failed = Math.max(1, report.numFailedTestSuites ?? 0);
  for (const suite of report.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    const name = relative(process.cwd(), suite.name);
    for (const test of failedTests) failures.push(`${file}: ${name} › ${test.fullName ?? test.title}`);
    if (suite.status === 'failed' && failedTests.length === 0)
      failures.push(`${file}: ${name} (failed outside its tests)`);
  }
  return { passed: report.numPassedTests ?? 0, failed };
}

/** Playwright's suites nest (file › describe › test); each test has its runs' results. */
function playwrightFailures(suites, file, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') failures.push(`${file}: ${[...path, spec.title].join(' › ')}`);
    playwrightFailures(suite.suites, file, path);
  }
}

/** Playwright: expected = passed, unexpected = failed, flaky = passed on a retry. Errors outside
 * any test (the web server did not start, a file did not load) fail the run too. */
function playwright(report, file) {
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  if (flaky) console.error(`${flaky} browser test(s) passed only on a retry`);
  const errors = report.errors?.length ?? 0;
  for (const e of report.errors ?? [])
    failures.push(`${file}: ${`${e.message ?? e.value ?? ''}`.trim().split('\n')[0]}`);
  playwrightFailures(report.suites, file);
  return { passed: expected + flaky, failed: unexpected + errors };
}

let passed = 0;
let failed = 0;
const files = [];
const reruns = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--failed') {
    failures.push(`step ${args[++i]}`);
    failed += 1;
  } else if (args[i] === '--rerun') reruns.push(args[++i]);
  else files.push(args[i]);
}
for (const file of files) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const name = basename(file);
    const counts =
      report.stats && 'expected' in report.stats ? playwright(report, name) : vitest(report, name);
    passed += counts.passed;
    failed += counts.failed;
  } catch {
    failures.push(`${file} (missing or unreadable report)`);
    failed += 1;
  }
}
for (const failure of failures.slice(0, 30)) console.log(`failed: ${failure}`);
if (failures.length > 30) console.log(`failed: … and ${failures.length - 30} more`);
if (reruns.length > 0) console.log(`${reruns.length} rerun(s) after a V8 abort: ${reruns.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
