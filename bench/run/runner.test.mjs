// Smoke of the scenario runner: every scenario against the real server (a child process on
// PGlite, a copy of smokeSetup.mjs's seeded data directory) for a fraction of a second at one
// connection, its SQL captured and replayed, a report row with numbers. Not a measurement: it
// keeps the bench working.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { datasetFor } from './datasets.mjs';
import { derive, rows, table, writeJson } from './report.mjs';
import { runDatabase } from './runner.mjs';
import { SCENARIOS, USER_FILTERS, USER_SEARCH_PREFIXES } from './scenarios.mjs';

/** How many paths or bodies the read-only-variant scenarios send in turn. */
const VARIANTS = {
  'planning picker candidates by name prefix': USER_SEARCH_PREFIXES.length,
  'user search by name prefix': USER_SEARCH_PREFIXES.length,
  'users filter page of 50': USER_FILTERS.length,
};

const resultsDir = mkdtempSync(join(tmpdir(), 'tuura-bench-smoke-'));
afterAll(() => rmSync(resultsDir, { recursive: true, force: true }));

/** A copy of the seeded data directory as the server's: no migration or seed at start. */
async function copySeeded({ pgliteDir }) {
  cpSync(inject('benchPgliteDir'), pgliteDir, { recursive: true });
}

describe('bench scenario runner (smoke)', () => {
  it('runs every scenario with 2xx answers, captured SQL and a report row with numbers', async () => {
    const dataset = { ...datasetFor('demo'), prepare: copySeeded };
    const result = derive(
      await runDatabase({
        db: 'pglite',
        dataset,
        scenarios: SCENARIOS,
        connections: [1],
        // Long enough for a few answers each: 62 scenarios run one after another.
        seconds: 0.05,
        warmupSeconds: 0.02,
        sqlSeconds: 0.02,
        smoke: true,
      }),
    );
    expect(result.scenarios.map((s) => s.name)).toEqual(SCENARIOS.map((s) => s.name));
    for (const s of result.scenarios) {
      expect({ name: s.name, status: s.status, problems: s.problems }).toEqual({
        name: s.name,
        status: 'ok',
        problems: [],
      });
      const [run] = s.runs;
      expect(run.requests).toBeGreaterThan(0);
      expect(Object.keys(run.statuses).every((code) => code.startsWith('2'))).toBe(true);
      for (const k of ['rps', 'p50', 'p95', 'p99', 'ratioToFloor', 'apiOverheadP50'])
        expect(run[k]).toBeTypeOf('number');
      if (s.floor === 'bare') {
        expect(s.statements).toEqual([]);
        continue;
      }
      // Every other scenario reads the session at least: its SQL was captured and replayed.
      expect(s.statements.length).toBeGreaterThan(0);
      expect(s.statements.every((st) => st.execMs >= 0 && st.rowsRead >= 0)).toBe(true);
      expect(s.sql.rowsReturned).toBeGreaterThan(0);
      // Read-only variants: every path or body the load sends had its own SQL captured and replayed.
      const scenario = SCENARIOS.find((x) => x.name === s.name);
      expect(s.sql.variants, s.name).toBe(scenario?.readOnlyVariants ? VARIANTS[s.name] : 1);
      expect(run.sqlFloor.rps).toBeGreaterThan(0);
      expect(run.ratioToSql).toBeTypeOf('number');
    }
    // The smoke runs at one connection: goals are shown at 50 only (report.test.mjs judges them).
    expect(rows(result).every((row) => row.at(-2) === '–')).toBe(true);
    const lines = table(rows(result)).split('\n');
    expect(lines).toHaveLength(2 + SCENARIOS.length);
    expect(lines[2 + SCENARIOS.findIndex((s) => s.name === 'worker month')]).toMatch(
      /^\| worker month +\| demo +\| pglite +\| +1 \| +\d+ \| +\d+\.\d\d \|/,
    );
    const file = writeJson(resultsDir, result, {});
    expect(JSON.parse(readFileSync(file, 'utf8')).scenarios).toHaveLength(SCENARIOS.length);
  });
});
