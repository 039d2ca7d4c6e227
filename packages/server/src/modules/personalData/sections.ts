// What a person's data export holds, section by section (decision 134, schema in
// docs/personal-data-export.schema.json). Small sections are read whole; the long ones (shifts,
// notifications, audit entries) in keyset batches, so three years of shifts are never in memory.
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  auditLog,
  cancellations,
  customers,
  departments,
  files,
  groupMembers,
  groups,
  notes,
  notifications,
  pollChoices,
  polls,
  pollVotes,
  savedFilters,
  sessions,
  shifts,
  suggestions,
  type users,
} from '../../db/schema/index.ts';
import { keyringOf } from '../../lib/dataEncryption.ts';
import { openSensitive } from '../users/service.ts';
import { keyset } from './jsonStream.ts';

export type UserRow = typeof users.$inferSelect;
/** Rows one query of a long section reads at most. */
export const EXPORT_BATCH = 1_000;

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const of = (user: UserRow) => ({ org: user.organizationId, id: user.id });

export function profileOf(ctx: Ctx, user: UserRow, hasAvatar: boolean) {
  const sensitive = openSensitive(keyringOf(ctx.config), user);
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    nationalId: sensitive.nationalId,
    bankAccount: sensitive.bankAccount,
    gender: user.gender,
    street: user.street,
    zip: user.zip,
    city: user.city,
    jobTitle: user.jobTitle,
    company: user.company,
    employmentMode: user.employmentModeValue,
    accountingId: user.accountingId,
    payType: user.payType,
    userGroup: user.userGroup,
    education: user.education,
    meta: user.meta,
    avatar: hasAvatar ? 'avatar' : null,
    createdAt: iso(user.createdAt),
    removedAt: iso(user.deletedAt),
    erasedAt: iso(user.erasedAt),
  };
}

export async function settingsOf(db: DbOrTx, user: UserRow) {
  const { org, id } = of(user);
  const filters = await db
    .select({
      name: savedFilters.name,
      context: savedFilters.context,
      default: savedFilters.isDefault,
      query: savedFilters.query,
    })
    .from(savedFilters)
    .where(and(eq(savedFilters.organizationId, org), eq(savedFilters.userId, id)))
    .orderBy(asc(savedFilters.context), asc(savedFilters.name));
  return {
    locale: user.locale,
    darkMode: user.darkMode,
    notificationSetting: user.notificationSetting,
    twoFactorEnabled: user.tfaEnabled,
    savedFilters: filters,
  };
}

export async function permissionsOf(db: DbOrTx, user: UserRow) {
  const { org, id } = of(user);
  const memberOf = await db
    .select({ name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, and(eq(groups.organizationId, org), eq(groups.id, groupMembers.groupId)))
    .where(and(eq(groupMembers.organizationId, org), eq(groupMembers.userId, id)))
    .orderBy(asc(groups.name));
  return { levels: user.permissions, groups: memberOf.map((g) => g.name) };
}

export const salaryValuesOf = (user: UserRow) => ({ current: user.salaryValue, history: user.salaries });

/**
 * The person's live shifts, or their removed ones, in start order, with their stamps and pay
 * text. Each kind has its own index by worker and start (a condition on `deleted_at` either way:
 * without one, the organisation's shifts in start order would be read to find one worker's).
 */
export function shiftBatches(db: DbOrTx, user: UserRow, removed: boolean) {
  const { org, id } = of(user);
  type Key = { from: string; id: string };
  const read = async (after: Key | null, limit: number) => {
    const rows = await db
      .select({
        _id: shifts.id,
        name: shifts.name,
        description: shifts.description,
        type: shifts.type,
        from: shifts.from,
        to: shifts.to,
        customer: customers.name,
        department: departments.name,
        submitted: shifts.submitted,
        removedAt: shifts.deletedAt,
        stampRequired: shifts.stampRequired,
        stamped: shifts.stamped,
        stampFrom: shifts.stampFrom,
        stampTo: shifts.stampTo,
        stampNotCompleted: shifts.stampNotCompleted,
        stampApproved: shifts.stampApproved,
        stampMessage: shifts.stampMessage,
        salary: shifts.salary,
        createdAt: shifts.createdAt,
      })
      .from(shifts)
      .leftJoin(
        departments,
        and(eq(departments.organizationId, org), eq(departments.id, shifts.departmentId)),
      )
      .leftJoin(customers, and(eq(customers.organizationId, org), eq(customers.id, departments.customerId)))
      .where(
        and(
          eq(shifts.organizationId, org),
          eq(shifts.workerId, id),
          removed ? isNotNull(shifts.deletedAt) : isNull(shifts.deletedAt),
          after
            ? sql`(${shifts.from}, ${shifts.id}) > (${after.from}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(shifts.from), asc(shifts.id))
      .limit(limit);
    return rows.map((row) => ({
      _id: row._id,
      name: row.name,
      description: row.description,
      type: row.type,
      from: row.from.toISOString(),
      to: iso(row.to),
      customer: row.customer,
      department: row.department,
      running: !row.submitted,
      removedAt: iso(row.removedAt),
      stamp: {
        required: row.stampRequired,
        stamped: row.stamped,
        from: iso(row.stampFrom),
        to: iso(row.stampTo),
        notCompleted: row.stampNotCompleted,
        approval: row.stampApproved,
        message: row.stampMessage,
      },
      salary: row.salary,
      createdAt: iso(row.createdAt),
    }));
  };
  return keyset(read, (row): Key => ({ from: row.from, id: row._id }), EXPORT_BATCH);
}

/** A section of one table read by a uuid keyset (rows of one person seldom run to thousands). */
function byId<T extends { _id: string }>(
  read: (after: SQL | undefined, limit: number) => Promise<T[]>,
  column: SQL,
) {
  return keyset(
    (after: string | null, limit) => read(after ? sql`${column} > ${after}` : undefined, limit),
    (row: T) => row._id,
    EXPORT_BATCH,
  );
}

export function shiftRequestBatches(db: DbOrTx, user: UserRow) {
  const { org, id } = of(user);
  return byId(
    (after, limit) =>
      db
        .select({
          _id: suggestions.id,
          name: suggestions.name,
          description: suggestions.description,
          type: suggestions.type,
          from: suggestions.from,
          to: suggestions.to,
          department: departments.name,
          approval: suggestions.approved,
          decisionMessage: suggestions.decisionMessage,
          decidedAt: suggestions.decidedAt,
          createdAt: suggestions.createdAt,
        })
        .from(suggestions)
        .leftJoin(
          departments,
          and(eq(departments.organizationId, org), eq(departments.id, suggestions.departmentId)),
        )
        .where(and(eq(suggestions.organizationId, org), eq(suggestions.workerId, id), after))
        .orderBy(asc(suggestions.id))
        .limit(limit),
    sql`${suggestions.id}`,
  );
}

export function cancellationBatches(db: DbOrTx, user: UserRow) {
  const { org, id } = of(user);
  return byId(
    (after, limit) =>
      db
        .select({
          _id: cancellations.id,
          shiftId: cancellations.shiftId,
          reason: cancellations.reason,
          message: cancellations.message,
          state: cancellations.state,
          decisionMessage: cancellations.decisionMessage,
          decidedAt: cancellations.decidedAt,
          createdAt: cancellations.createdAt,
        })
        .from(cancellations)
        .where(and(eq(cancellations.organizationId, org), eq(cancellations.workerId, id), after))
        .orderBy(asc(cancellations.id))
        .limit(limit),
    sql`${cancellations.id}`,
  );
}

export type OwnFile = {
  _id: string;
  parentId: string | null;
  kind: 'file' | 'directory';
  filename: string;
  mimeType: string | null;
  size: number;
  storageKey: string | null;
  sharedWithAll: boolean;
  public: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** The person's own files and directories (bounded by their quota: read whole). */
export function ownFiles(db: DbOrTx, user: UserRow): Promise<OwnFile[]> {
  const { org, id } = of(user);
  return db
    .select({
      _id: files.id,
      parentId: files.parentId,
      kind: files.kind,
      filename: files.filename,
      mimeType: files.mimeType,
      size: files.size,
      storageKey: files.storageKey,
      sharedWithAll: files.isSharedWithAll,
      public: files.isPublic,
      createdAt: files.createdAt,
      updatedAt: files.updatedAt,
    })
    .from(files)
    .where(and(eq(files.organizationId, org), eq(files.ownerId, id)))
    .orderBy(asc(files.id));
}

/** Where a file's content lies in the ZIP: its id keeps two files of one name apart. */
export const zipPathOf = (file: Pick<OwnFile, '_id' | 'filename'>) => `files/${file._id}/${file.filename}`;

/** A file's place in the person's tree ("Kansio/Alikansio/nimi.pdf"), from its parents. */
export function fileEntries(list: OwnFile[]) {
  const byId = new Map(list.map((f) => [f._id, f]));
  const pathOf = (file: OwnFile): string => {
    const names = [file.filename];
    let parent = file.parentId ? byId.get(file.parentId) : undefined;
    for (let depth = 0; parent && depth < 100; depth++) {
      names.unshift(parent.filename);
      parent = parent.parentId ? byId.get(parent.parentId) : undefined;
    }
    return names.join('/');
  };
  return list.map((f) => ({
    _id: f._id,
    kind: f.kind,
    path: pathOf(f),
    mimeType: f.mimeType,
    size: f.size,
    sharedWithAll: f.sharedWithAll,
    public: f.public,
    inZip: f.kind === 'file' ? zipPathOf(f) : null,
    createdAt: iso(f.createdAt),
    updatedAt: iso(f.updatedAt),
  }));
}

export async function pollAnswersOf(db: DbOrTx, user: UserRow) {
  const { org, id } = of(user);
  const votes = await db
    .select({
      pollId: polls.id,
      poll: polls.title,
      choice: pollChoices.text,
      votedAt: pollVotes.votedAt,
    })
    .from(pollVotes)
    .innerJoin(polls, and(eq(polls.organizationId, org), eq(polls.id, pollVotes.pollId)))
    .innerJoin(pollChoices, and(eq(pollChoices.organizationId, org), eq(pollChoices.id, pollVotes.choiceId)))
    .where(and(eq(pollVotes.organizationId, org), eq(pollVotes.userId, id)))
    .orderBy(asc(pollVotes.votedAt));
  const added = await db
    .select({
      pollId: pollChoices.pollId,
      poll: polls.title,
      choice: pollChoices.text,
      addedAt: pollChoices.createdAt,
    })
    .from(pollChoices)
    .innerJoin(polls, and(eq(polls.organizationId, org), eq(polls.id, pollChoices.pollId)))
    .where(and(eq(pollChoices.organizationId, org), eq(pollChoices.addedBy, id)))
    .orderBy(asc(pollChoices.createdAt));
  return {
    votes: votes.map((v) => ({ ...v, votedAt: iso(v.votedAt) })),
    choicesAdded: added.map((c) => ({ ...c, addedAt: iso(c.addedAt) })),
  };
}

/** Notes about the person in the groups given (the reader's: the worker sees the general ones). */
export async function notesOf(db: DbOrTx, user: UserRow, groupsRead: readonly string[]) {
  const { org, id } = of(user);
  const rows = await db
    .select({
      _id: notes.id,
      body: notes.body,
      group: notes.userGroup,
      createdAt: notes.createdAt,
      updatedAt: notes.updatedAt,
    })
    .from(notes)
    .where(
      and(
        eq(notes.organizationId, org),
        eq(notes.targetType, 'user'),
        eq(notes.targetId, id),
        inArray(notes.userGroup, [...groupsRead]),
      ),
    )
    .orderBy(asc(notes.createdAt));
  return rows.map((n) => ({ ...n, createdAt: iso(n.createdAt), updatedAt: iso(n.updatedAt) }));
}

export function notificationBatches(db: DbOrTx, user: UserRow) {
  const { org, id } = of(user);
  return byId(
    async (after, limit) =>
      (
        await db
          .select({
            _id: notifications.id,
            title: notifications.title,
            text: notifications.text,
            labels: notifications.labels,
            createdAt: notifications.createdAt,
          })
          .from(notifications)
          .where(and(eq(notifications.organizationId, org), eq(notifications.userId, id), after))
          .orderBy(asc(notifications.id))
          .limit(limit)
      ).map((n) => ({ ...n, createdAt: iso(n.createdAt) })),
    sql`${notifications.id}`,
  );
}

/** The person's sessions: when made, last seen and ending (never the secret's hash). */
export async function sessionsOf(db: DbOrTx, user: UserRow) {
  const rows = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      takenOverByAdmin: isNotNull(sessions.takenOverBy),
    })
    .from(sessions)
    .where(and(eq(sessions.organizationId, user.organizationId), eq(sessions.userId, user.id)))
    .orderBy(asc(sessions.createdAt));
  return rows.map((s) => ({
    ...s,
    createdAt: iso(s.createdAt),
    lastSeenAt: iso(s.lastSeenAt),
    expiresAt: iso(s.expiresAt),
  }));
}

/** Audit entries about the person (they are the target) or by them (they acted). */
export function auditBatches(db: DbOrTx, user: UserRow) {
  const { org, id } = of(user);
  return keyset(
    async (after: number | null, limit) =>
      db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          byThem: sql<boolean>`${auditLog.actorUserId} is not distinct from ${id}::uuid`,
          data: auditLog.data,
          ip: auditLog.ip,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.organizationId, org),
            or(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, id)), eq(auditLog.actorUserId, id)),
            after === null ? undefined : gt(auditLog.id, after),
          ),
        )
        .orderBy(asc(auditLog.id))
        .limit(limit),
    (row) => row.id,
    EXPORT_BATCH,
  );
}
