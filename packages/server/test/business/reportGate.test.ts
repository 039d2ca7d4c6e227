// Heavy reports wait for the process's report slots (decision 125): with one slot and room for one
// waiting, a second report waits and is answered once the slot frees, a third is refused with 429
// and Retry-After, and access and input are checked before any waiting. A streamed export holds
// its slot until the file has gone.
import { REPORTS } from '@tuura/domain/limits';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { REPORTS_AT_ONCE: '1', REPORTS_WAITING: '1' } });
  admin = await t.sessionFor('admin');
});
afterAll(() => t.close());

const MONTH = { from: '2025-11-01', to: '2025-12-01' };
const statistics = (cookie = admin, payload: object = { ...MONTH, period: 'monthly' }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shifts/business-statistics/admin',
    headers: { cookie },
    payload,
  });

/** Polls (every millisecond, for up to 10 s) until `ready` holds: a request reaching the gate. On
 * PostgreSQL the way there waits on the network, so the bound is time, not a count of turns. */
const until = (ready: () => boolean) => expect.poll(ready, { timeout: 10_000, interval: 1 }).toBe(true);

describe('the report gate', () => {
  it('makes a second report wait for the slot and refuses a third while the queue is full', async () => {
    const gate = t.app.reportGate;
    const hold = await gate.enter();
    if (typeof hold !== 'function') throw new Error('the slot should be free');
    // A failure below must not leave the slot taken for the next test (a release counts once).
    onTestFinished(hold);

    let answered: LightMyRequestResponse | undefined;
    const waiting = statistics().then((res) => {
      answered = res;
      return res;
    });
    await until(() => gate.state.waiting === 1);

    const refused = await statistics();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(REPORTS.retryAfterSeconds));
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_TRIES', key: 'report.busy' });

    // Refusals that need no report come at once, without a place in the queue.
    expect((await statistics(await t.sessionFor('worker'))).statusCode).toBe(403);
    expect((await statistics(admin, { ...MONTH, period: 'fortnightlyish' })).statusCode).toBe(400);
    expect(answered).toBeUndefined();

    hold();
    expect((await waiting).statusCode).toBe(200);
    expect(gate.state).toEqual({ holding: 0, waiting: 0 });
  });

  it('gives the slot back once a streamed export has been sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/salary-report/admin',
      headers: { cookie: admin },
      payload: { ...MONTH, format: 'csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    await until(() => t.app.reportGate.state.holding === 0);
    expect(t.app.reportGate.state).toEqual({ holding: 0, waiting: 0 });
  });
});
