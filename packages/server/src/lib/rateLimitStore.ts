// The rate limit's counters in PostgreSQL (docs/decisions/130-lockout-and-rate-limits.md): every
// server process on one database counts a client's requests in the same row, so two processes
// give no more allowance than one. Counting each request there cost a round trip and serialised
// one address's requests on its row, so a process claims a lease of several requests at once and
// spends it in memory: one conditional statement grants a share of what is left of the window
// (a sixteenth, at least one, so the last requests of a window are counted one by one; none once
// it is spent), on the database's clock. What a process has claimed counts as spent for everyone, so the allowance is
// never exceeded; a lease a process has not used within LEASE_MS is given back.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** A lease lives this long before its unused requests go back to the shared row. */
export const LEASE_MS = 250;
/** A lease is this fraction of what is left of the window… */
const LEASE_SHARE = 16;
/** …and never more than this many requests (about what a busy process serves in LEASE_MS). */
const LEASE_MAX = 500;

type Lease = {
  /** The window the lease was claimed in, as the database wrote it (to give back into the same). */
  window: string;
  /** The shared count just after the claim: the lease counted as spent. */
  claimed: number;
  left: number;
  claimedAt: number;
  windowEndsAt: number;
};

/** The leases of one server process, for every key; `close` gives back what is unused. */
export class RateLimitLeases {
  private readonly leases = new Map<string, Lease>();
  private readonly claiming = new Map<string, Promise<Lease>>();
  private readonly timer: NodeJS.Timeout;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
    this.timer = setInterval(() => void this.giveBackIdle(Date.now() - LEASE_MS), LEASE_MS);
    this.timer.unref();
  }

  /** Counts one request for `key` against `max` a window; `current` is the shared count. */
  async count(key: string, timeWindowMs: number, max: number): Promise<Counted> {
    for (;;) {
      const now = Date.now();
      const lease = this.leases.get(key);
      if (lease && lease.left > 0 && now < lease.windowEndsAt) {
        lease.left--;
        return { current: lease.claimed - lease.left, ttl: lease.windowEndsAt - now };
      }
      // One claim at a time per key in a process: the requests waiting share what it brings.
      const inFlight = this.claiming.get(key);
      if (inFlight) {
        await inFlight;
        continue;
      }
      const claim = this.claim(key, timeWindowMs, max, lease).finally(() => this.claiming.delete(key));
      this.claiming.set(key, claim);
      const claimed = await claim;
      if (claimed.left === 0) return { current: claimed.claimed + 1, ttl: claimed.windowEndsAt - Date.now() };
    }
  }

  private async claim(
    key: string,
    timeWindowMs: number,
    max: number,
    previous: Lease | undefined,
  ): Promise<Lease> {
    const windowSeconds = timeWindowMs / 1000;
    const unused = previous && previous.left > 0 ? previous.left : 0;
    const c = rateLimitCounters;
    const passed = sql`${c.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
    // What the window has counted before this claim, the previous lease's unused part given back.
    const before = sql`case when ${passed} then 0 else greatest(0, ${c.hits} - case when ${c.windowStartedAt} = ${previous?.window ?? null}::timestamptz then ${unused}::int else 0 end) end`;
    // Nothing once the window is spent: a refused request takes no allowance from anyone.
    const grant = (base: ReturnType<typeof sql>) =>
      sql`case when ${base} >= ${max}::bigint then 0 else greatest(1, least(${LEASE_MAX}::int, floor((${max}::bigint - ${base}) / ${LEASE_SHARE}::numeric)::int)) end`;
    const [row] = await this.db
      .insert(c)
      .values({ key, windowStartedAt: sql`now()`, hits: grant(sql`0`), granted: grant(sql`0`) })
      .onConflictDoUpdate({
        target: c.key,
        set: {
          hits: sql`${before} + ${grant(before)}`,
          granted: grant(before),
          windowStartedAt: sql`case when ${passed} then now() else ${c.windowStartedAt} end`,
        },
      })
      .returning({
        hits: c.hits,
        granted: c.granted,
        window: sql<string>`${c.windowStartedAt}::text`,
        ttlMs: sql<string>`extract(epoch from ${c.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()) * 1000`,
      });
    if (!row) throw new Error('request not counted');
    const now = Date.now();
    const lease = {
      window: row.window,
      claimed: row.hits,
      left: row.granted,
      claimedAt: now,
      windowEndsAt: now + Math.max(0, Math.ceil(Number(row.ttlMs))),
    };
    this.leases.set(key, lease);
    return lease;
  }

  /** Gives back, in one statement, the unused part of every lease claimed before `claimedBefore`. */
  async giveBackIdle(claimedBefore: number) {
    const back: { key: string; window: string; unused: number }[] = [];
    const now = Date.now();
    for (const [key, lease] of this.leases) {
      if (lease.claimedAt > claimedBefore || this.claiming.has(key)) continue;
      this.leases.delete(key);
      if (lease.left > 0 && now < lease.windowEndsAt)
        back.push({ key, window: lease.window, unused: lease.left });
    }
    if (back.length === 0) return;
    const c = rateLimitCounters;
    await this.db
      .execute(
        sql`update ${c} set hits = greatest(0, ${c.hits} - back.unused)
            from jsonb_to_recordset(${JSON.stringify(back)}::jsonb) as back(key text, "window" timestamptz, unused int)
            where ${c.key} = back.key and ${c.windowStartedAt} = back."window"`,
      )
      .catch(() => {
        // A lost give-back only refuses that client a little early, until its window ends.
      });
  }

  /** Stops the timer and gives back every unused lease (the server is closing). */
  async close() {
    clearInterval(this.timer);
    await this.giveBackIdle(Number.POSITIVE_INFINITY);
  }
}

/** A store class for `@fastify/rate-limit`'s `store` option, counting through `leases`. */
export function sharedRateLimitStore(leases: RateLimitLeases) {
  return class SharedRateLimitStore {
    incr(key: string, done: Done, timeWindowMs: number, max: number) {
      leases.count(key, timeWindowMs, max).then(
        (counted) => done(null, counted),
        (error: Error) => done(error),
      );
    }

    /** Route-specific limiters count in the same table: their keys are their own. */
    child() {
      return new SharedRateLimitStore();
    }
  };
}

/** Counters of windows long passed (windows last a minute): the next request starts afresh anyway. */
export async function deleteStaleCounters(deps: { db: Db }) {
  await deps.db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStartedAt, sql`now() - interval '1 hour'`));
}
