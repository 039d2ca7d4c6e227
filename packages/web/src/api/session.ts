// Who is signed in: a user (worker or admin) or a guest user. Refreshed at start (spec §4).
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestFilters } from '@tuura/domain/schemas/guestUser';
import type { User } from '@tuura/domain/schemas/user';
import { applyLocale } from '../i18n/index.ts';
import { call } from './client.ts';
import { endpoints } from './endpoints.ts';
import { queryKeys } from './queryKeys.ts';

export type GuestSelf = { _id: string; name: string; email: string; filters: GuestFilters };
export type Session =
  | { kind: 'user'; user: User }
  | { kind: 'guest'; guest: GuestSelf }
  | { kind: 'anonymous' };

/** Whose data the cache holds: `user:<id>`, `guest:<id>`, or '' for nobody. */
export function ownerOf(session: Session | undefined): string {
  if (session?.kind === 'user') return `user:${session.user._id}`;
  if (session?.kind === 'guest') return `guest:${session.guest._id}`;
  return '';
}

export async function fetchSession(): Promise<Session> {
  const { session } = await call(endpoints.session);
  // The user's language before the app draws with the answer: switched afterwards (Root), every
  // text on the page drew twice, the second time in one blocking task.
  if (session.kind === 'user') await applyLocale(session.user.settings.locale);
  return session;
}

const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: fetchSession,
  staleTime: Number.POSITIVE_INFINITY,
  // A failed check is asked again by the person (the error page's retry), not by every component
  // that mounts to show that error page.
  retryOnMount: false,
});

/**
 * Asks the server at start, in parallel with loading the page. It overrides a session restored
 * from the saved cache (newer wins); offline the request waits and the saved session is used.
 */
export const refreshSessionAtStart = (client: QueryClient) => client.prefetchQuery(sessionQuery);

export function useSession() {
  return useQuery(sessionQuery);
}

/**
 * The session a guard may act on, or undefined while it is unknown. A saved "nobody" is not
 * trusted while the server is being asked (it may be older than a login); a saved person is
 * shown at once, which keeps pages readable offline.
 */
export function useKnownSession(): Session | undefined {
  return knownSession(useSession());
}

export function knownSession({ data, isFetching }: { data?: Session; isFetching: boolean }) {
  return !data || (data.kind === 'anonymous' && isFetching) ? undefined : data;
}

/** The signed-in session; only call below a guard that guarantees one. */
export function useUser(): User {
  const { data } = useSession();
  if (data?.kind !== 'user') throw new Error('useUser outside a user guard');
  return data.user;
}

export function useSetSession() {
  const client = useQueryClient();
  return (session: Session) => client.setQueryData(queryKeys.session, session);
}
