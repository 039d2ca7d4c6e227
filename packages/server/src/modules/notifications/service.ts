// The bell menu: a user sees and deletes only their own notifications.
import { shortText } from '@tuura/domain/rules/notification';
import type { NotificationSubject } from '@tuura/domain/schemas/notification';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { announceNotifications } from '../../lib/events/announce.ts';

import { callerScope, ownedByCaller, ownedByCallerPrepared } from '../../lib/scope.ts';

/** The newest notifications are enough for the menu; older ones stay stored. */
const LIST_LIMIT = 200;

type Row = typeof notifications.$inferSelect;

export const toNotification = (row: Row) => ({
  _id: row.id,
  title: row.title,
  labels: row.labels,
  shortText: shortText(row.text),
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  subject: row.subjectType ? { type: row.subjectType, id: row.subjectId } : null,
  readAt: row.readAt?.toISOString() ?? null,
});

const own = (ctx: Ctx) => ownedByCaller(ctx, notifications, notifications.userId);

/** The bell's list, asked by every open page's poll: prepared (db/prepared.ts). */
const listStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(notifications)
    .where(ownedByCallerPrepared(notifications, notifications.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT)
    .prepare('own_notifications'),
);

export async function listNotifications(ctx: Ctx) {
  const rows = await listStatement(ctx.db).execute(callerScope(ctx));
  return rows.map(toNotification);
}

export async function deleteNotification(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .delete(notifications)
    .where(and(own(ctx), eq(notifications.id, id)))
    .returning();
  if (!row) throw notFound('notification.notFound');
  return toNotification(row);
}

/** Read once: a second time keeps the first time (the conditional update changes nothing). */
export async function readNotification(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${ctx.now})` })
    .where(and(own(ctx), eq(notifications.id, id)))
    .returning();
  if (!row) throw notFound('notification.notFound');
  return toNotification(row);
}

export async function readAllNotifications(ctx: Ctx) {
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(own(ctx), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteAllNotifications(ctx: Ctx) {
  const rows = await ctx.db.delete(notifications).where(own(ctx)).returning({ id: notifications.id });
  return rows.length;
}

type Notice = {
  organizationId: string;
  userId: string;
  title: string;
  text: string;
  labels?: string[];
  subject?: NotificationSubject;
};

/**
 * For other modules: tell users something in the bell menu, in one statement. Open tabs of the
 * users get it on their stream once the transaction `db` is part of commits (decision 114).
 */
export async function notify(db: DbOrTx, ...notices: Notice[]) {
  if (notices.length === 0) return;
  const rows = await db
    .insert(notifications)
    .values(
      notices.map(({ subject, ...n }) => ({
        ...n,
        labels: n.labels ?? [],
        subjectType: subject?.type ?? null,
        subjectId: subject?.id ?? null,
      })),
    )
    .returning({
      id: notifications.id,
      organizationId: notifications.organizationId,
      userId: notifications.userId,
    });
  await announceNotifications(db, rows);
}

/**
 * For other modules: tell many users at once in one `INSERT ... SELECT`, the recipients and their
 * texts chosen by the database. `recipients` selects the columns (organization_id, user_id,
 * title, text, labels) in that order; all of them are about `subject` (null: none). Answers how many were told.
 */
export async function notifyFromSelect(db: DbOrTx, recipients: SQL, subject: NotificationSubject | null) {
  const result = (await db.execute(
    sql`insert into ${notifications} (organization_id, user_id, title, text, labels, subject_type, subject_id)
      select r.*, ${subject?.type ?? null}::text, ${subject?.id ?? null}::uuid from (${recipients}) as r
      returning id, organization_id as "organizationId", user_id as "userId"`,
  )) as unknown as { rows: { id: string; organizationId: string; userId: string }[] };
  await announceNotifications(db, result.rows);
  return result.rows.length;
}
