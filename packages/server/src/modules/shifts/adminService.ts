// The organisation's shifts as an admin sees them (spec §7 Shifts (admin)); every query is scoped
// to the admin's organisation with `inOrganization` (docs/decisions/006).

import type { FieldMessages } from '@tuura/domain';
import type { AdminShiftListQuery, adminShiftCountQuery } from '@tuura/domain/api/adminShifts';
import { type ApprovalState, BillingStatus } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import { hasEdit } from '@tuura/domain/permissions';
import type { AdminShift, ShiftInput, ShiftUpdate } from '@tuura/domain/schemas/shift';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { actingUserIdOf, type Ctx, permissionsOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { shiftStampCounts, shifts, stampWaitsForApproval } from '../../db/schema/index.ts';
import { attributeShiftChanges, shiftTransaction } from '../../db/shiftTransaction.ts';
import { fail, invalid, notFound, underField } from '../../errors.ts';
import { announceBadges } from '../../lib/events/announce.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { notify } from '../notifications/service.ts';
import { users } from '../users/readModel.ts';
import { selectAdminShiftPage, selectAdminShiftsWhere } from './adminQueries.ts';
import { placeOf } from './service.ts';
import { stampNotice } from './stampNotices.ts';

type CountQuery = z.output<typeof adminShiftCountQuery>;

/** The count's query, unawaited: the index test reads its plan. */
export const countShiftsQuery = (ctx: Pick<Ctx, 'db' | 'actor'>, q: CountQuery) =>
  ctx.db
    .select({ n: count() })
    .from(shifts)
    .where(inOrganization(ctx, shifts, q['require-approval'] ? stampWaitsForApproval(shifts) : undefined));

/**
 * How many live shifts of the organisation match; `require-approval` keeps the waiting stamps,
 * which the database keeps counted (shift_stamp_counts) for the badge every admin polls.
 */
export async function countShifts(ctx: Ctx, q: CountQuery) {
  if (q['require-approval']) {
    const [counted] = await ctx.db
      .select({ n: shiftStampCounts.waiting })
      .from(shiftStampCounts)
      .where(eq(shiftStampCounts.organizationId, organizationOf(ctx)));
    return counted?.n ?? 0;
  }
  const [row] = await countShiftsQuery(ctx, q);
  return row?.n ?? 0;
}

export const listAdminShifts = (ctx: Ctx, q: AdminShiftListQuery) =>
  selectAdminShiftPage(ctx, q, q.limit ?? REQUEST.defaultPageSize);

export async function getAdminShift(ctx: Pick<Ctx, 'actor' | 'db'>, id: string, db: DbOrTx = ctx.db) {
  const [shift] = await selectAdminShiftsWhere(db, inOrganization(ctx, shifts, eq(shifts.id, id)));
  if (!shift) throw notFound('shift.notFound');
  return shift;
}

type Decision = typeof ApprovalState.approved | typeof ApprovalState.rejected;

/**
 * Approves or rejects stamps, all or none: every id must be a live shift of the organisation
 * (else 404) whose required stamp the worker has given (else 409), before anything changes. Each
 * worker whose stamp's state changed is told in the bell menu, in their language.
 */
export async function decideStamps(ctx: Ctx, ids: readonly string[], decision: Decision) {
  const unique = [...new Set(ids)];
  return shiftTransaction(ctx, async (tx) => {
    const found = await tx
      .select({
        id: shifts.id,
        name: shifts.name,
        from: shifts.from,
        workerId: shifts.workerId,
        stamped: shifts.stamped,
        required: shifts.stampRequired,
        approved: shifts.stampApproved,
        locale: users.locale,
      })
      .from(shifts)
      .leftJoin(users, and(eq(users.organizationId, shifts.organizationId), eq(users.id, shifts.workerId)))
      .where(inOrganization(ctx, shifts, inArray(shifts.id, unique)))
      .for('update', { of: shifts });
    if (found.length !== unique.length) throw notFound('shift.notFound');
    if (found.some((s) => !s.required || !s.stamped)) throw fail('stamp.notStamped');
    await tx
      .update(shifts)
      .set({ stampApproved: decision, updatedAt: ctx.now })
      .where(inOrganization(ctx, shifts, inArray(shifts.id, unique)));
    // Told once: deciding again what was already decided changes nothing the worker sees.
    await notify(
      tx,
      ...found
        .filter((shift) => shift.workerId && shift.approved !== decision)
        .map((shift) => ({
          organizationId: organizationOf(ctx),
          userId: shift.workerId as string,
          ...stampNotice(shift.locale ?? 'fi', decision, shift),
          subject: { type: 'shift' as const, id: shift.id },
        })),
    );
    await announceBadges(ctx, 'stamps');
    return selectAdminShiftsWhere(tx, inOrganization(ctx, shifts, inArray(shifts.id, unique)));
  });
}

/** One stamp's decision: `decideStamps` for a single id, answering its shift. */
export async function decideStamp(ctx: Ctx, id: string, decision: Decision) {
  const [shift] = await decideStamps(ctx, [id], decision);
  if (!shift) throw notFound('shift.notFound');
  return shift;
}

/** The worker must be a live user of the organisation: whether the id names one. */
async function isWorker(ctx: Ctx, db: DbOrTx, workerId: string) {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(inOrganization(ctx, users, eq(users.id, workerId)));
  return found !== undefined;
}

type Planned = Omit<ShiftInput, 'stamp'> & { stamp: { required: boolean } };

/**
 * The row of a planned shift, its place and worker checked. A change checks only what it touches
 * (`check`): a shift's own place and worker were checked when they were set.
 */
async function plannedRow(ctx: Ctx, db: DbOrTx, input: Planned, check = { place: true, worker: true }) {
  const { department: departmentId, fields } = check.place
    ? await placeOf(ctx, db, input)
    : { department: input.department, fields: {} as FieldMessages };
  if (check.worker && input.worker && !(await isWorker(ctx, db, input.worker)))
    fields.worker = { key: 'invalid', params: { field: 'worker' } };
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return {
    workerId: input.worker,
    departmentId,
    templateId: input.template,
    name: input.name,
    description: input.description,
    type: input.type,
    from: new Date(input.from),
    to: new Date(input.to),
    stampRequired: input.stamp.required,
    billingStatus: input.billingStatus,
    education: input.education,
    employer: input.employer,
    salary: input.salary,
    billing: input.billing,
    tentativeWorker: input.tentativeWorker,
    meta: input.meta,
  };
}

export async function createAdminShift(ctx: Ctx, input: ShiftInput) {
  const [shift] = await createAdminShifts(ctx, [input]);
  if (!shift) throw notFound('shift.notFound');
  return shift;
}

/**
 * Plans shifts in one transaction and one insert: all or none. A refused item's field messages
 * are under `shifts.<index>` when there are several (as the body nests them).
 */
export async function createAdminShifts(ctx: Ctx, inputs: readonly ShiftInput[], itemPrefix?: string) {
  return shiftTransaction(ctx, (tx) => insertAdminShifts(ctx, tx, inputs, itemPrefix));
}

/**
 * `createAdminShifts` within the caller's transaction `tx` (attributed by it): one insert, the
 * refused item's messages under `<itemPrefix>.<index>`; answers the new shifts' ids in order.
 */
export async function insertAdminShiftRows(
  ctx: Ctx,
  tx: DbOrTx,
  inputs: readonly ShiftInput[],
  itemPrefix?: string,
  extra: Partial<typeof shifts.$inferInsert> = {},
) {
  const rows = [];
  for (const [index, input] of inputs.entries()) {
    const billed = billingStatusChange(ctx, BillingStatus.notBilled, input.billingStatus);
    const row = async () => ({ ...(await plannedRow(ctx, tx, input)), ...billed });
    rows.push(await (itemPrefix ? underField(`${itemPrefix}.${index}`, row) : row()));
  }
  const created = await tx
    .insert(shifts)
    .values(rows.map((row) => ({ ...row, ...extra, organizationId: organizationOf(ctx) })))
    .returning({ id: shifts.id });
  return created.map((c) => c.id);
}

async function insertAdminShifts(ctx: Ctx, tx: DbOrTx, inputs: readonly ShiftInput[], itemPrefix?: string) {
  const created = await insertAdminShiftRows(ctx, tx, inputs, itemPrefix);
  return selectAdminShiftsWhere(tx, inOrganization(ctx, shifts, inArray(shifts.id, created)));
}

/** Whether a change touches the shift's place: its department, template, or the name a template locks. */
const touchesPlace = (input: ShiftUpdate) =>
  input.department !== undefined || input.template !== undefined || input.name !== undefined;

/**
 * One shift's changes merged and checked: the row to write (a running shift keeps its open end).
 * `workerChecked`: a mass change checks its worker once for all its shifts.
 */
async function changedRow(
  ctx: Ctx,
  db: DbOrTx,
  current: AdminShift,
  input: ShiftUpdate,
  workerChecked = false,
) {
  const merged = {
    ...current,
    ...input,
    stamp: { required: input.stamp?.required ?? current.stamp.required },
  };
  const to = merged.to;
  if (to !== null && Date.parse(to) <= Date.parse(merged.from))
    throw invalid({ to: { key: 'after', params: { field: 'to' } } });
  const billed = billingStatusChange(ctx, current.billingStatus, input.billingStatus);
  const row = await plannedRow(
    ctx,
    db,
    { ...merged, to: to ?? merged.from },
    { place: touchesPlace(input), worker: !workerChecked && input.worker !== undefined },
  );
  return { ...row, ...billed, to: to === null ? null : row.to, updatedAt: ctx.now };
}

/**
 * The billing status is the billing area's (decision 117): moving it from the shift editor needs
 * billing `all`, and records who and when as the bills page does.
 */
function billingStatusChange(ctx: Ctx, from: number, to: number | undefined) {
  if (to === undefined || to === from) return {};
  if (!hasEdit(permissionsOf(ctx), 'billing')) throw fail('auth.notAuthorized');
  return { billingChangedBy: actingUserIdOf(ctx), billingChangedAt: ctx.now };
}

/** Changes what is given; the rest stays. */
export async function updateAdminShift(ctx: Ctx, id: string, input: ShiftUpdate) {
  return shiftTransaction(ctx, (tx) => changeAdminShift(ctx, tx, id, input));
}

/** `updateAdminShift` within the caller's transaction `tx` (attributed by it). */
/**
 * Locks the shifts' rows before they are read for a change: the change is written from what was
 * read, so without the lock a worker's write in between (an undone reservation, decision 140)
 * would be overwritten with the old worker.
 */
async function lockShifts(ctx: Ctx, tx: DbOrTx, ids: readonly string[]) {
  await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(inOrganization(ctx, shifts, inArray(shifts.id, [...ids])))
    .orderBy(shifts.id)
    .for('update');
}

export async function changeAdminShift(ctx: Ctx, tx: DbOrTx, id: string, input: ShiftUpdate) {
  await lockShifts(ctx, tx, [id]);
  const row = await changedRow(ctx, tx, await getAdminShift(ctx, id, tx), input);
  await tx
    .update(shifts)
    .set(row)
    .where(inOrganization(ctx, shifts, eq(shifts.id, id)));
  return getAdminShift(ctx, id, tx);
}

/** The live shifts of the organisation with these ids, or 404 when any is missing or another's. */
async function requireAdminShifts(ctx: Ctx, db: DbOrTx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const current = await selectAdminShiftsWhere(db, inOrganization(ctx, shifts, inArray(shifts.id, unique)));
  if (current.length !== unique.length) throw notFound('shift.notFound');
  return { current, unique };
}

/**
 * The same changes to many shifts, all or none: every id must be a live shift of the organisation
 * (else 404), and each shift must stay valid with them (an end after its start; else the field
 * message under `data`).
 */
export async function updateAdminShifts(ctx: Ctx, ids: readonly string[], input: ShiftUpdate) {
  return shiftTransaction(ctx, async (tx) => {
    await lockShifts(ctx, tx, ids);
    const { current, unique } = await requireAdminShifts(ctx, tx, ids);
    if (input.worker && !(await isWorker(ctx, tx, input.worker)))
      throw invalid({ 'data.worker': { key: 'invalid', params: { field: 'worker' } } });
    for (const shift of current) {
      const row = await underField('data', () => changedRow(ctx, tx, shift, input, true));
      await tx
        .update(shifts)
        .set(row)
        .where(inOrganization(ctx, shifts, eq(shifts.id, shift._id)));
    }
    return selectAdminShiftsWhere(tx, inOrganization(ctx, shifts, inArray(shifts.id, unique)));
  });
}

/** Removes shifts (soft), all or none, answering them as they were. */
export async function removeAdminShifts(ctx: Ctx, ids: readonly string[]) {
  return shiftTransaction(ctx, async (tx) => {
    const { current, unique } = await requireAdminShifts(ctx, tx, ids);
    await tx
      .update(shifts)
      .set({ deletedAt: ctx.now, updatedAt: ctx.now })
      .where(inOrganization(ctx, shifts, inArray(shifts.id, unique)));
    return current;
  });
}

export async function removeAdminShift(ctx: Ctx, id: string) {
  const [shift] = await removeAdminShifts(ctx, [id]);
  if (!shift) throw notFound('shift.notFound');
  return shift;
}

/** A shift made from a template (the templates module computes its times and fields). */
export type TemplateShift = {
  templateId: string;
  departmentId: string;
  from: Date;
  to: Date;
  name: string;
  description: string;
  education: AdminShift['education'];
  employer: string | null;
  billing: string;
  salary: string;
  meta: string;
  /** The worker stamps the shift (spec §4); the one choice the caller adds to a template's fields. */
  stampRequired: boolean;
};

/**
 * Plans shifts made from templates in one insert within the caller's transaction `db`: open, or
 * all for `workerId`, which must be a live user of the organisation (else `worker`'s message).
 * The templates and their departments were checked by the caller in the same transaction.
 */
export async function createShiftsFromTemplates(
  ctx: Ctx,
  db: DbOrTx,
  planned: readonly TemplateShift[],
  workerId: string | null,
) {
  if (workerId && !(await isWorker(ctx, db, workerId)))
    throw invalid({ worker: { key: 'invalid', params: { field: 'worker' } } });
  if (planned.length === 0) return [];
  // The history the insert leaves names the admin (decision 096), as the shifts' own changes do.
  await attributeShiftChanges(ctx, db);
  const created = await db
    .insert(shifts)
    .values(planned.map((p) => ({ ...p, workerId, organizationId: organizationOf(ctx) })))
    .returning({ id: shifts.id });
  return selectAdminShiftsWhere(
    db,
    inOrganization(
      ctx,
      shifts,
      inArray(
        shifts.id,
        created.map((c) => c.id),
      ),
    ),
  );
}

/** A shift an approved shift request makes (the suggestions module decides; this one writes). */
export type SuggestedShift = {
  id: string;
  workerId: string;
  departmentId: string | null;
  name: string;
  description: string;
  type: AdminShift['type'];
  from: Date;
  to: Date;
};

/**
 * Plans the shifts of approved requests in one insert within the caller's transaction `db`, with
 * the ids the caller chose (so it can tie each request to its shift). The history names the admin.
 */
export async function createShiftsFromSuggestions(ctx: Ctx, db: DbOrTx, planned: readonly SuggestedShift[]) {
  if (planned.length === 0) return;
  await attributeShiftChanges(ctx, db);
  await db.insert(shifts).values(planned.map((p) => ({ ...p, organizationId: organizationOf(ctx) })));
}
