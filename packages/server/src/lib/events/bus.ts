// The seam live events travel through (decision 114): `publish` from any module, `subscribe` by
// the streams of one user. Events carry ids and kinds only: a receiver reads what it shows, so a
// payload stays small enough for PostgreSQL's NOTIFY (under 8000 bytes).
import type { BadgeKind } from '@tuura/domain/rules/liveEvents';

export type BusEvent =
  /** A notification row was committed for `userId`. */
  | { type: 'notification'; organizationId: string; userId: string; id: string }
  /**
   * A badge count changed: for `userIds` only when given (a poll for some workers), else for
   * the organisation; each stream decides whether its user sees the badge at all.
   */
  | { type: 'badges'; organizationId: string; kind: BadgeKind; userIds?: readonly string[] }
  /** A session ended (logout, take-over, removal, ended from a list): streams opened with it close. */
  | { type: 'sessionEnded'; organizationId: string; sessionHash: string }
  /** A user's permissions changed: their streams read them again (decision 133). */
  | { type: 'accessChanged'; organizationId: string; userId: string };

export type BusListener = (event: BusEvent) => void;

export interface EventBus {
  publish(events: readonly BusEvent[]): Promise<void>;
  /** Events for this user and the organisation-wide ones; answers the unsubscribe. */
  subscribe(organizationId: string, userId: string, listener: BusListener): () => void;
  /** Listeners subscribed now (tests check that a closed stream leaves none behind). */
  listenerCount(): number;
  close(): Promise<void>;
}

/**
 * Per-user listener sets inside one process. Empty sets and maps are dropped at unsubscribe, so
 * a thousand streams opened and closed leave nothing behind.
 */
export class LocalFanOut {
  readonly #byOrg = new Map<string, Map<string, Set<BusListener>>>();
  #count = 0;

  subscribe(organizationId: string, userId: string, listener: BusListener) {
    const users = this.#byOrg.get(organizationId) ?? new Map<string, Set<BusListener>>();
    this.#byOrg.set(organizationId, users);
    const own = users.get(userId) ?? new Set<BusListener>();
    users.set(userId, own);
    own.add(listener);
    this.#count++;
    return () => {
      if (!own.delete(listener)) return;
      this.#count--;
      if (own.size === 0 && users.get(userId) === own) users.delete(userId);
      if (users.size === 0 && this.#byOrg.get(organizationId) === users) this.#byOrg.delete(organizationId);
    };
  }

  deliver(event: BusEvent) {
    const users = this.#byOrg.get(event.organizationId);
    if (!users) return;
    const forOne = event.type === 'notification' || event.type === 'accessChanged';
    const targets = forOne ? [users.get(event.userId)] : users.values();
    for (const set of targets) {
      // A copy: a listener may unsubscribe (its stream ends) while the set is walked.
      for (const listener of [...(set ?? [])]) listener(event);
    }
  }

  get size() {
    return this.#count;
  }
}

/** The bus of one process: what is published here reaches this process's streams only. */
export function createLocalBus(): EventBus {
  const fanOut = new LocalFanOut();
  return {
    async publish(events) {
      for (const event of events) fanOut.deliver(event);
    },
    subscribe: (organizationId, userId, listener) => fanOut.subscribe(organizationId, userId, listener),
    listenerCount: () => fanOut.size,
    async close() {},
  };
}
