// Sums Vitest JSON reports into the one closing line CI reads: "N passed, N failed".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // A file that failed to load fails no single test; count it so the run cannot look green.
    if (!report.success && !report.numFailedTests) failed += Math.max(1, report.numFailedTestSuites ?? 0);
  } catch {
    console.error(`missing or unreadable report: ${file}`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
