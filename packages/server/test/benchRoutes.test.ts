// The bench's routes exist only with BENCH_ROUTES=1 and then run the /api pipeline; the SQL
// capture keeps statements only while switched on (docs/decisions/091-bench-runner.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlCapture } from '../src/modules/bench/service.ts';
import { createTestApp, type TestApp } from './support/app.ts';

let plain: TestApp;
let bench: TestApp;
beforeAll(async () => {
  [plain, bench] = await Promise.all([createTestApp(), createTestApp({ env: { BENCH_ROUTES: '1' } })]);
});
afterAll(() => Promise.all([plain.close(), bench.close()]));

describe('bench routes', () => {
  it('are absent, and absent from OpenAPI, without BENCH_ROUTES', async () => {
    expect(plain.config.benchRoutes).toBe(false);
    expect((await plain.app.inject('/api/bench/floor')).statusCode).toBe(404);
    const doc = (await plain.app.inject('/api/openapi.json')).json();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/bench'))).toEqual([]);
  });

  it('answer the floors: (a) with no session, (b) only behind a worker session', async () => {
    const floor = await bench.app.inject('/api/bench/floor');
    expect(floor.statusCode).toBe(200);
    expect(floor.json()).toEqual({ status: 'ok' });
    expect((await bench.app.inject('/api/bench/floor/session')).statusCode).toBe(401);
    const cookie = await bench.sessionFor('worker');
    const withSession = await bench.app.inject({ url: '/api/bench/floor/session', headers: { cookie } });
    expect(withSession.statusCode).toBe(200);
  });

  it('switches the SQL capture from loopback only', async () => {
    const on = await bench.app.inject({ method: 'POST', url: '/api/bench/sql', payload: { capture: true } });
    expect(on.json()).toEqual({ statements: [] });
    const remote = await bench.app.inject({
      method: 'POST',
      url: '/api/bench/sql',
      payload: { capture: false },
      remoteAddress: '192.0.2.1',
    });
    expect(remote.statusCode).toBe(403);
  });
});

describe('SqlCapture', () => {
  it('keeps statements only between start and stop', () => {
    const capture = new SqlCapture();
    capture.logQuery('select 1', []);
    capture.start();
    capture.logQuery('select $1', [42]);
    expect(capture.stop()).toEqual([{ sql: 'select $1', params: [42] }]);
    capture.logQuery('select 2', []);
    capture.start();
    expect(capture.stop()).toEqual([]);
  });
});
