// The notification stream of a signed-in tab (decision 114): one EventSource while a
// user is signed in. A new notification goes straight into the bell's list; a badge event has
// that count asked again. The 5-minute polls stay as they are: the fallback while it is down.
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS } from '@tuura/domain/limits';
import { type BadgeKind, LIVE_EVENT } from '@tuura/domain/rules/liveEvents';
import type { Notification } from '@tuura/domain/schemas/notification';
import { useEffect } from 'react';
import { whenIdle } from '../lib/whenIdle.ts';
import { queryKeys } from './queryKeys.ts';
import { ownerOf, useSession } from './session.ts';

const STREAM_URL = '/api/notifications/stream';
/** After the browser gives up (an answer other than the stream, e.g. a 502 while a server restarts). */
const REOPEN_AFTER_MS = LIVE_EVENTS.retryMs * 6;

/**
 * The count each badge kind refreshes. Polls (another part) keep their queries under
 * ['polls']: the prefix is refreshed whole. Kept here, not in queryKeys.ts, which the login page
 * loads (its bundle is at its budget).
 */
export const BADGE_QUERY_KEYS: Record<BadgeKind, QueryKey> = {
  stamps: queryKeys.adminStampsWaiting,
  suggestions: queryKeys.adminSuggestionsWaiting,
  cancellations: queryKeys.adminCancellations('count'),
  polls: ['polls'],
};

/** What the hook uses of an EventSource (a test passes its own). */
type Source = {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
  readonly readyState: number;
};
export type SourceFactory = (url: string) => Source;

const browserSource: SourceFactory = (url) => new EventSource(url, { withCredentials: true });

/** The list with `notice` first (newest first), once: a replay may repeat what the list has. */
export function withNotice(list: readonly Notification[] | undefined, notice: Notification) {
  if (!list) return list;
  const rest = list.filter((n) => n._id !== notice._id);
  return [notice, ...rest].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Opens the stream and keeps the caches in step with it; answers the closing. */
export function startLiveEvents(client: QueryClient, open: SourceFactory = browserSource): () => void {
  let source: Source | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let wasDown = false;
  let stopped = false;

  const connect = () => {
    const current = open(STREAM_URL);
    source = current;
    current.addEventListener(LIVE_EVENT.notification, (event) => {
      const notice = JSON.parse((event as MessageEvent<string>).data) as Notification;
      client.setQueryData<Notification[]>(queryKeys.notifications, (list) => withNotice(list, notice));
    });
    current.addEventListener(LIVE_EVENT.badges, (event) => {
      const { kind, spread } = JSON.parse((event as MessageEvent<string>).data) as {
        kind: BadgeKind;
        spread?: boolean;
      };
      const queryKey = BADGE_QUERY_KEYS[kind];
      if (!queryKey) return;
      const ask = () => void client.invalidateQueries({ queryKey });
      // Told to every tab of the organisation at once: each asks at its own random moment.
      if (spread) setTimeout(ask, Math.random() * LIVE_EVENTS.spreadMs);
      else ask();
    });
    // The session ended elsewhere (another device, an admin, a removal): asking who is signed in
    // answers nobody, and the guards show the login page (decision 133).
    current.addEventListener(LIVE_EVENT.ended, () => {
      void client.invalidateQueries({ queryKey: queryKeys.session });
    });
    current.addEventListener('open', () => {
      // Back after a break: what happened meanwhile may not all be replayed; ask once.
      if (!wasDown) return;
      wasDown = false;
      void client.invalidateQueries({ queryKey: queryKeys.notifications });
      for (const queryKey of Object.values(BADGE_QUERY_KEYS)) void client.invalidateQueries({ queryKey });
    });
    current.addEventListener('error', () => {
      wasDown = true;
      // CONNECTING: the browser retries by itself. CLOSED: it gave up; try again later.
      if (current.readyState !== 2 || stopped) return;
      current.close();
      reopen = setTimeout(connect, REOPEN_AFTER_MS);
    });
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(reopen);
    source?.close();
  };
}

/**
 * One stream per signed-in tab, for the person signed in: closed at logout, and opened anew when
 * a take-over or its release changes who that is. Opened once the first screen is done: the
 * stream holds one of the browser's few connections to the server for good, and the first
 * screen's own requests go first.
 */
export function useLiveEvents() {
  const client = useQueryClient();
  const owner = ownerOf(useSession().data);
  useEffect(() => {
    if (!owner.startsWith('user:') || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stop = startLiveEvents(client);
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [client, owner]);
}
