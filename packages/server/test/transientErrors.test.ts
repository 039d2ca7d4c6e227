// A deadlock, a serialisation failure or a lock timeout is the database's failure of a moment,
// and a report past its statement_timeout one of load: each answers in the one error shape with
// Retry-After (409 busy, 503 timed out), never a 500. The errors are raised by the real database
// (PGlite or PostgreSQL) through drizzle, as a deadlocked UPDATE would be.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get<{ Params: { state: string } }>('/api/probe/sqlstate/:state', async (req) => {
        const state = req.params.state.replace(/[^0-9A-Z]/g, '').slice(0, 5);
        await t.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`do $$ begin raise exception 'probe' using errcode = '${state}'; end $$`));
        });
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

const raise = (state: string) => t.app.inject({ url: `/api/probe/sqlstate/${state}` });

describe('transient database failures', () => {
  it.each(['40P01', '40001', '55P03'])('%s answers 409 request.busy with Retry-After', async (state) => {
    const res = await raise(state);
    expect(res.statusCode).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'CONFLICT', key: 'request.busy' });
  });

  it('a statement past its time limit (57014) answers 503 request.timedOut with Retry-After', async () => {
    const res = await raise('57014');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toMatchObject({ statusCode: 503, key: 'request.timedOut' });
  });

  it('any other database error stays a 500 without details', async () => {
    const res = await raise('XX000');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side',
      key: 'server.failed',
    });
  });
});
