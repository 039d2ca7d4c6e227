// The audit log as an admin reads it (decision 136): the organisation's entries newest first,
// filtered by person, object, action and time, a page at a time by the keyset (created_at, id)
// along the indexes of migration 0025 — never OFFSET, so the thousandth page costs what the first
// does — and the same as a CSV or XLSX file, read in keyset batches as it streams.
import type { AuditEntry, AuditPage, auditExportQuery, auditListQuery } from '@tuura/domain/api/audit';
import { AUDIT } from '@tuura/domain/limits';
import { decodeAuditCursor, encodeAuditCursor, maskSecrets } from '@tuura/domain/rules/audit';
import { desc, eq, getTableColumns, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { auditLog } from '../../db/schema/index.ts';
import { inOrganizationWithRemoved } from '../../lib/scope.ts';
import { tokenNames } from '../apiTokens/service.ts';
import { guestUsers } from '../guestUsers/readModel.ts';
import { shiftFieldsOf } from '../shifts/service.ts';
import { users } from '../users/readModel.ts';

type ListQuery = z.output<typeof auditListQuery>;
export type AuditFilter = Omit<z.output<typeof auditExportQuery>, 'format'>;

/** Microseconds kept: a JavaScript Date's milliseconds would let a keyset skip or repeat rows. */
const atText = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function filterOf(ctx: Ctx, filter: AuditFilter, after?: { at: string; id: number }) {
  return inOrganizationWithRemoved(
    ctx,
    auditLog,
    filter.actor ? eq(auditLog.actorUserId, filter.actor) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lt(auditLog.createdAt, new Date(filter.to)) : undefined,
    after
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::bigint)`
      : undefined,
  );
}

type Row = Omit<typeof auditLog.$inferSelect, 'createdAt'> & { at: string };

async function pageRows(ctx: Ctx, filter: AuditFilter, limit: number, after?: { at: string; id: number }) {
  const { createdAt: _, ...columns } = getTableColumns(auditLog);
  return (await ctx.db
    .select({ ...columns, at: atText })
    .from(auditLog)
    .where(filterOf(ctx, filter, after) as SQL)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)) as Row[];
}

/** Names of the people, guest users and tokens the rows mention, by id. */
async function namesIn(ctx: Ctx, rows: readonly Row[]) {
  const ids = { user: new Set<string>(), guest: new Set<string>(), token: new Set<string>() };
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  for (const row of rows) {
    if (row.actorUserId) ids.user.add(row.actorUserId);
    if (row.actorGuestUserId) ids.guest.add(row.actorGuestUserId);
    if (row.actorTokenId) ids.token.add(row.actorTokenId);
    if (row.targetId && uuid.test(row.targetId)) {
      if (row.targetType === 'user') ids.user.add(row.targetId);
      if (row.targetType === 'guestUser') ids.guest.add(row.targetId);
      if (row.targetType === 'apiToken') ids.token.add(row.targetId);
    }
  }
  const names = new Map<string, string>();
  if (ids.user.size > 0) {
    const found = await ctx.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inOrganizationWithRemoved(ctx, users, inArray(users.id, [...ids.user])));
    for (const u of found) names.set(u.id, `${u.firstName} ${u.lastName}`.trim());
  }
  if (ids.guest.size > 0) {
    const found = await ctx.db
      .select({ id: guestUsers.id, name: guestUsers.name })
      .from(guestUsers)
      .where(inOrganizationWithRemoved(ctx, guestUsers, inArray(guestUsers.id, [...ids.guest])));
    for (const g of found) names.set(g.id, g.name);
  }
  if (ids.token.size > 0) {
    for (const t of await tokenNames(ctx, [...ids.token])) names.set(t.id, t.name);
  }
  return names;
}

function actorOf(row: Row, names: Map<string, string>): AuditEntry['actor'] {
  const named = (kind: 'user' | 'guest' | 'token', id: string) => ({ kind, id, name: names.get(id) ?? null });
  if (row.actorTokenId) return named('token', row.actorTokenId);
  if (row.actorUserId) return named('user', row.actorUserId);
  if (row.actorGuestUserId) return named('guest', row.actorGuestUserId);
  if (row.actorJob) return { kind: 'job', id: row.actorJob, name: row.actorJob };
  return { kind: 'system', id: null, name: null };
}

function changesOf(row: Row): AuditEntry['changes'] {
  const shift = row.targetType === 'shift';
  // Masked again on the way out: entries written before masking existed stay safe too.
  const before = maskSecrets((shift ? shiftFieldsOf(row.before ?? null) : row.before) ?? {});
  const after = maskSecrets((shift ? shiftFieldsOf(row.after ?? null) : row.after) ?? {});
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

function toEntry(row: Row, names: Map<string, string>): AuditEntry {
  const { job: _job, ...details } = row.data ?? {};
  return {
    _id: String(row.id),
    at: row.at,
    action: row.action,
    actor: actorOf(row, names),
    target: row.targetType
      ? {
          type: row.targetType,
          id: row.targetId,
          name: row.targetId ? (names.get(row.targetId) ?? null) : null,
        }
      : null,
    changes: changesOf(row),
    details: maskSecrets(details),
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

/** One page of entries, newest first, and the cursor of the next. */
export async function auditPage(ctx: Ctx, query: ListQuery): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT.defaultPageSize;
  const after = query.cursor ? (decodeAuditCursor(query.cursor) ?? undefined) : undefined;
  const rows = await pageRows(ctx, query, limit + 1, after);
  const shown = rows.slice(0, limit);
  const names = await namesIn(ctx, shown);
  const last = shown[shown.length - 1];
  return {
    entries: shown.map((row) => toEntry(row, names)),
    nextCursor: rows.length > limit && last ? encodeAuditCursor({ at: last.at, id: last.id }) : null,
  };
}

const BATCH = 1000;

/** Every matching entry (up to AUDIT.exportMaxRows) in batches, newest first; `more` at the end. */
export async function* auditBatches(ctx: Ctx, filter: AuditFilter) {
  let after: { at: string; id: number } | undefined;
  let written = 0;
  for (;;) {
    const size = Math.min(BATCH, AUDIT.exportMaxRows - written);
    const rows = await pageRows(ctx, filter, size + 1, after);
    const batch = rows.slice(0, size);
    const names = await namesIn(ctx, batch);
    yield { entries: batch.map((row) => toEntry(row, names)), more: false };
    written += batch.length;
    const last = batch[batch.length - 1];
    if (rows.length <= size || !last) return;
    if (written >= AUDIT.exportMaxRows) {
      yield { entries: [], more: true };
      return;
    }
    after = { at: last.at, id: last.id };
  }
}
