// The in-process bus and the packing of events into NOTIFY payloads (decision 114).
import { describe, expect, it } from 'vitest';
import { type BusEvent, createLocalBus } from '../../src/lib/events/bus.ts';
import { MAX_PAYLOAD_BYTES, packEvents } from '../../src/lib/events/postgresBus.ts';

const ORG = '00000000-0000-4000-8000-000000000001';
const OTHER_ORG = '00000000-0000-4000-8000-000000000002';
const note = (userId: string, id = crypto.randomUUID(), organizationId = ORG): BusEvent => ({
  type: 'notification',
  organizationId,
  userId,
  id,
});

describe('in-process bus', () => {
  it("delivers a notification to its user's listeners only, an organisation's badge to all of it", async () => {
    const bus = createLocalBus();
    const seen: Record<string, BusEvent[]> = { ann: [], ann2: [], ben: [], other: [] };
    bus.subscribe(ORG, 'ann', (e) => seen.ann?.push(e));
    bus.subscribe(ORG, 'ann', (e) => seen.ann2?.push(e));
    bus.subscribe(ORG, 'ben', (e) => seen.ben?.push(e));
    bus.subscribe(OTHER_ORG, 'ann', (e) => seen.other?.push(e));
    await bus.publish([note('ann'), { type: 'badges', organizationId: ORG, kind: 'stamps' }]);
    expect(seen.ann?.map((e) => e.type)).toEqual(['notification', 'badges']);
    expect(seen.ann2?.map((e) => e.type)).toEqual(['notification', 'badges']);
    expect(seen.ben?.map((e) => e.type)).toEqual(['badges']);
    expect(seen.other).toEqual([]);
  });

  it('keeps nothing of a listener once unsubscribed, even when one leaves during delivery', async () => {
    const bus = createLocalBus();
    const calls: string[] = [];
    const offs = Array.from({ length: 1000 }, (_, i) =>
      bus.subscribe(ORG, `user-${i % 10}`, () => calls.push(`user-${i % 10}`)),
    );
    expect(bus.listenerCount()).toBe(1000);
    const leaving = bus.subscribe(ORG, 'user-0', () => leaving());
    await bus.publish([note('user-0')]);
    expect(calls).toHaveLength(100);
    for (const off of offs) off();
    // A second unsubscribe changes nothing.
    for (const off of offs) off();
    expect(bus.listenerCount()).toBe(0);
  });
});

describe('NOTIFY payloads', () => {
  it('packs any number of events into JSON arrays under the PostgreSQL limit, losing none', () => {
    const events = Array.from({ length: 2500 }, (_, i) => note(`user-${i}`));
    const payloads = packEvents(events);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap((p) => JSON.parse(p))).toEqual(events);
  });

  it('sends nothing for no events', () => {
    expect(packEvents([])).toEqual([]);
  });
});
