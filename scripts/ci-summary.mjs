// Sums the JSON reports of Vitest and Playwright into the one closing line CI reads:
// "N passed, N failed". `--failed NAME` counts a step without a report (the type check) as one
// failure, so a red check cannot hide behind green tests. `--rerun TEXT` names a step run again
// after a V8 abort: the reruns are counted on a line just before the closing one (which CI reads
// as it is).
import { readFileSync } from 'node:fs';

/** Vitest: counts per test; a file that failed to load fails no single test, so count it. */
function vitest(report) {
  let failed = report.numFailedTests ?? 0;
  if (!report.success && !failed) failed = Math.max(1, report.numFailedTestSuites ?? 0);
  return { passed: report.numPassedTests ?? 0, failed };
}

/** Playwright: expected = passed, unexpected = failed, flaky = passed on a retry. Errors outside
 * any test (the web server did not start, a file did not load) fail the run too. */
function playwright(report) {
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  if (flaky) console.error(`${flaky} browser test(s) passed only on a retry`);
  const errors = report.errors?.length ?? 0;
  for (const e of report.errors ?? []) console.error(`playwright: ${e.message ?? e.value ?? ''}`.trim());
  return { passed: expected + flaky, failed: unexpected + errors };
}

let passed = 0;
let failed = 0;
const files = [];
const reruns = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--failed') {
    console.error(`failed step: ${args[++i]}`);
    failed += 1;
  } else if (args[i] === '--rerun') reruns.push(args[++i]);
  else files.push(args[i]);
}
for (const file of files) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const counts = report.stats && 'expected' in report.stats ? playwright(report) : vitest(report);
    passed += counts.passed;
    failed += counts.failed;
  } catch {
    console.error(`missing or unreadable report: ${file}`);
    failed += 1;
  }
}
if (reruns.length > 0) console.log(`${reruns.length} rerun(s) after a V8 abort: ${reruns.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
