// Reads the notifications the bus names, batched: a thousand streams told of the same moment's
// notifications cost one query per organisation, not one per stream (decision 114).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
type Wanted = { organizationId: string; id: string; resolve: (row: NotificationRow | undefined) => void };

/** `load(org, id)` answers the row, or undefined when it is gone (deleted, or never committed). */
export function notificationLoader(db: Db, onError: (error: unknown) => void) {
  let queue: Wanted[] = [];

  async function flush() {
    const batch = queue;
    queue = [];
    const byOrg = new Map<string, Wanted[]>();
    for (const w of batch) {
      const list = byOrg.get(w.organizationId);
      if (list) list.push(w);
      else byOrg.set(w.organizationId, [w]);
    }
    for (const [organizationId, wanted] of byOrg) {
      const ids = [...new Set(wanted.map((w) => w.id))];
      let rows: NotificationRow[] = [];
      try {
        rows = await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.organizationId, organizationId), inArray(notifications.id, ids)));
      } catch (error) {
        onError(error);
      }
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const w of wanted) w.resolve(byId.get(w.id));
    }
  }

  return (organizationId: string, id: string) =>
    new Promise<NotificationRow | undefined>((resolve) => {
      // Everything asked within this turn of the event loop goes in one query.
      if (queue.length === 0) setImmediate(() => void flush());
      queue.push({ organizationId, id, resolve });
    });
}
