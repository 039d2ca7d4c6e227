// The bus across server processes (decision 114): PostgreSQL LISTEN/NOTIFY on one dedicated
// connection per process. Every process, the publisher too, hears each NOTIFY and hands it to its
// own streams, so an event reaches a user's tab whichever process holds its stream.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type BusEvent, type EventBus, LocalFanOut } from './bus.ts';

export const EVENTS_CHANNEL = 'tuura_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a margin for the array brackets. */
export const MAX_PAYLOAD_BYTES = 7900;
/** After the listening connection is lost, the pause before connecting again. */
const RECONNECT_MS = 1000;

/** Events packed into JSON arrays, each under `limit` bytes (one event is always far smaller). */
export function packEvents(events: readonly BusEvent[], limit = MAX_PAYLOAD_BYTES): string[] {
  const payloads: string[] = [];
  let parts: string[] = [];
  let bytes = 2;
  for (const event of events) {
    const json = JSON.stringify(event);
    const size = Buffer.byteLength(json) + 1;
    if (parts.length > 0 && bytes + size > limit) {
      payloads.push(`[${parts.join(',')}]`);
      parts = [];
      bytes = 2;
    }
    parts.push(json);
    bytes += size;
  }
  if (parts.length > 0) payloads.push(`[${parts.join(',')}]`);
  return payloads;
}

function unpack(payload: string | undefined): BusEvent[] {
  try {
    const parsed: unknown = JSON.parse(payload ?? '[]');
    return Array.isArray(parsed) ? (parsed as BusEvent[]) : [];
  } catch {
    return [];
  }
}

export async function createPostgresBus(connectionString: string, log: FastifyBaseLogger): Promise<EventBus> {
  const fanOut = new LocalFanOut();
  let client: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  function reconnectLater(error?: unknown) {
    if (closing) return;
    log.warn({ err: error }, 'live events: the listening connection was lost; connecting again');
    retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
  }

  /** Opens the listening connection; on failure (or a later loss) tries again every second. */
  async function connect() {
    const next = new pg.Client({ connectionString });
    let dropped = false;
    // Events published while the connection is down are lost: tabs still poll every 5 minutes.
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = null;
      next.end().catch(() => {});
      reconnectLater(error);
    };
    next.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL) return;
      for (const event of unpack(message.payload)) fanOut.deliver(event);
    });
    next.on('error', drop);
    next.on('end', () => drop());
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      drop(error);
      throw error;
    }
    if (closing) {
      dropped = true;
      await next.end();
      return;
    }
    client = next;
  }

  try {
    await connect();
  } catch (error) {
    // A wrong address at start is the operator's to fix: say so rather than retry quietly.
    closing = true;
    clearTimeout(retry);
    throw error;
  }
  return {
    async publish(events) {
      const target = client;
      if (!target) {
        log.warn({ events: events.length }, 'live events: not connected; events dropped');
        return;
      }
      for (const payload of packEvents(events))
        await target.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
    },
    subscribe: (organizationId, userId, listener) => fanOut.subscribe(organizationId, userId, listener),
    listenerCount: () => fanOut.size,
    async close() {
      closing = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
