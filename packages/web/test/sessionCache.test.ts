// Cached data belongs to one person: when the signed-in identity changes, by a login as
// someone else, a session check that finds nobody or someone else, or any 401, the previous
// person's data goes from the cache and from its saved copy, and is never restored for another.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import type { User } from '@tuura/domain/schemas/user';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/client.ts';
import { queryKeys } from '../src/api/queryKeys.ts';
import type { Session } from '../src/api/session.ts';
import { persistCache } from '../src/app/persistence.ts';
import { CACHE_KEY, createQueryClient } from '../src/app/queryClient.ts';

const user = (id: string): Session => ({
  kind: 'user',
  user: { _id: id, email: `${id}@example.com` } as User,
});
const A = user('00000000-0000-4000-8000-00000000000a');
const B = user('00000000-0000-4000-8000-00000000000b');
const notesOfA = [{ _id: 'n1', title: 'For A only' }];

const sessionOf = (client: QueryClient) => client.getQueryData<Session>(queryKeys.session);
const notes = (client: QueryClient) => client.getQueryData(queryKeys.notifications);

afterEach(() => localStorage.clear());

describe('the cache follows the signed-in person', () => {
  it('drops the previous person’s data and its saved copy when someone else signs in', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.session, A);
    client.setQueryData(queryKeys.notifications, notesOfA);
    localStorage.setItem(CACHE_KEY, '{"saved":"by A"}');

    client.setQueryData(queryKeys.session, B);
    expect(notes(client)).toBeUndefined();
    expect(localStorage.getItem(CACHE_KEY)).toBeNull();
    expect(sessionOf(client)).toEqual(B);
  });

  it('keeps the data when the same person is confirmed again', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.session, A);
    client.setQueryData(queryKeys.notifications, notesOfA);
    client.setQueryData(queryKeys.session, structuredClone(A));
    expect(notes(client)).toEqual(notesOfA);
  });

  it('drops it when the session check finds nobody', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.session, A);
    client.setQueryData(queryKeys.notifications, notesOfA);
    client.setQueryData(queryKeys.session, { kind: 'anonymous' });
    expect(notes(client)).toBeUndefined();
  });

  it('a 401 on any query signs the person out, and their data goes', async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.session, A);
    client.setQueryData(queryKeys.notifications, notesOfA);
    await client
      .fetchQuery({
        queryKey: ['somethingElse'],
        retry: false,
        queryFn: () => {
          throw new ApiError(401, { statusCode: 401, error: 'Unauthorized', message: 'Not logged in' });
        },
      })
      .catch(() => undefined);
    expect(sessionOf(client)).toEqual({ kind: 'anonymous' });
    expect(notes(client)).toBeUndefined();
  });

  it('other errors leave the session alone', async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.session, A);
    await client
      .fetchQuery({
        queryKey: ['somethingElse'],
        retry: false,
        queryFn: () => {
          throw new ApiError(403, { statusCode: 403, error: 'Forbidden', message: 'Not authorized!' });
        },
      })
      .catch(() => undefined);
    expect(sessionOf(client)).toEqual(A);
  });
});

describe('the saved cache', () => {
  const persister = () =>
    createSyncStoragePersister({ storage: localStorage, key: CACHE_KEY, throttleTime: 0 });

  async function saveAs(session: Session, buster = 'dev') {
    const client = createQueryClient();
    client.setQueryData(queryKeys.session, session);
    client.setQueryData(queryKeys.notifications, notesOfA);
    await persistQueryClientSave({
      queryClient: client as never,
      persister: persister(),
      buster,
    });
    // The storage persister writes after its (zero) throttle time.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(localStorage.getItem(CACHE_KEY)).toContain('For A only');
  }

  it('is not restored for someone else when the server has already said who is here', async () => {
    await saveAs(A);
    const client = createQueryClient();
    client.setQueryData(queryKeys.session, B);
    await persistCache(client, 60_000);
    expect(notes(client)).toBeUndefined();
    expect(sessionOf(client)).toEqual(B);
  });

  it('restored first, is dropped when the server then names someone else', async () => {
    await saveAs(A);
    const client = createQueryClient();
    await persistCache(client, 60_000);
    expect(notes(client)).toEqual(notesOfA);
    client.setQueryData(queryKeys.session, B);
    expect(notes(client)).toBeUndefined();
  });

  it('is restored for the same person', async () => {
    await saveAs(A);
    const client = createQueryClient();
    client.setQueryData(queryKeys.session, structuredClone(A));
    await persistCache(client, 60_000);
    expect(notes(client)).toEqual(notesOfA);
  });

  it('saved by another version of the app is dropped', async () => {
    await saveAs(A, 'an older build');
    const client = createQueryClient();
    await persistCache(client, 60_000);
    expect(notes(client)).toBeUndefined();
    expect(sessionOf(client)).toBeUndefined();
  });

  it("keeps the worker's own data for offline reading, never the admin's lists", async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.session, structuredClone(A));
    await persistCache(client, 60_000);
    client.setQueryData(queryKeys.notifications, notesOfA);
    client.setQueryData(queryKeys.adminShiftList({ first: '2026-11-23' }), { pages: [], pageParams: [] });
    client.setQueryData(queryKeys.organizationAdmin, { organization: { name: 'x' } });
    client.setQueryData(queryKeys.customersFull, { customers: [{ name: 'Admin only' }] });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const saved = localStorage.getItem(CACHE_KEY) ?? '';
    expect(saved).toContain('For A only');
    expect(saved).not.toContain('adminShifts');
    expect(saved).not.toContain('Admin only');
    expect(saved).not.toContain('"admin"');
  });
});
