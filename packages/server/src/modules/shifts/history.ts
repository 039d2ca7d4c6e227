// Shift history (decision 096): the database writes an entry per changed shift (migration 0011);
// the transaction names who acts (db/shiftTransaction.ts); this module reads a shift's timeline back.
import type { ShiftHistoryEntry } from '@tuura/domain/schemas/shiftHistory';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { shiftHistory, shifts } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { inOrganizationWithRemoved } from '../../lib/scope.ts';
import { users } from '../users/readModel.ts';

/** Database columns → the API's field names; anything else is bookkeeping and not shown. */
const FIELD_OF_COLUMN: Record<string, string> = {
  worker_id: 'worker',
  department_id: 'department',
  template_id: 'template',
  name: 'name',
  description: 'description',
  type: 'type',
  from: 'from',
  to: 'to',
  stamp_required: 'stampRequired',
  stamped: 'stamped',
  stamp_from: 'stampFrom',
  stamp_to: 'stampTo',
  stamp_not_completed: 'stampNotCompleted',
  stamp_approved: 'stampApproved',
  stamp_message: 'stampMessage',
  billing_status: 'billingStatus',
  education: 'education',
  employer: 'employer',
  salary: 'salary',
  billing: 'billing',
  tentative_worker: 'tentativeWorker',
  meta: 'meta',
  submitted: 'submitted',
  deleted_at: 'deletedAt',
};

/** A history entry's columns as the shift's API fields (the audit log shows them so too). */
export function shiftFieldsOf(values: Record<string, unknown> | null) {
  if (!values) return null;
  const named: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(values)) {
    const field = FIELD_OF_COLUMN[column];
    if (field) named[field] = value;
  }
  return named;
}

/**
 * A live or removed shift's changes, oldest first, with the names of the people in them (who
 * acted and the workers assigned or unassigned). Another organisation's shift is a 404.
 */
export async function shiftTimeline(ctx: Ctx, shiftId: string) {
  const [shift] = await ctx.db
    .select({ id: shifts.id })
    .from(shifts)
    .where(inOrganizationWithRemoved(ctx, shifts, eq(shifts.id, shiftId)));
  if (!shift) throw notFound('shift.notFound');
  const rows = await ctx.db
    .select()
    .from(shiftHistory)
    .where(inOrganizationWithRemoved(ctx, shiftHistory, eq(shiftHistory.shiftId, shiftId)))
    .orderBy(asc(shiftHistory.id));
  const history: ShiftHistoryEntry[] = rows.map((row) => ({
    _id: String(row.id),
    action: row.action as ShiftHistoryEntry['action'],
    at: row.createdAt.toISOString(),
    actor: row.actorUserId,
    before: shiftFieldsOf(row.before),
    after: shiftFieldsOf(row.after),
  }));
  return { history, people: await peopleIn(ctx, history) };
}

async function peopleIn(ctx: Ctx, history: readonly ShiftHistoryEntry[]) {
  const ids = new Set<string>();
  for (const entry of history) {
    if (entry.actor) ids.add(entry.actor);
    for (const side of [entry.before, entry.after]) {
      if (typeof side?.worker === 'string') ids.add(side.worker);
    }
  }
  if (ids.size === 0) return [];
  // Removed users keep their name in the timeline: the history outlives them.
  return ctx.db
    .select({ _id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inOrganizationWithRemoved(ctx, users, inArray(users.id, [...ids])))
    .then((found) => found.map((u) => ({ _id: u._id, name: `${u.firstName} ${u.lastName}`.trim() })));
}
