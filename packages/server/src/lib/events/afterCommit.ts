// Live events leave only after the transaction that made them commits (decision 114): a
// notification rolled back is never pushed. Services keep calling `db.transaction` as before;
// the database the app runs on is bound to its bus here, and each transaction on it collects what
// is published inside it and hands it to the bus once it has committed.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { BusEvent, EventBus } from './bus.ts';

type Scope = { db: Db; pending: BusEvent[] };

const inTransaction = new AsyncLocalStorage<Scope>();
const buses = new WeakMap<object, EventBus>();
const wrapped = new WeakSet<object>();

/**
 * Makes `db` publish to `bus`: events published outside a transaction go at once, those inside
 * one after its commit (a savepoint's go with the transaction around it). Answers the unbinding.
 */
export function bindEventBus(db: Db, bus: EventBus): () => void {
  buses.set(db, bus);
  if (!wrapped.has(db)) {
    wrapped.add(db);
    const original = db.transaction.bind(db);
    const transaction: Db['transaction'] = (work, config) => {
      const scope: Scope = { db, pending: [] };
      return inTransaction.run(scope, async () => {
        const result = await original(work, config);
        if (scope.pending.length > 0) await deliver(db, scope.pending);
        return result;
      });
    };
    db.transaction = transaction;
  }
  return () => {
    if (buses.get(db) === bus) buses.delete(db);
  };
}

async function deliver(db: Db, events: readonly BusEvent[]) {
  // The change is stored whatever happens to its announcement: a failure here only delays the
  // tab's update to its next poll, so it must not turn a committed change into an error.
  await buses
    .get(db)
    ?.publish(events)
    .catch(() => {});
}

/**
 * Publishes `events` on the bus of the database `db` belongs to: after the commit when called
 * inside a transaction, else now. Without a bound bus (a script, a test's raw database) nothing.
 */
export async function publishAfterCommit(db: DbOrTx, events: readonly BusEvent[]) {
  if (events.length === 0) return;
  const scope = inTransaction.getStore();
  if (scope) {
    scope.pending.push(...events);
    return;
  }
  await deliver(db as Db, events);
}
