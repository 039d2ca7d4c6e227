// A worker's own shifts: list, add, start, end, stamp. Time rules come from the domain's
// start/end form rule, so the dialog and the API agree to the minute.
import { type FieldMessages, validateStartEnd } from '@tuura/domain';
import type { workerShiftQuery } from '@tuura/domain/api/shifts';
import { ApprovalState, BillingStatus } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import { MS_PER_DAY } from '@tuura/domain/rules/instant';
import type { StampInput, WorkerShiftInput, WorkerShiftUpdate } from '@tuura/domain/schemas/shift';
import { count, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, userIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/constraintError.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { RUNNING_SHIFT_CONSTRAINT, shifts, stampMissing } from '../../db/schema/index.ts';
import { attributeShiftChanges, shiftTransaction } from '../../db/shiftTransaction.ts';
import { fail, invalid, notFound } from '../../errors.ts';
import { announceBadges } from '../../lib/events/announce.ts';
import { callerScope, inOrganization, organizationOf, ownedByCallerPrepared } from '../../lib/scope.ts';
import { departments } from '../customers/readModel.ts';
import { templates } from '../templates/readModel.ts';
import {
  assertSpan,
  ownShifts,
  rangeOverlaps,
  selectOwnRunningShifts,
  selectOwnShiftsInWindow,
  selectShifts,
} from './queries.ts';

// What other modules use of shifts (decision 145): templates and approved requests make shifts
// through the admin's planning, the overlap checks read the shifts meeting a span, and the audit
// log names a shift's changed columns as the API does.
export {
  createShiftsFromSuggestions,
  createShiftsFromTemplates,
  type TemplateShift,
} from './adminService.ts';
export { shiftFieldsOf } from './history.ts';
export { assertSpan, selectOwnShiftsInWindow, selectShiftsMeetingWindows } from './queries.ts';

type Query = z.output<typeof workerShiftQuery>;

/**
 * The window a worker's list or count asks for. Only an end: every shift that starts by then
 * (whatever overlaps [earliest, to]), which an index on the start answers; the range test would
 * make the planner guess.
 */
function windowCondition(ctx: Ctx, q: Partial<Query>) {
  if (q.from)
    return rangeOverlaps({ from: new Date(q.from), to: q.to ? new Date(q.to) : null, closed: true }, ctx.now);
  return q.to ? lte(shifts.from, new Date(q.to)) : undefined;
}

function filters(ctx: Ctx, q: Partial<Query>) {
  assertSpan(q.from, q.to, 'querystring.to');
  return ownShifts(
    ctx,
    windowCondition(ctx, q),
    q.submitted === undefined ? undefined : eq(shifts.submitted, q.submitted),
    q.stampMissing ? stampMissing(shifts) : undefined,
  );
}

/** At most a page of the largest size, window or none: no call reads a worker's whole history. */
/** Whether a live shift is in any of the departments (a customer with one is not removed). */
export async function anyShiftIn(ctx: Ctx, db: DbOrTx, departmentIds: readonly string[]) {
  const [inUse] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(inOrganization(ctx, shifts, inArray(shifts.departmentId, [...departmentIds])))
    .limit(1);
  return inUse !== undefined;
}

export function listOwnShifts(ctx: Ctx, q: Query) {
  const limit = q.limit ?? REQUEST.maxPageSize;
  // The two shapes the worker's screens ask most, as prepared statements: a window and nothing
  // else (the week, the month), and the running shift.
  if (q.from && q.to && q.submitted === undefined && !q.stampMissing) {
    assertSpan(q.from, q.to, 'querystring.to');
    return selectOwnShiftsInWindow(ctx, { from: q.from, to: q.to, closed: true }, limit);
  }
  if (!q.from && !q.to && q.submitted === false && !q.stampMissing) return selectOwnRunningShifts(ctx, limit);
  return selectShifts(ctx.db, filters(ctx, q), limit);
}

/**
 * The badge's count: shifts still waiting for the worker's stamp by a time (placeholders `to`
 * and the caller's scope). Exported so a test can see which index its plan takes.
 */
export const stampMissingCountQuery = (db: DbOrTx) =>
  db
    .select({ n: count() })
    .from(shifts)
    .where(
      ownedByCallerPrepared(
        shifts,
        shifts.workerId,
        stampMissing(shifts),
        lte(shifts.from, sql.placeholder('to')),
      ),
    );
const stampMissingCount = preparedPerDatabase((db) =>
  stampMissingCountQuery(db).prepare('worker_stamp_missing_count'),
);

export async function countOwnShifts(ctx: Ctx, q: Partial<Query>) {
  const [row] =
    q.stampMissing && q.to && !q.from && q.submitted === undefined
      ? await stampMissingCount(ctx.db).execute({ ...callerScope(ctx), to: new Date(q.to) })
      : await ctx.db.select({ n: count() }).from(shifts).where(filters(ctx, q));
  return row?.n ?? 0;
}

/** One own shift; another worker's (or a missing) id is a 404 alike. */
export async function getOwnShift(ctx: Ctx, id: string, db: DbOrTx = ctx.db) {
  const [shift] = await selectShifts(db, ownShifts(ctx, eq(shifts.id, id)));
  if (!shift) throw notFound('shift.notFound');
  return shift;
}

export const getShift = (ctx: Ctx, id: string) => getOwnShift(ctx, id);

/** Own shifts within a day of the given one: the detail view's neighbours. */
export async function nearShifts(ctx: Ctx, id: string) {
  const shift = await getOwnShift(ctx, id);
  const from = new Date(Date.parse(shift.from) - MS_PER_DAY);
  const to = new Date(Date.parse(shift.to ?? shift.from) + MS_PER_DAY);
  return selectShifts(
    ctx.db,
    ownShifts(ctx, rangeOverlaps({ from, to, closed: true }, ctx.now), ne(shifts.id, id)),
  );
}

function assertTimes(
  input: { name: string; description: string; from: string; to: string | null; submitted: boolean },
  now: Date,
) {
  const fields = validateStartEnd(input, now, input.submitted ? 'end' : 'start');
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/**
 * The template's name is the shift's name; a department must be the organisation's own. The
 * department the shift takes and the field messages, for callers that check more fields.
 */
export async function placeOf(
  ctx: Ctx,
  db: DbOrTx,
  input: { name: string; template: string | null; department: string | null },
) {
  const fields: FieldMessages = {};
  let department = input.department;
  if (input.template) {
    const [template] = await db
      .select({ name: templates.name, departmentId: templates.departmentId })
      .from(templates)
      .where(inOrganization(ctx, templates, eq(templates.id, input.template)));
    if (!template) fields.template = { key: 'invalid', params: { field: 'template' } };
    else if (template.name !== input.name.trim()) fields.name = { key: 'locked', params: { field: 'name' } };
    else department ??= template.departmentId;
  }
  if (department) {
    const [found] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(inOrganization(ctx, departments, eq(departments.id, department)));
    if (!found) fields.department = { key: 'invalid', params: { field: 'department' } };
  }
  return { department, fields };
}

/** `placeOf`, refusing with its field messages. */
export async function checkPlace(...args: Parameters<typeof placeOf>) {
  const { department, fields } = await placeOf(...args);
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return department;
}

/**
 * Catches the write that would leave a second shift running. A unique index allows one running
 * shift per worker (decision 041), so of two taps on start, however close, one is refused here.
 */
function assertNoOtherOngoing(error: unknown): never {
  if (violatedUniqueConstraint(error) !== RUNNING_SHIFT_CONSTRAINT) throw error;
  throw fail('shift.otherRunning', { fields: { from: { key: 'ongoing' } } });
}

export async function createOwnShift(ctx: Ctx, input: WorkerShiftInput) {
  const to = input.submitted ? input.to : null;
  assertTimes({ ...input, to }, ctx.now);
  return shiftTransaction(ctx, async (tx) => {
    const departmentId = await checkPlace(ctx, tx, input);
    const [row] = await tx
      .insert(shifts)
      .values({
        organizationId: organizationOf(ctx),
        workerId: userIdOf(ctx),
        departmentId,
        templateId: input.template,
        name: input.name,
        description: input.description,
        type: input.type,
        from: new Date(input.from),
        to: to ? new Date(to) : null,
        submitted: input.submitted,
      })
      .returning({ id: shifts.id })
      .catch(assertNoOtherOngoing);
    return getOwnShift(ctx, row?.id ?? '', tx);
  });
}

/** Ends a running shift or corrects an own one; billed or approved shifts are settled. */
export async function updateOwnShift(ctx: Ctx, id: string, input: WorkerShiftUpdate) {
  return shiftTransaction(ctx, async (tx) => {
    const current = await getOwnShift(ctx, id, tx);
    if (
      current.billingStatus !== BillingStatus.notBilled ||
      current.stamp.approved === ApprovalState.approved
    ) {
      throw fail('shift.settled');
    }
    const merged = { ...current, ...input };
    const to = merged.submitted ? merged.to : null;
    assertTimes({ ...merged, to }, ctx.now);
    const departmentId = await checkPlace(ctx, tx, merged);
    await tx
      .update(shifts)
      .set({
        name: merged.name,
        description: merged.description,
        type: merged.type,
        from: new Date(merged.from),
        to: to ? new Date(to) : null,
        templateId: merged.template,
        departmentId,
        submitted: merged.submitted,
        updatedAt: ctx.now,
      })
      .where(ownShifts(ctx, eq(shifts.id, id)))
      .catch(assertNoOtherOngoing);
    return getOwnShift(ctx, id, tx);
  });
}

function assertStampable(shift: Awaited<ReturnType<typeof getOwnShift>>) {
  if (!shift.stamp.required) throw fail('stamp.notRequired');
  if (shift.stamp.approved === ApprovalState.approved) throw fail('stamp.alreadyApproved');
}

/** The worker's real times; they count until an admin approves (spec §4). */
export async function stampOwnShift(ctx: Ctx, id: string, input: StampInput) {
  return shiftTransaction(ctx, async (tx) => {
    const shift = await getOwnShift(ctx, id, tx);
    assertStampable(shift);
    assertTimes(
      { name: shift.name, description: '', from: input.from, to: input.to, submitted: true },
      ctx.now,
    );
    await tx
      .update(shifts)
      .set({
        stamped: true,
        stampFrom: new Date(input.from),
        stampTo: new Date(input.to),
        stampMessage: input.message,
        stampNotCompleted: input.notCompleted,
        stampApproved: ApprovalState.pending,
        updatedAt: ctx.now,
      })
      .where(ownShifts(ctx, eq(shifts.id, id)));
    await announceBadges(ctx, 'stamps');
    return getOwnShift(ctx, id, tx);
  });
}

/** Stamps several past shifts with their planned times; all or none. */
export async function stampManyOwnShifts(
  ctx: Ctx,
  input: { ids: string[]; message: string; notCompleted: boolean },
) {
  const ids = [...new Set(input.ids)];
  return shiftTransaction(ctx, async (tx) => {
    const found = await selectShifts(tx, ownShifts(ctx, inArray(shifts.id, ids)));
    if (found.length !== ids.length) throw notFound('shift.notFound');
    for (const shift of found) {
      assertStampable(shift);
      assertTimes(
        { name: shift.name, description: '', from: shift.from, to: shift.to, submitted: true },
        ctx.now,
      );
    }
    // One statement: each shift's stamp takes its own planned times.
    await tx
      .update(shifts)
      .set({
        stamped: true,
        stampFrom: sql`${shifts.from}`,
        stampTo: sql`${shifts.to}`,
        stampMessage: input.message,
        stampNotCompleted: input.notCompleted,
        stampApproved: ApprovalState.pending,
        updatedAt: ctx.now,
      })
      .where(ownShifts(ctx, inArray(shifts.id, ids)));
    await announceBadges(ctx, 'stamps');
    return selectShifts(tx, ownShifts(ctx, inArray(shifts.id, ids)));
  });
}

/**
 * Frees a shift its worker gave up (an accepted cancellation) within the caller's transaction,
 * attributed to the caller in the shift's history; it no longer counts as reserved, so a shift
 * published on the marketplace is open there again. Only while `workerId` still has it: an admin
 * may have given it to someone else since. Answers whether it was freed.
 */
export async function releaseShiftOfWorker(ctx: Ctx, tx: DbOrTx, shiftId: string, workerId: string) {
  await attributeShiftChanges(ctx, tx);
  const freed = await tx
    .update(shifts)
    .set({ workerId: null, marketReservedAt: null, updatedAt: ctx.now })
    .where(inOrganization(ctx, shifts, eq(shifts.id, shiftId), eq(shifts.workerId, workerId)))
    .returning({ id: shifts.id });
  return freed.length > 0;
}
