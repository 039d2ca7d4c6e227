// The live stream of one signed-in user (decision 114): Server-Sent Events written
// straight to the socket. The route hijacks the reply from Fastify, so compression and the
// serializer never hold an event back, and hands over the socket's response with the headers the
// request hooks chose.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LIVE_EVENTS } from '@tuura/domain/limits';
import { LIVE_EVENT, seesBadge, spreadsOut } from '@tuura/domain/rules/liveEvents';
import { and, desc, eq, gt, max } from 'drizzle-orm';
import { type Ctx, type Deps, userAuthOf } from '../../context.ts';
import { notifications } from '../../db/schema/index.ts';
import type { BusEvent, EventBus } from '../../lib/events/bus.ts';
import { liveSessionPermissions } from '../auth/service.ts';
import { type NotificationRow, notificationLoader } from './loader.ts';
import { toNotification } from './service.ts';

/** A client this far behind (it stopped reading) is cut off rather than buffered for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** `Last-Event-ID` is a notification's sequence number; anything else is ignored. */
const SEQUENCE = /^\d{1,15}$/;

const frame = (row: NotificationRow) =>
  `id: ${row.seq}\nevent: ${LIVE_EVENT.notification}\ndata: ${JSON.stringify(toNotification(row))}\n\n`;

export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SEQUENCE.test(value.trim()) ? Number(value.trim()) : null;
}

/** Every open stream of one app: opened per request, all ended when the app closes. */
export function liveStreams(deps: Deps, bus: EventBus) {
  const open = new Set<() => void>();
  /** Each session's streams, oldest first: a session keeps at most LIVE_EVENTS.streamsPerSession. */
  const bySession = new Map<string, (() => void)[]>();
  const load = notificationLoader(deps.db, (error) =>
    deps.log.error({ err: error }, 'live events: reading notifications failed'),
  );

  /** The user's notifications after `seq`, the newest `replayLimit` of them, oldest first. */
  async function missedSince(organizationId: string, userId: string, seq: number) {
    const rows = await deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.organizationId, organizationId),
          eq(notifications.userId, userId),
          gt(notifications.seq, seq),
        ),
      )
      .orderBy(desc(notifications.seq))
      .limit(LIVE_EVENTS.replayLimit);
    return rows.reverse();
  }

  async function newestSeq(organizationId: string, userId: string) {
    const [row] = await deps.db
      .select({ seq: max(notifications.seq) })
      .from(notifications)
      .where(and(eq(notifications.organizationId, organizationId), eq(notifications.userId, userId)));
    return row?.seq ?? 0;
  }

  /** Writes the user's stream on `res`, opened with the request hooks' `headers` besides its own. */
  async function start(
    ctx: Ctx,
    lastEventId: number | null,
    res: ServerResponse,
    headers: OutgoingHttpHeaders,
  ) {
    const auth = userAuthOf(ctx);
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // A proxy in front (nginx) would otherwise hold events back to fill its buffer.
      'x-accel-buffering': 'no',
    });
    let ended = false;
    let replaying = true;
    // Read again whenever the user's permissions change and at each heartbeat (decision 133): a
    // badge taken away stops at once, not when the stream is opened anew.
    let permissions = auth.permissions;
    const held: BusEvent[] = [];
    const replayed = new Set<string>();

    const write = (chunk: string) => {
      if (ended) return;
      res.write(chunk);
      if (res.writableLength > MAX_BUFFERED_BYTES) end();
    };
    const handle = (event: BusEvent) => {
      if (event.type === 'notification') {
        void load(event.organizationId, event.id).then((row) => {
          if (row && row.userId === auth.userId && !replayed.has(row.id)) write(frame(row));
        });
      } else if (event.type === 'badges') {
        if (event.userIds && !event.userIds.includes(auth.userId)) return;
        // Told to a whole organisation, every tab asking at once would be a stampede: they spread.
        const data = { kind: event.kind, ...(!event.userIds && spreadsOut(event.kind) && { spread: true }) };
        if (seesBadge(event.kind, permissions))
          write(`event: ${LIVE_EVENT.badges}\ndata: ${JSON.stringify(data)}\n\n`);
      } else if (event.type === 'accessChanged') {
        void reread();
      } else if (event.sessionHash === auth.sessionHash) sessionOver();
    };
    /** The session is no longer in force: the tab is told so before the stream closes. */
    const sessionOver = () => {
      write(`event: ${LIVE_EVENT.ended}\ndata: {}\n\n`);
      end();
    };
    /** The session's permissions now; a session no longer in force ends the stream. */
    const reread = async () => {
      try {
        const now = await liveSessionPermissions(deps, auth.sessionHash);
        if (now === null) sessionOver();
        else permissions = now;
      } catch {
        // The database is briefly away: the next heartbeat asks again.
      }
    };
    // Subscribed before the replay is read: what arrives meanwhile waits, so nothing falls between.
    const unsubscribe = bus.subscribe(auth.organizationId, auth.userId, (event) =>
      replaying ? held.push(event) : handle(event),
    );
    // An ended session (logout, take-over, removal, the sessions list) ends its streams at once;
    // expiry is noticed at the heartbeat, which also reads the permissions again.
    const beat = async () => {
      write(': heartbeat\n\n');
      await reread();
    };
    const heartbeat = setInterval(() => void beat(), deps.config.liveHeartbeatMs);
    function end() {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(heartbeat);
      open.delete(end);
      const siblings = bySession.get(auth.sessionHash)?.filter((other) => other !== end) ?? [];
      if (siblings.length > 0) bySession.set(auth.sessionHash, siblings);
      else bySession.delete(auth.sessionHash);
      res.end();
    }
    open.add(end);
    // One session's tabs share it; past the cap the oldest stream ends (a script opening streams
    // in a loop holds no more sockets than a person with a few tabs).
    const ofSession = [...(bySession.get(auth.sessionHash) ?? []), end];
    bySession.set(auth.sessionHash, ofSession);
    if (ofSession.length > LIVE_EVENTS.streamsPerSession) ofSession[0]?.();
    res.on('close', end);

    write(`retry: ${LIVE_EVENTS.retryMs}\n\n`);
    try {
      if (lastEventId === null) {
        // The cursor a reconnect resumes from, even when no notification comes before it.
        write(`id: ${await newestSeq(auth.organizationId, auth.userId)}\n\n`);
      } else {
        for (const row of await missedSince(auth.organizationId, auth.userId, lastEventId)) {
          replayed.add(row.id);
          write(frame(row));
        }
      }
    } catch (error) {
      deps.log.error({ err: error }, 'live events: the replay failed');
      end();
      return;
    }
    replaying = false;
    for (const event of held.splice(0)) handle(event);
  }

  return {
    start,
    /** Ends every open stream (the app is closing): the browsers reconnect to another process. */
    endAll() {
      for (const end of [...open]) end();
    },
    get size() {
      return open.size;
    },
  };
}
