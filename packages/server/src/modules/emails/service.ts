// Mass email (spec §7 Email, decision 113): a send writes its mass_emails row and one queued
// outbox row per recipient in one INSERT ... SELECT and answers at once; queue.ts delivers them.
// Recipients are live users of the caller's organisation named directly or through a group.

import {
  MASS_EMAIL_STATUSES,
  type MassEmailDetail,
  type MassEmailInput,
  type MassEmailStatus,
  type MassEmailSummary,
} from '@tuura/domain/schemas/massEmail';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { actingUserIdOf, type Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { emailOutbox, massEmails } from '../../db/schema/index.ts';
import { userFullName } from '../../db/userFullName.ts';
import { fail, notFound } from '../../errors.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { groupMembers, groups } from '../groups/readModel.ts';
import { users } from '../users/readModel.ts';

/** Mass sends the delivery report lists, newest first. */
const REPORT_LIST_MAX = 100;

type Input = Required<Pick<MassEmailInput, 'title' | 'message' | 'users' | 'groups'>>;

/** Every id must name a live row of the organisation; otherwise 404 naming the field. */
async function checkIds(
  ctx: Ctx,
  db: DbOrTx,
  ids: string[],
  table: typeof users | typeof groups,
  field: 'users' | 'groups',
) {
  if (ids.length === 0) return;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(inOrganization(ctx, table, inArray(table.id, ids)));
  if ((row?.n ?? 0) !== ids.length)
    throw fail(field === 'users' ? 'user.notFound' : 'group.notFound', {
      fields: { [field]: { key: 'invalid', params: { field } } },
    });
}

/** Queues one message per recipient; nothing is sent here (the queue job sends). */
export async function queueMassEmail(ctx: Ctx, input: Input) {
  const userIds = [...new Set(input.users)];
  const groupIds = [...new Set(input.groups)];
  const organizationId = organizationOf(ctx);
  return ctx.db.transaction(async (tx) => {
    await checkIds(ctx, tx, userIds, users, 'users');
    await checkIds(ctx, tx, groupIds, groups, 'groups');
    const [created] = await tx
      .insert(massEmails)
      .values({
        organizationId,
        title: input.title,
        message: input.message,
        createdBy: actingUserIdOf(ctx),
        createdAt: ctx.now,
      })
      .returning({ id: massEmails.id });
    const id = created?.id ?? '';
    // The text stays in mass_emails (up to 2 MB): each outbox row points at it instead of
    // copying it 5,000 times. One statement writes every recipient's row.
    const inGroups = sql`exists (select 1 from ${groupMembers} gm where gm.organization_id = ${users.organizationId}
        and gm.user_id = ${users.id} and gm.group_id = any(${sql.param(groupIds)}::uuid[]))`;
    const result = (await tx.execute(sql`
      insert into ${emailOutbox} (organization_id, "to", subject, text, status, next_attempt_at, mass_email_id, user_id)
      select ${users.organizationId}, ${users.email}, ${input.title}, '', 'queued', ${ctx.now.toISOString()}::timestamptz, ${id}::uuid, ${users.id}
      from ${users}
      where ${inOrganization(ctx, users, sql`(${users.id} = any(${sql.param(userIds)}::uuid[]) or ${inGroups})`)}`)) as {
      rowCount?: number | null;
    };
    const recipientCount = result.rowCount ?? 0;
    await tx
      .update(massEmails)
      .set({ recipientCount })
      .where(inOrganization(ctx, massEmails, eq(massEmails.id, id)));
    return { _id: id, recipientCount };
  });
}

const zeroCounts = () =>
  Object.fromEntries(MASS_EMAIL_STATUSES.map((s) => [s, 0])) as Record<MassEmailStatus, number>;

const creatorName = sql<string>`coalesce((select ${userFullName} from ${users}
  where ${users.organizationId} = ${massEmails.organizationId} and ${users.id} = ${massEmails.createdBy}), '')`;

/** Delivery counts per state of the given sends, in one grouped read of the outbox. */
async function countsOf(ctx: Ctx, ids: string[]) {
  const byId = new Map(ids.map((id) => [id, zeroCounts()]));
  if (ids.length === 0) return byId;
  const rows = await ctx.db
    .select({ id: emailOutbox.massEmailId, status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.organizationId, organizationOf(ctx)),
        isNotNull(emailOutbox.massEmailId),
        inArray(emailOutbox.massEmailId, ids),
      ),
    )
    .groupBy(emailOutbox.massEmailId, emailOutbox.status);
  for (const row of rows) {
    const counts = row.id ? byId.get(row.id) : undefined;
    if (counts) counts[row.status] = row.n;
  }
  return byId;
}

const summaryColumns = {
  _id: massEmails.id,
  title: massEmails.title,
  createdAt: massEmails.createdAt,
  createdBy: creatorName,
  recipientCount: massEmails.recipientCount,
};

export async function listMassEmails(ctx: Ctx): Promise<MassEmailSummary[]> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(massEmails)
    .where(inOrganization(ctx, massEmails))
    .orderBy(desc(massEmails.createdAt), desc(massEmails.id))
    .limit(REPORT_LIST_MAX);
  const counts = await countsOf(
    ctx,
    rows.map((r) => r._id),
  );
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    counts: counts.get(r._id) ?? zeroCounts(),
  }));
}

export async function getMassEmail(ctx: Ctx, id: string): Promise<MassEmailDetail> {
  const [row] = await ctx.db
    .select({ ...summaryColumns, message: massEmails.message })
    .from(massEmails)
    .where(inOrganization(ctx, massEmails, eq(massEmails.id, id)));
  if (!row) throw notFound();
  const recipients = await ctx.db
    .select({
      userId: emailOutbox.userId,
      name: sql<string>`coalesce(${userFullName}, '')`,
      to: emailOutbox.to,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      error: emailOutbox.error,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .leftJoin(
      users,
      and(eq(users.organizationId, emailOutbox.organizationId), eq(users.id, emailOutbox.userId)),
    )
    .where(and(eq(emailOutbox.organizationId, organizationOf(ctx)), eq(emailOutbox.massEmailId, id)))
    .orderBy(asc(emailOutbox.to));
  const counts = await countsOf(ctx, [id]);
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    counts: counts.get(id) ?? zeroCounts(),
    recipients: recipients.map((r) => ({ ...r, sentAt: r.sentAt?.toISOString() ?? null })),
  };
}
