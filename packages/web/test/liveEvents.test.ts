// The tab's notification stream: what each event does to the query caches.
import { LIVE_EVENTS } from '@tuura/domain/limits';
import type { Notification } from '@tuura/domain/schemas/notification';
import { describe, expect, it, vi } from 'vitest';
import { BADGE_QUERY_KEYS, type SourceFactory, startLiveEvents, withNotice } from '../src/api/liveEvents.ts';
import { queryKeys } from '../src/api/queryKeys.ts';
import { newQueryClient } from './render.tsx';

/** An EventSource stand-in the test drives: `emit` dispatches as the browser would. */
class FakeSource extends EventTarget {
  readyState = 0;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: unknown) {
    this.dispatchEvent(
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) }),
    );
  }
}

function harness() {
  const client = newQueryClient();
  const sources: FakeSource[] = [];
  const open: SourceFactory = (url) => {
    const source = new FakeSource(url);
    sources.push(source);
    return source;
  };
  const stop = startLiveEvents(client, open);
  return { client, sources, stop, source: () => sources.at(-1) as FakeSource };
}

const notice = (id: string, minutesAgo: number, title = `Ilmoitus ${id}`): Notification => ({
  _id: id,
  title,
  labels: [],
  subject: null,
  readAt: null,
  shortText: '',
  text: '',
  createdAt: new Date(Date.UTC(2026, 10, 24, 12) - minutesAgo * 60_000).toISOString(),
});

describe('live events in the caches', () => {
  it('opens one stream and puts a new notification first in the bell list, once', () => {
    const h = harness();
    expect(h.sources).toHaveLength(1);
    expect(h.source().url).toBe('/api/notifications/stream');
    h.client.setQueryData(queryKeys.notifications, [notice('b', 10), notice('c', 20)]);
    h.source().emit('notification', notice('a', 0, 'Uusi'));
    h.source().emit('notification', notice('a', 0, 'Uusi'));
    const list = h.client.getQueryData<Notification[]>(queryKeys.notifications);
    expect(list?.map((n) => n._id)).toEqual(['a', 'b', 'c']);
    h.stop();
    expect(h.source().closed).toBe(true);
  });

  it('leaves a list not yet loaded to its own first load', () => {
    const h = harness();
    h.source().emit('notification', notice('a', 0));
    expect(h.client.getQueryData(queryKeys.notifications)).toBeUndefined();
    h.stop();
  });

  it('asks who is signed in when the server says the session ended', () => {
    const h = harness();
    h.client.setQueryData(queryKeys.session, { kind: 'anonymous' });
    expect(h.client.getQueryState(queryKeys.session)?.isInvalidated).toBe(false);
    h.source().emit('ended', {});
    expect(h.client.getQueryState(queryKeys.session)?.isInvalidated).toBe(true);
    h.stop();
  });

  it("marks the badge event's count stale, and only that one", () => {
    const h = harness();
    for (const key of Object.values(BADGE_QUERY_KEYS)) h.client.setQueryData(key, 3);
    h.source().emit('badges', { kind: 'stamps' });
    const stale = (key: readonly unknown[]) => h.client.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeys.adminStampsWaiting)).toBe(true);
    expect(stale(queryKeys.adminSuggestionsWaiting)).toBe(false);
    expect(stale(queryKeys.adminCancellations('count'))).toBe(false);
    h.source().emit('badges', { kind: 'polls' });
    expect(stale(['polls'])).toBe(true);
    h.stop();
  });

  it('asks the list and counts again when the stream comes back after a break', () => {
    const h = harness();
    h.client.setQueryData(queryKeys.notifications, [notice('b', 10)]);
    h.source().emit('open');
    expect(h.client.getQueryState(queryKeys.notifications)?.isInvalidated).toBe(false);
    h.source().emit('error');
    h.source().emit('open');
    expect(h.client.getQueryState(queryKeys.notifications)?.isInvalidated).toBe(true);
    h.stop();
  });
});

describe('a stream the browser gave up on', () => {
  it('asks an organisation-wide change at a random moment within the spread, not at once', () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const h = harness();
      h.client.setQueryData(['polls', 'count'], 1);
      const stale = () => h.client.getQueryState(['polls', 'count'])?.isInvalidated;
      h.source().emit('badges', { kind: 'polls', spread: true });
      vi.advanceTimersByTime(LIVE_EVENTS.spreadMs * 0.5 - 1);
      expect(stale()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(stale()).toBe(true);
      h.stop();
    } finally {
      random.mockRestore();
      vi.useRealTimers();
    }
  });

  it('is opened again later, and not after the tab has closed it', () => {
    vi.useFakeTimers();
    try {
      const h = harness();
      h.source().readyState = 2;
      h.source().emit('error');
      expect(h.sources).toHaveLength(1);
      vi.advanceTimersByTime(30_000);
      expect(h.sources).toHaveLength(2);
      h.stop();
      h.source().readyState = 2;
      h.source().emit('error');
      vi.advanceTimersByTime(60_000);
      expect(h.sources).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('withNotice', () => {
  it('keeps newest first when a replayed older notice arrives', () => {
    const list = withNotice([notice('a', 0), notice('c', 20)], notice('b', 10));
    expect(list?.map((n) => n._id)).toEqual(['a', 'b', 'c']);
  });
});
