// Date-times at the edges: query windows with one bound, years outside the accepted range, and
// a round trip of any accepted instant through the API (create, read, edit something else).
import { DATE_TIME } from '@tuura/domain/limits';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { call } from '../support/requests.ts';
import { plainWorkers, sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let worker: string;
beforeAll(async () => {
  t = await createTestApp();
  worker = await t.sessionFor('worker');
});
afterAll(() => t.close());

const get = (url: string, cookie = worker) => call(t, 'GET', url, { cookie });

describe('query windows', () => {
  it.each([
    '/api/shifts/count/worker?to=1900-01-01T00:00:00Z',
    '/api/shifts/user/worker?to=1900-01-01T00:00:00Z',
    '/api/shifts/count/worker?from=2200-12-31T23:00:00Z',
    '/api/shifts/user/worker?from=2200-12-31T23:00:00Z',
  ])('%s answers with an empty window, not a 500', async (url) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    if ('count' in body) expect(body.count).toBe(0);
    else expect(body.shifts).toEqual([]);
  });

  it('an open start counts everything up to the end', async () => {
    const all = (await get('/api/shifts/count/worker')).json().count;
    const upToFarFuture = (await get('/api/shifts/count/worker?to=2200-01-01T00:00:00Z')).json().count;
    expect(all).toBeGreaterThan(0);
    expect(upToFarFuture).toBe(all);
    const whole = await get('/api/shifts/count/worker?from=1900-01-01T00:00:00Z&to=2200-12-31T23:59:59.999Z');
    expect(whole.json().count).toBe(all);
  });

  it.each([
    ['from', '0099-01-01T00:00:00Z', 'minValue'],
    ['to', '1899-12-31T23:59:59Z', 'minValue'],
    ['from', '2201-01-01T00:00:00Z', 'maxValue'],
    ['to', '9999-12-31T00:00:00Z', 'maxValue'],
  ])('%s=%s is a 400 naming the field (%s)', async (field, value, key) => {
    const res = await get(`/api/shifts/count/worker?${field}=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[`querystring.${field}`].key).toBe(key);
  });

  it('flags accept exactly true and false', async () => {
    expect((await get('/api/shifts/count/worker?submitted=false')).statusCode).toBe(200);
    expect((await get('/api/shifts/count/worker?stampMissing=true')).statusCode).toBe(200);
    for (const word of ['yes', '1', 'TRUE', ''])
      expect((await get(`/api/shifts/count/worker?submitted=${word}`)).statusCode, word).toBe(400);
  });
});

describe('shift times', () => {
  it('a shift in year 99 is refused with a field message', async () => {
    const res = await call(t, 'POST', '/api/shifts/worker', {
      cookie: worker,
      payload: { shift: { name: 'Vanha', from: '0099-01-01T00:00:00Z', to: '0099-01-01T08:00:00Z' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['shift.from'].key).toBe('minValue');
  });

  it('every accepted instant survives create, read and an edit of another field', async () => {
    // A worker of their own, so the many shifts do not disturb other tests' demo worker.
    const [person] = await plainWorkers(t);
    if (!person) throw new Error('no plain worker');
    const cookie = await sessionForUser(t, person);
    const earliest = Date.UTC(DATE_TIME.minYear, 0, 1);
    const now = t.clock.now().getTime();
    // Offsets as a client might write them; the instant must come back the same.
    const offsetMinutes = fc.integer({ min: -14 * 60, max: 14 * 60 }).map((m) => m - (m % 15));
    const instant = fc.integer({ min: earliest + 14 * 3_600_000, max: now - 86_400_000 });

    await fc.assert(
      fc.asyncProperty(
        instant,
        fc.integer({ min: 0, max: 86_400_000 }),
        offsetMinutes,
        async (from, length, offset) => {
          const payload = {
            shift: { name: 'Aikamatka', from: written(from, offset), to: written(from + length, offset) },
          };
          const created = await call(t, 'POST', '/api/shifts/worker', { cookie, payload });
          expect(created.statusCode, created.body).toBe(201);
          const id = created.json().shift._id;
          const read = (await get(`/api/shifts/${id}/worker`, cookie)).json().shift;
          expect(Date.parse(read.from)).toBe(from);
          expect(Date.parse(read.to)).toBe(from + length);
          const edited = await call(t, 'PUT', `/api/shifts/${id}/worker`, {
            cookie,
            payload: { shift: { description: 'vain kuvaus' } },
          });
          expect(edited.statusCode, edited.body).toBe(200);
          expect(Date.parse(edited.json().shift.from)).toBe(from);
          expect(Date.parse(edited.json().shift.to)).toBe(from + length);
        },
      ),
      { numRuns: 40 },
    );
    // The edges themselves.
    for (const at of [earliest, Date.UTC(DATE_TIME.minYear, 0, 1, 0, 0, 0, 1)]) {
      const created = await call(t, 'POST', '/api/shifts/worker', {
        cookie,
        payload: {
          shift: { name: 'Reuna', from: new Date(at).toISOString(), to: new Date(at + 1).toISOString() },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(Date.parse(created.json().shift.from)).toBe(at);
    }
  });
});

/** An instant written in ISO 8601 with the given offset, e.g. 1950-03-01T10:00:00.123+02:00. */
function written(ms: number, offsetMinutes: number) {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, -1);
  if (offsetMinutes === 0) return `${local}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}
