// The report: ratios derived from a database's results, one table for stdout, and the JSON file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Adds to each run: its throughput over the bare floor's at the same connections, over the raw
 * SQL floor's, the SQL time at p50 (the raw floor's iteration p50) and the API overhead at p50
 * (latency p50 minus that); and per scenario, rows read per row returned.
 */
export function derive(result) {
  const bare = result.scenarios.find((s) => s.floor === 'bare');
  for (const s of result.scenarios) {
    if (s.sql) s.sql.readPerReturned = s.sql.rowsRead / Math.max(1, s.sql.rowsReturned);
    for (const run of s.runs) {
      const floorRun = bare?.runs.find((r) => r.connections === run.connections);
      run.ratioToFloor = floorRun?.rps ? run.rps / floorRun.rps : null;
      run.ratioToSql = run.sqlFloor?.rps ? run.rps / run.sqlFloor.rps : null;
      run.sqlP50 = run.sqlFloor?.p50 ?? (s.statements.length === 0 ? 0 : null);
      run.apiOverheadP50 = run.p50 !== null && run.sqlP50 !== null ? run.p50 - run.sqlP50 : null;
    }
  }
  return result;
}

const COLUMNS = [
  ['scenario', 'l'],
  ['data', 'l'],
  ['db', 'l'],
  ['conns', 'r'],
  ['req/s', 'r'],
  ['p50 ms', 'r'],
  ['p95 ms', 'r'],
  ['p99 ms', 'r'],
  ['÷floor', 'r'],
  ['SQL req/s', 'r'],
  ['÷SQL', 'r'],
  ['SQL p50', 'r'],
  ['API p50', 'r'],
  ['plan+exec', 'r'],
  ['read/ret', 'r'],
  ['goal at 50', 'l'],
  ['status', 'l'],
];

/** The connections a scenario's goal is set at: an organisation's busy hour. */
export const GOAL_CONNECTIONS = 50;

/**
 * A run's goal and whether it holds: `p95` in ms at most, `ratioToSql` (req/s over the raw SQL
 * floor's) at least. Goals are judged on `full` data (set for PostgreSQL, which `full` runs on by
 * default); on other data they are shown, not judged.
 */
export function goalCell(goal, run, scale) {
  if (!goal || run.connections !== GOAL_CONNECTIONS) return '–';
  const parts = [];
  let met = true;
  if (goal.p95 !== undefined) {
    parts.push(`p95 ≤ ${goal.p95}`);
    met &&= run.p95 !== null && run.p95 <= goal.p95;
  }
  if (goal.ratioToSql !== undefined) {
    parts.push(`÷SQL ≥ ${goal.ratioToSql}`);
    met &&= run.ratioToSql !== null && run.ratioToSql >= goal.ratioToSql;
  }
  const verdict = scale !== 'full' ? '' : met ? ': met' : ': NOT MET';
  return `${parts.join(', ')}${verdict}`;
}

const num = (v, digits = 1) => (v === null || v === undefined || Number.isNaN(v) ? '–' : v.toFixed(digits));

/** The rows of one database's derived result, as cells. */
export function rows(result) {
  const out = [];
  for (const s of result.scenarios) {
    for (const run of s.runs) {
      const sqlConns =
        run.sqlFloor && run.sqlFloor.connections !== run.connections ? `@${run.sqlFloor.connections}` : '';
      out.push([
        s.name,
        result.dataset,
        result.db,
        String(run.connections),
        num(run.rps, 0),
        num(run.p50, 2),
        num(run.p95, 2),
        num(run.p99, 2),
        num(run.ratioToFloor, 2),
        run.sqlFloor ? `${num(run.sqlFloor.rps, 0)}${sqlConns}` : '–',
        num(run.ratioToSql, 2),
        num(run.sqlP50, 2),
        num(run.apiOverheadP50, 2),
        s.sql ? num(s.sql.planMs + s.sql.execMs, 2) : '–',
        s.sql ? num(s.sql.readPerReturned, 1) : '–',
        goalCell(s.goal, run, result.scale),
        s.status === 'ok' ? 'ok' : `FAILED: ${s.problems.join('; ')}`,
      ]);
    }
  }
  return out;
}

/** A Markdown table (pastes into an issue note as it is). */
export function table(allRows) {
  const widths = COLUMNS.map(([h], i) => Math.max(h.length, ...allRows.map((r) => r[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (COLUMNS[i][1] === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (COLUMNS[i][1] === 'r' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(COLUMNS.map(([h]) => h)), rule, ...allRows.map(line)].join('\n');
}

export const LEGEND = [
  '÷floor: req/s over the bare floor route at the same connections; SQL req/s: the raw SQL floor',
  '(the statements alone on node-postgres/PGlite, @n: connections capped at the server pool size);',
  '÷SQL: req/s over that. SQL p50: one request’s statements back to back at that concurrency;',
  'API p50 = p50 − SQL p50. plan+exec: EXPLAIN ANALYZE planning + execution time, summed over the',
  'statements. read/ret: rows scan nodes produced or filtered out ÷ rows the statements returned',
  "(for a count: the rows it counted). goal at 50: the scenario's goal at 50 connections (ms, or",
  'the ratio to its own SQL), judged on `full` data only.',
].join('\n');

/** Writes bench/results/<date>-<data>-<db>.json; returns its path. */
export function writeJson(dir, result, extra) {
  mkdirSync(dir, { recursive: true });
  const stamp = result.at.slice(0, 16).replace(':', '');
  const file = join(dir, `${stamp}-${result.dataset}-${result.db}.json`);
  writeFileSync(file, `${JSON.stringify({ ...extra, ...result }, null, 2)}\n`);
  return file;
}
