// The report gate (decision 125): never more holders than slots, waiting callers served in order,
// a full queue refused at once, and a caller who leaves gives its place to the next.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Gate, type Release } from '../../src/lib/gate.ts';

const entered = (r: Release | 'full' | 'gone'): Release => {
  if (typeof r !== 'function') throw new Error(`expected a slot, got ${r}`);
  return r;
};

describe('Gate', () => {
  it('serves waiting callers in order and refuses beyond the queue', async () => {
    const gate = new Gate(1, 2);
    const first = entered(await gate.enter());
    const order: string[] = [];
    const inTurn = (name: string) =>
      gate.enter().then((r) => {
        order.push(name);
        return entered(r);
      });
    const second = inTurn('second');
    const third = inTurn('third');
    expect(await gate.enter()).toBe('full');
    expect(gate.state).toEqual({ holding: 1, waiting: 2 });
    first();
    first(); // a second call gives nothing back twice
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    expect(gate.state).toEqual({ holding: 0, waiting: 0 });
  });

  it('lets a caller who leaves while waiting give its place to the next', async () => {
    const gate = new Gate(1, 2);
    const first = entered(await gate.enter());
    const leaving = new AbortController();
    const gone = gate.enter(leaving.signal);
    const next = gate.enter();
    leaving.abort();
    expect(await gone).toBe('gone');
    expect(gate.state).toEqual({ holding: 1, waiting: 1 });
    first();
    entered(await next)();
    expect(gate.state).toEqual({ holding: 0, waiting: 0 });
    expect(await gate.enter(AbortSignal.abort())).toBe('gone');
  });

  it('never has more holders than slots, whatever the order of entries and releases', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.boolean(), { maxLength: 40 }),
        async (slots, steps) => {
          const gate = new Gate(slots, 100);
          const held: Release[] = [];
          const pending: Promise<unknown>[] = [];
          for (const enter of steps) {
            if (enter) pending.push(gate.enter().then((r) => held.push(entered(r))));
            else held.shift()?.();
            await Promise.resolve();
            expect(gate.state.holding).toBeLessThanOrEqual(slots);
          }
          // Releasing everyone lets every waiting caller through, one slot at a time.
          while (gate.state.holding > 0) {
            held.shift()?.();
            await new Promise((resolve) => setImmediate(resolve));
          }
          await Promise.all(pending);
          expect(gate.state).toEqual({ holding: 0, waiting: 0 });
        },
      ),
    );
  });
});
