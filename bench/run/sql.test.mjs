// The SQL truth's arithmetic: rows read from a plan, and a replayed insert that meets its own row.
import { describe, expect, it } from 'vitest';
import { percentiles } from './load.mjs';
import { explain, summarisePlan } from './sql.mjs';

const plan = {
  'Planning Time': 0.5,
  'Execution Time': 1.25,
  Plan: {
    'Node Type': 'Nested Loop',
    'Actual Rows': 4,
    'Actual Loops': 1,
    'Shared Hit Blocks': 9,
    'Shared Read Blocks': 1,
    Plans: [
      {
        'Node Type': 'Bitmap Heap Scan',
        'Actual Rows': 4,
        'Actual Loops': 1,
        'Rows Removed by Filter': 6,
        'Rows Removed by Index Recheck': 2,
        Plans: [{ 'Node Type': 'Bitmap Index Scan', 'Actual Rows': 12, 'Actual Loops': 1 }],
      },
      { 'Node Type': 'Index Scan', 'Actual Rows': 1, 'Actual Loops': 4, 'Rows Removed by Filter': 1 },
    ],
  },
};

describe('summarisePlan', () => {
  it('counts rows table scans produced or filtered out, times their loops, not bitmap index entries', () => {
    expect(summarisePlan(plan)).toEqual({
      planMs: 0.5,
      execMs: 1.25,
      rowsRead: 4 + 6 + 2 + (1 + 1) * 4,
      rowsReturned: 4,
      sharedBuffers: 10,
      scans: [
        { node: 'Bitmap Heap Scan', relation: undefined, index: undefined, read: 12 },
        { node: 'Index Scan', relation: undefined, index: undefined, read: 8 },
      ],
    });
  });

  it('judges a count by the rows it counted, not its one row', () => {
    const count = {
      'Planning Time': 0.1,
      'Execution Time': 0.4,
      Plan: {
        'Node Type': 'Aggregate',
        Strategy: 'Plain',
        'Actual Rows': 1,
        'Actual Loops': 1,
        Plans: [
          {
            'Node Type': 'Bitmap Heap Scan',
            'Actual Rows': 50,
            'Actual Loops': 1,
            'Rows Removed by Filter': 413,
          },
        ],
      },
    };
    expect(summarisePlan(count)).toMatchObject({ rowsRead: 463, rowsReturned: 50 });
  });
});

describe('explain', () => {
  it('replays an insert that collides with its own committed row with a fresh key, inside rollback', async () => {
    const taken = '0f'.repeat(32);
    const sent = [];
    const conn = {
      async query(sql, params) {
        sent.push(sql.startsWith('explain') ? params[0] : sql);
        if (!sql.startsWith('explain')) return [];
        if (params[0] === taken)
          throw Object.assign(new Error('duplicate'), {
            code: '23505',
            detail: `Key (id_hash)=(${taken}) already exists.`,
          });
        return [{ 'QUERY PLAN': [plan] }];
      },
    };
    const result = await explain(conn, {
      sql: 'insert into "sessions" ("id_hash") values ($1)',
      params: [taken],
    });
    expect(result.freshened).toBe(true);
    expect(result.params[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(result.params[0]).not.toBe(taken);
    expect(sent.slice(0, 6)).toEqual(['begin', taken, 'rollback', 'begin', result.params[0], 'rollback']);
  });

  it('lets other errors through', async () => {
    const conn = {
      async query(sql) {
        if (sql.startsWith('explain')) throw Object.assign(new Error('no such table'), { code: '42P01' });
        return [];
      },
    };
    await expect(explain(conn, { sql: 'select 1 from nowhere', params: [] })).rejects.toThrow(
      'no such table',
    );
  });
});

describe('percentiles', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentiles(samples)).toEqual({ p50: 50, p95: 95, p99: 99, max: 100 });
    expect(percentiles([])).toEqual({ p50: null, p95: null, p99: null, max: null });
  });
});
