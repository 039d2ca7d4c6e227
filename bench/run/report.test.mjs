// The goal column: a scenario's goal is shown on its 50-connection row, and judged on `full`.
import { describe, expect, it } from 'vitest';
import { goalCell } from './report.mjs';

const run = (over) => ({ connections: 50, p95: 80, ratioToSql: 0.45, ...over });

describe('the goal column', () => {
  it('says met or NOT MET on full data, for the p95 and the ratio to the SQL alike', () => {
    expect(goalCell({ p95: 100 }, run(), 'full')).toBe('p95 ≤ 100: met');
    expect(goalCell({ p95: 100 }, run({ p95: 100.5 }), 'full')).toBe('p95 ≤ 100: NOT MET');
    expect(goalCell({ p95: 50, ratioToSql: 0.4 }, run({ p95: 30 }), 'full')).toBe(
      'p95 ≤ 50, ÷SQL ≥ 0.4: met',
    );
    expect(goalCell({ p95: 50, ratioToSql: 0.5 }, run({ p95: 30 }), 'full')).toBe(
      'p95 ≤ 50, ÷SQL ≥ 0.5: NOT MET',
    );
    expect(goalCell({ ratioToSql: 0.5 }, run({ ratioToSql: null }), 'full')).toBe('÷SQL ≥ 0.5: NOT MET');
  });

  it('shows the goal without a verdict on other data, and nothing on other connections or without a goal', () => {
    expect(goalCell({ p95: 100 }, run(), 'small')).toBe('p95 ≤ 100');
    expect(goalCell({ p95: 100 }, run({ connections: 1 }), 'full')).toBe('–');
    expect(goalCell(null, run(), 'full')).toBe('–');
  });
});
