// The rate limit's counters in PostgreSQL (docs/decisions/130-lockout-and-rate-limits.md): every
// server process on one database counts a client's requests in the same row, so two processes
// give no more allowance than one. A @fastify/rate-limit store: `incr` counts one request in one
// conditional statement (a new window when the last one has passed, else one more hit) on the
// database's clock, so the processes' own clocks do not matter.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** A store class for `@fastify/rate-limit`'s `store` option, counting in `db`. */
export function sharedRateLimitStore(db: Db) {
  return class SharedRateLimitStore {
    incr(key: string, done: Done, timeWindowMs: number) {
      countRequest(db, key, timeWindowMs).then(
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

export async function countRequest(db: Db, key: string, timeWindowMs: number): Promise<Counted> {
  const windowSeconds = timeWindowMs / 1000;
  const passed = sql`${rateLimitCounters.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${passed} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${passed} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttlMs: sql<string>`extract(epoch from ${rateLimitCounters.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()) * 1000`,
    });
  if (!row) throw new Error('request not counted');
  return { current: row.hits, ttl: Math.max(0, Math.ceil(Number(row.ttlMs))) };
}

/** Counters of windows long passed (windows last a minute): the next request starts afresh anyway. */
export async function deleteStaleCounters(deps: { db: Db }) {
  await deps.db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStartedAt, sql`now() - interval '1 hour'`));
}
