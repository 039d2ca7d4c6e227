// A cold start's early requests (app/boot.ts, api/early.ts): the app's first call for the same
// request takes the answer instead of asking again, only once and only while it is fresh, and
// the URLs boot sends for my shifts are the ones the page's queries ask.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../src/api/client.ts';
import { startEarly } from '../src/api/early.ts';
import { endpoints } from '../src/api/endpoints.ts';
import { queryKeys } from '../src/api/queryKeys.ts';
import { lastSessionKind, rememberSessionKind } from '../src/api/sessionKind.ts';
import { stampsMissingQuery } from '../src/api/stampsMissing.ts';
import { myShiftsFirstUrls } from '../src/api/workerShifts.ts';
import { createQueryClient } from '../src/app/queryClient.ts';
import { warmUpRoute } from '../src/app/warmUp.ts';
import { comingShiftsQuery, ongoingShiftQuery, shiftsBetweenQuery } from '../src/features/shifts/queries.ts';
import { todayInZone, weekRange, weekStart } from '../src/features/shifts/week.ts';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
let fetched: string[];

beforeEach(() => {
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return answer(url.startsWith('/api/auth') ? { session: { kind: 'anonymous' } } : { shifts: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('an early request', () => {
  it('answers the first call for the same URL, which sends nothing more', async () => {
    startEarly('/api/auth/session');
    expect(fetched).toEqual(['/api/auth/session']);
    expect(await call(endpoints.session)).toEqual({ session: { kind: 'anonymous' } });
    expect(fetched).toHaveLength(1);
  });

  it('is taken once: a second call asks the server again', async () => {
    startEarly('/api/auth/session');
    await call(endpoints.session);
    await call(endpoints.session);
    expect(fetched).toHaveLength(2);
  });

  it('is not used for another URL or another method', async () => {
    startEarly('/api/auth/session');
    await call(endpoints.organization);
    await call(endpoints.logout);
    expect(fetched).toEqual(['/api/auth/session', '/api/organization', '/api/auth/logout']);
  });

  it('is dropped when nobody took it soon (its answer may be stale)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startEarly('/api/auth/session');
    vi.setSystemTime(Date.now() + 60_000);
    await call(endpoints.session);
    expect(fetched).toHaveLength(2);
  });

  it('that failed fails the call that takes it as a network error would', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    startEarly('/api/auth/session');
    await expect(call(endpoints.session)).rejects.toThrow(/offline/);
  });
});

describe("my shifts' early URLs", () => {
  /** The URLs the page's first queries fetch, as the page asks them. */
  async function queriedUrls(withWeek: boolean) {
    const client = new QueryClient();
    const queries: { queryKey: readonly unknown[]; queryFn?: unknown }[] = [
      ongoingShiftQuery,
      comingShiftsQuery,
      stampsMissingQuery,
    ];
    if (withWeek) {
      const range = weekRange(weekStart(todayInZone()));
      queries.push(shiftsBetweenQuery(range.from, range.to));
    }
    for (const query of queries) await client.fetchQuery(query as Parameters<QueryClient['fetchQuery']>[0]);
    return fetched.splice(0);
  }

  it('are the URLs the page asks first, on the default week view', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:15:30Z') });
    const early = myShiftsFirstUrls('');
    expect(new Set(await queriedUrls(true))).toEqual(new Set(early));
  });

  it('leave the week out when the URL shows another view or week', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:15:30Z') });
    const top = await queriedUrls(false);
    expect(new Set(myShiftsFirstUrls('?view=list'))).toEqual(new Set(top));
    expect(new Set(myShiftsFirstUrls('?view=week&week=2026-12-07'))).toEqual(new Set(top));
  });

  it('stay the same within a minute, so the page takes what boot sent', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:15:01Z') });
    const first = myShiftsFirstUrls('');
    vi.setSystemTime(new Date('2026-11-24T10:15:59Z'));
    expect(myShiftsFirstUrls('')).toEqual(first);
  });
});

describe('warming up the first page at a cold start', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['nobody was remembered', null],
    ['nobody was signed in last', 'anonymous'],
    ['a guest user was signed in last', 'guest'],
  ])('asks nothing when %s (the answers would be refused)', async (_, kind) => {
    if (kind) localStorage.setItem('tuura.sessionKind', kind);
    warmUpRoute({ pathname: '/shifts', search: '' });
    expect(fetched).toEqual([]);
  });

  it('asks my shifts’ first queries when a user was signed in last', () => {
    rememberSessionKind('user');
    warmUpRoute({ pathname: '/shifts', search: '' });
    expect(fetched).toEqual(myShiftsFirstUrls(''));
  });

  it('remembers the kind of every session the app learns, nobody included', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.session, { kind: 'anonymous' });
    expect(lastSessionKind()).toBe('anonymous');
    client.setQueryData(queryKeys.session, { kind: 'guest', guest: { _id: 'g1' } });
    expect(lastSessionKind()).toBe('guest');
  });
});
