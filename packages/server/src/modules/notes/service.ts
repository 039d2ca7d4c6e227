// Admins' notes on a user, a department or a group (spec §3, §7 Notes; docs/decisions/112).
// The target must be a live row of the caller's organisation before a note is written; a note of
// a group the caller may not read (HR) is the same 404 as a missing one.
import type { NoteTarget, UserGroup } from '@tuura/domain/enums';
import type { Note, NoteInput } from '@tuura/domain/schemas/note';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { actingUserIdOf, type Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notes } from '../../db/schema/index.ts';
import { userFullName } from '../../db/userFullName.ts';
import { notFound } from '../../errors.ts';
import { inOrganization, organizationOf, requireIds, type TenantTable } from '../../lib/scope.ts';
import { departments } from '../customers/readModel.ts';
import { groups } from '../groups/readModel.ts';
import { users } from '../users/readModel.ts';
import { readableGroups } from './access.ts';

const TARGET_TABLES: Record<NoteTarget, TenantTable> = {
  user: users,
  department: departments,
  group: groups,
};

const columns = {
  _id: notes.id,
  body: notes.body,
  targetType: notes.targetType,
  target: notes.targetId,
  group: notes.userGroup,
  createdBy: notes.createdBy,
  createdByName: userFullName,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};

/** Notes with their author's name, of the groups the caller may read. */
function selectNotes(ctx: Ctx, db: DbOrTx, ...more: (SQL | undefined)[]) {
  return db
    .select(columns)
    .from(notes)
    .leftJoin(users, and(eq(users.organizationId, notes.organizationId), eq(users.id, notes.createdBy)))
    .where(inOrganization(ctx, notes, inArray(notes.userGroup, readableGroups(ctx)), ...more))
    .orderBy(desc(notes.createdAt), desc(notes.id));
}

const toNote = (row: Awaited<ReturnType<typeof selectNotes>>[number]): Note => ({
  ...row,
  group: row.group as UserGroup,
  // Null when the author's row is gone (the reference is set null).
  createdByName: row.createdByName ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function getNoteIn(ctx: Ctx, db: DbOrTx, id: string): Promise<Note> {
  const [row] = await selectNotes(ctx, db, eq(notes.id, id));
  if (!row) throw notFound('note.notFound');
  return toNote(row);
}

export const getNote = (ctx: Ctx, id: string) => getNoteIn(ctx, ctx.db, id);

export async function listNotes(ctx: Ctx, query: { target: string; group?: UserGroup | undefined }) {
  const rows = await selectNotes(
    ctx,
    ctx.db,
    eq(notes.targetId, query.target),
    query.group ? eq(notes.userGroup, query.group) : undefined,
  );
  return rows.map(toNote);
}

export async function createNote(ctx: Ctx, input: NoteInput) {
  return ctx.db.transaction(async (tx) => {
    const table = TARGET_TABLES[input.targetType];
    await requireIds(tx, table, inOrganization(ctx, table), [input.target], 'note.targetNotFound');
    const [row] = await tx
      .insert(notes)
      .values({
        organizationId: organizationOf(ctx),
        body: input.body,
        targetType: input.targetType,
        targetId: input.target,
        userGroup: input.group,
        createdBy: actingUserIdOf(ctx),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: notes.id });
    return getNoteIn(ctx, tx, row?.id ?? '');
  });
}

export async function updateNote(ctx: Ctx, id: string, input: { body?: string; group?: UserGroup }) {
  return ctx.db.transaction(async (tx) => {
    await getNoteIn(ctx, tx, id);
    await tx
      .update(notes)
      .set({
        ...(input.body !== undefined && { body: input.body }),
        ...(input.group !== undefined && { userGroup: input.group }),
        updatedAt: ctx.now,
      })
      .where(inOrganization(ctx, notes, eq(notes.id, id)));
    return getNoteIn(ctx, tx, id);
  });
}

export async function removeNote(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => {
    const note = await getNoteIn(ctx, tx, id);
    await tx.delete(notes).where(inOrganization(ctx, notes, eq(notes.id, id)));
    return note;
  });
}
