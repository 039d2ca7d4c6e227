// Reading a worker's shifts: one select with the shift's customer and department names.
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, departments, shifts } from '../../db/schema/index.ts';

type ShiftRow = typeof shifts.$inferSelect;
type Place = { customer: string | null; department: string | null };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWorkerShift(row: ShiftRow, place: Place | null): WorkerShift {
  return {
    _id: row.id,
    from: row.from.toISOString(),
    to: iso(row.to),
    name: row.name,
    description: row.description,
    type: row.type,
    stamp: {
      stamped: row.stamped,
      required: row.stampRequired,
      from: iso(row.stampFrom),
      to: iso(row.stampTo),
      notCompleted: row.stampNotCompleted,
      approved: row.stampApproved,
      message: row.stampMessage,
    },
    billingStatus: row.billingStatus,
    education: row.education ?? null,
    employer: row.employer ?? null,
    template: row.templateId,
    department: row.departmentId,
    salary: row.salary,
    tentativeWorker: row.tentativeWorker,
    worker: row.workerId,
    submitted: row.submitted,
    place: place?.department ? { customer: place.customer ?? '', department: place.department } : null,
  };
}

/**
 * Shifts whose time range meets [from, to) — or [from, to] with `closed`, for a window or an
 * instant. A shift still running (no end) reaches into the future; so does a window without one.
 */
export const rangeOverlaps = (from: Date, to: Date | null, closed = false) =>
  sql`tstzrange(${shifts.from}, ${shifts.to}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to ? to.toISOString() : null}::timestamptz, ${closed ? '[]' : '[)'})`;

export type Owner = { organizationId: string; workerId: string };

export const ownShift = (owner: Owner) =>
  and(
    eq(shifts.organizationId, owner.organizationId),
    eq(shifts.workerId, owner.workerId),
    isNull(shifts.deletedAt),
  );

export async function selectShifts(db: DbOrTx, where: SQL | undefined, limit?: number) {
  const query = db
    .select({ shift: shifts, customer: customers.name, department: departments.name })
    .from(shifts)
    .leftJoin(departments, eq(departments.id, shifts.departmentId))
    .leftJoin(customers, eq(customers.id, departments.customerId))
    .where(where)
    .orderBy(shifts.from, shifts.id);
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((r) => toWorkerShift(r.shift, { customer: r.customer, department: r.department }));
}
