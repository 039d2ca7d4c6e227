// Cancellations as both lists show them: with the shift's time and place and the worker's name.
// Plain joins: a page is at most REQUEST.maxPageSize rows, each joined by primary key.
import type { CancellationSortKey, SortDirection } from '@tuura/domain/enums';
import type { Cancellation } from '@tuura/domain/schemas/cancellation';
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cancellations } from '../../db/schema/index.ts';
import { orderByKey } from '../../lib/sortOrder.ts';
import { customers, departments } from '../customers/readModel.ts';
import { shifts } from '../shifts/readModel.ts';
import { users } from '../users/readModel.ts';

const columns = {
  id: cancellations.id,
  shiftId: cancellations.shiftId,
  workerId: cancellations.workerId,
  reason: cancellations.reason,
  message: cancellations.message,
  state: cancellations.state,
  decisionMessage: cancellations.decisionMessage,
  decidedAt: cancellations.decidedAt,
  createdAt: cancellations.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  shiftName: shifts.name,
  shiftFrom: shifts.from,
  shiftTo: shifts.to,
  departmentName: departments.name,
  customerName: customers.name,
};

/** A cancellation's rows with what they show, filtered by `where`; `liveShifts` keeps removed shifts out. */
function selectWith(db: DbOrTx, where: SQL, liveShifts: boolean) {
  return db
    .select(columns)
    .from(cancellations)
    .innerJoin(
      shifts,
      and(
        eq(shifts.organizationId, cancellations.organizationId),
        eq(shifts.id, cancellations.shiftId),
        liveShifts ? isNull(shifts.deletedAt) : undefined,
      ),
    )
    .innerJoin(
      users,
      and(eq(users.organizationId, cancellations.organizationId), eq(users.id, cancellations.workerId)),
    )
    .leftJoin(
      departments,
      and(eq(departments.organizationId, shifts.organizationId), eq(departments.id, shifts.departmentId)),
    )
    .leftJoin(
      customers,
      and(eq(customers.organizationId, departments.organizationId), eq(customers.id, departments.customerId)),
    )
    .where(where);
}

/** What each of the admin's sort keys orders by, ties by id. */
const SORTED_BY = {
  worker: [users.lastName, users.firstName],
  from: [shifts.from],
  reason: [cancellations.reason],
  createdAt: [cancellations.createdAt],
} satisfies Record<CancellationSortKey, unknown[]>;

type Row = Awaited<ReturnType<typeof selectWith>>[number];

function toCancellation(row: Row): Cancellation {
  return {
    _id: row.id,
    shift: row.shiftId,
    worker: row.workerId,
    reason: row.reason,
    message: row.message,
    approved: row.state,
    decisionMessage: row.decisionMessage,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    workerName: `${row.firstName} ${row.lastName}`.trim(),
    shiftInfo: {
      name: row.shiftName,
      from: row.shiftFrom.toISOString(),
      to: row.shiftTo ? row.shiftTo.toISOString() : null,
      place: row.departmentName ? { customer: row.customerName ?? '', department: row.departmentName } : null,
    },
  };
}

/** Cancellations matching `where` (written over the cancellations table), as the API shows them. */
export async function selectCancellations(
  db: DbOrTx,
  where: SQL,
  opts: {
    order: 'newest' | 'oldest';
    /** The admin's column sort (decision 142); replaces `order`. */
    sort?: { key: CancellationSortKey; direction: SortDirection };
    limit?: number;
    offset?: number;
    liveShifts?: boolean;
  } = { order: 'oldest' },
) {
  const order = opts.sort
    ? orderByKey(SORTED_BY, opts.sort.key, opts.sort.direction, cancellations.id)
    : opts.order === 'newest'
      ? [desc(cancellations.createdAt), desc(cancellations.id)]
      : [asc(cancellations.createdAt), asc(cancellations.id)];
  let query = selectWith(db, where, opts.liveShifts ?? false)
    .orderBy(...order)
    .$dynamic();
  if (opts.limit !== undefined) query = query.limit(opts.limit);
  if (opts.offset) query = query.offset(opts.offset);
  return (await query).map(toCancellation);
}

/** How many cancellations match `where`; `liveShifts` counts only those of live shifts. */
export async function countCancellations(db: DbOrTx, where: SQL, liveShifts: boolean) {
  const [row] = await db
    .select({ n: count() })
    .from(cancellations)
    .innerJoin(
      shifts,
      and(
        eq(shifts.organizationId, cancellations.organizationId),
        eq(shifts.id, cancellations.shiftId),
        liveShifts ? isNull(shifts.deletedAt) : undefined,
      ),
    )
    .where(where);
  return row?.n ?? 0;
}
