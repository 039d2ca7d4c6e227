// Reading the shift marketplace (spec §4, §7 Shift market). The education rule of spec §5 runs
// in SQL here, so a list can be filtered by it and 20,000 workers checked in one query: a
// worker's education is a time-effective jsonb list ({validFrom, value}), the value in effect on
// a date is the latest validFrom on or before it (rules/timeEffective.ts), levels are ordered by
// EDUCATION_LEVELS and a higher one is accepted (rules/education.ts). A test checks the SQL
// against the domain rule on the boundary dates.
import type {
  AdminMarketListQuery,
  MarketShift,
  PossibleWorkersQuery,
  WorkerMarketListQuery,
} from '@tuura/domain/api/shiftMarket';
import { EDUCATION_LEVELS, type EducationInvalidReason, type EducationLevel } from '@tuura/domain/enums';
import { MARKET, REQUEST, TIME } from '@tuura/domain/limits';
import { MS_PER_DAY } from '@tuura/domain/rules/instant';
import type { Window } from '@tuura/domain/rules/overlap';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rangeMeets } from '../../db/ranges.ts';
import { shifts } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/likePattern.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { departments } from '../customers/readModel.ts';
import { users } from '../users/readModel.ts';
import { type AdminShiftRow, selectAdminShifts, toAdminShift } from './adminQueries.ts';
import {
  assertSpan,
  qb,
  shiftCustomer,
  shiftDepartment,
  toWorkerShift,
  workerShiftColumns,
} from './queries.ts';

/** The levels in order, as an SQL array: a level's rank is its position in it. */
const LEVELS = sql.raw(`array[${EDUCATION_LEVELS.map((level) => `'${level}'`).join(', ')}]::text[]`);
const rankOf = (level: SQL) => sql`array_position(${LEVELS}, ${level})`;

/** The zone's calendar date (YYYY-MM-DD) of an instant, as rules/zonedTime's zonedDate says. */
export const zonedDateSql = (instant: unknown) =>
  sql`to_char(${instant} at time zone ${sql.raw(`'${TIME.zone}'`)}, 'YYYY-MM-DD')`;

/** The education value in effect on `date` in a time-effective jsonb list; null when none is. */
export const educationOnSql = (education: unknown, date: unknown) =>
  sql`(select e.value->>'value' from jsonb_array_elements(${education}) as e(value) where e.value->>'validFrom' <= ${date} order by e.value->>'validFrom' desc limit 1)`;

/**
 * Why `held` (a level or null) does not meet `required` (spec §5): 0 none valid on the date, 1
 * too low; null when it does (or nothing is required).
 */
export const educationReasonSql = (held: unknown, required: unknown) =>
  sql<EducationInvalidReason | null>`(case when ${required} is null then null when ${held} is null then 0 when ${rankOf(sql`${held}`)} < ${rankOf(sql`${required}`)} then 1 else null end)`;

/** Published, open (no worker) and live: on the market, as its partial index says. */
export const onMarket = () => and(isNotNull(shifts.marketPublishedAt), isNull(shifts.workerId));

/** A customer's shifts: those in its departments. */
const ofCustomer = (ctx: Pick<Ctx, 'actor'>, customer: string) =>
  inArray(
    shifts.departmentId,
    qb
      .select({ id: departments.id })
      .from(departments)
      .where(inOrganization(ctx, departments, eq(departments.customerId, customer))),
  );

const placeFilters = (ctx: Pick<Ctx, 'actor'>, q: { customer?: string; department?: string }) => [
  q.department ? eq(shifts.departmentId, q.department) : undefined,
  q.customer ? ofCustomer(ctx, q.customer) : undefined,
];

/** The caller's education list, read once per statement (an init plan). */
const callerEducation = (ctx: Pick<Ctx, 'actor'>) =>
  sql`(select ${users.education} from ${users} where ${users.organizationId} = ${organizationOf(ctx)} and ${users.id} = ${ctx.actor?.kind === 'user' ? ctx.actor.userId : null}::uuid)`;

/** Shifts as a worker sees them, with their place, the market time and the education reason. */
function workerMarketRows(db: DbOrTx, reason: SQL<EducationInvalidReason | null>) {
  return db
    .select({
      ...workerShiftColumns,
      marketPublishedAt: shifts.marketPublishedAt,
      reason: sql<EducationInvalidReason | null>`${reason}`.as('reason'),
    })
    .from(shifts)
    .leftJoinLateral(shiftDepartment, sql`true`)
    .leftJoinLateral(shiftCustomer, sql`true`);
}

/**
 * The open shifts on the market starting from now (or `from`, if later) until `to` (by default
 * MARKET.defaultWindowDays ahead), in start order, each with the reason the caller's education
 * does not meet it; `qualified` keeps those it meets. One more than `limit`, which says there are
 * more. Unawaited: the index test reads its plan.
 */
export function workerMarketQuery(
  ctx: Pick<Ctx, 'actor' | 'db' | 'now'>,
  q: WorkerMarketListQuery,
  limit: number,
) {
  assertSpan(q.from, q.to, 'querystring.to');
  const now = ctx.now.getTime();
  const from = new Date(Math.max(now, q.from ? Date.parse(q.from) : now));
  const to = q.to ? new Date(q.to) : new Date(now + MARKET.defaultWindowDays * MS_PER_DAY);
  const reason = educationReasonSql(
    educationOnSql(callerEducation(ctx), zonedDateSql(shifts.from)),
    shifts.education,
  );
  return workerMarketRows(ctx.db, reason)
    .where(
      inOrganization(
        ctx,
        shifts,
        onMarket(),
        gte(shifts.from, from),
        lt(shifts.from, to),
        ...placeFilters(ctx, q),
        q.qualified ? sql`${reason} is null` : undefined,
      ),
    )
    .orderBy(asc(shifts.from), asc(shifts.id))
    .limit(limit + 1)
    .offset(q.offset ?? 0);
}

export async function listWorkerMarket(ctx: Pick<Ctx, 'actor' | 'db' | 'now'>, q: WorkerMarketListQuery) {
  const limit = q.limit ?? REQUEST.defaultPageSize;
  const rows = await workerMarketQuery(ctx, q, limit);
  return {
    shifts: rows.slice(0, limit).map((row) => ({
      ...toWorkerShift(row),
      marketPublishedAt: (row.marketPublishedAt as Date).toISOString(),
      qualifies: row.reason === null,
      reason: row.reason === null ? null : (Number(row.reason) as EducationInvalidReason),
    })),
    more: rows.length > limit,
  };
}

/** A published shift's row as the admin sees it, with its market times. */
export function toMarketShift(row: AdminShiftRow): MarketShift {
  return {
    ...toAdminShift(row),
    marketPublishedAt: (row.shift.marketPublishedAt as Date).toISOString(),
    marketReservedAt: row.shift.marketReservedAt ? row.shift.marketReservedAt.toISOString() : null,
  };
}

/** The admin's filters over the published shifts (open and taken, or one of them). */
export function adminMarketFilters(ctx: Pick<Ctx, 'actor'>, q: Partial<AdminMarketListQuery>) {
  assertSpan(q.from, q.to, 'querystring.to');
  return inOrganization(
    ctx,
    shifts,
    isNotNull(shifts.marketPublishedAt),
    q.state === 'open' ? isNull(shifts.workerId) : undefined,
    q.state === 'reserved' ? isNotNull(shifts.workerId) : undefined,
    q.from ? gte(shifts.from, new Date(q.from)) : undefined,
    q.to ? lt(shifts.from, new Date(q.to)) : undefined,
    ...placeFilters(ctx, q),
  );
}

/** Published shifts matching `where`, in start order. */
export async function selectMarketShiftsWhere(db: DbOrTx, where: SQL, limit?: number, offset = 0) {
  const query = selectAdminShifts(db).where(where).orderBy(asc(shifts.from), asc(shifts.id)).offset(offset);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toMarketShift);
}

/** A page of the published shifts and how many match, counted up to REQUEST.maxCountedTotal. */
export async function listAdminMarket(ctx: Pick<Ctx, 'actor' | 'db'>, q: AdminMarketListQuery) {
  const where = adminMarketFilters(ctx, q);
  const matching = ctx.db
    .select({ one: sql`1` })
    .from(shifts)
    .where(where)
    .limit(REQUEST.maxCountedTotal + 1)
    .as('matching');
  const [page, [counted]] = await Promise.all([
    selectMarketShiftsWhere(ctx.db, where, q.limit ?? REQUEST.defaultPageSize, q.offset ?? 0),
    ctx.db.select({ n: count() }).from(matching),
  ]);
  const n = counted?.n ?? 0;
  return {
    shifts: page,
    total: Math.min(n, REQUEST.maxCountedTotal),
    totalCapped: n > REQUEST.maxCountedTotal,
  };
}

/** The shift whose possible workers are asked: its span, requirement and Helsinki date. */
export type ShiftForWorkers = {
  id: string;
  from: Date;
  to: Date | null;
  education: EducationLevel | null;
  date: string;
};

/**
 * The organisation's workers for a shift, in one statement: each one's education in effect on the
 * shift's date and its reason, and whether they have another live shift meeting the shift's span
 * (the busy ones come from the organisation's range index, a few hundred rows, not a lookup per
 * worker). Those who qualify first, then by name; with the total and how many qualify.
 */
export function possibleWorkersQuery(
  ctx: Pick<Ctx, 'actor' | 'db' | 'now'>,
  shift: ShiftForWorkers,
  q: PossibleWorkersQuery,
) {
  const window: Window = {
    from: shift.from.toISOString(),
    to: (shift.to ?? shift.from).toISOString(),
    closed: shift.to === null,
  };
  const busy = qb
    .selectDistinct({ workerId: sql<string>`${shifts.workerId}`.as('busy_worker_id') })
    .from(shifts)
    .where(
      inOrganization(
        ctx,
        shifts,
        isNotNull(shifts.workerId),
        ne(shifts.id, shift.id),
        rangeMeets(shifts, window, ctx.now),
      ),
    )
    .as('busy');
  const pattern = q.q ? likePattern(q.q) : undefined;
  // The education in effect, once per user: a lateral lookup with a limit stays one (a scalar
  // subquery was run again wherever the reason and the order used it, 7 times per user).
  const heldOn = qb
    .select({ value: sql<EducationLevel | null>`e.value->>'value'`.as('held_value') })
    .from(sql`jsonb_array_elements(${users.education}) as e(value)`)
    .where(sql`e.value->>'validFrom' <= ${shift.date}::text`)
    .orderBy(sql`e.value->>'validFrom' desc`)
    .limit(1)
    .as('held_education');
  const held = heldOn.value;
  const candidates = qb
    .select({
      id: sql<string>`${users.id}`.as('id'),
      firstName: sql<string>`${users.firstName}`.as('first_name'),
      lastName: sql<string>`${users.lastName}`.as('last_name'),
      held: sql<EducationLevel | null>`${held}`.as('held'),
      overlap: sql<boolean>`(${busy.workerId} is not null)`.as('overlap'),
    })
    .from(users)
    .leftJoinLateral(heldOn, sql`true`)
    .leftJoin(busy, eq(busy.workerId, users.id))
    .where(
      inOrganization(
        ctx,
        users,
        pattern ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}` : undefined,
      ),
    )
    .as('candidates');
  const reason = educationReasonSql(candidates.held, sql`${shift.education}::text`);
  const qualifies = sql<boolean>`(${reason} is null and not ${candidates.overlap})`;
  const ranked = qb
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      held: candidates.held,
      overlap: candidates.overlap,
      reason: sql<EducationInvalidReason | null>`${reason}`.as('reason'),
      qualifies: qualifies.as('qualifies'),
    })
    .from(candidates)
    .as('ranked');
  return ctx.db
    .select({
      id: ranked.id,
      firstName: ranked.firstName,
      lastName: ranked.lastName,
      held: ranked.held,
      overlap: ranked.overlap,
      reason: ranked.reason,
      qualifies: ranked.qualifies,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      qualified: sql<number>`count(*) filter (where ${ranked.qualifies}) over ()`.mapWith(Number),
    })
    .from(ranked)
    .where(q.qualified ? sql`${ranked.qualifies}` : undefined)
    .orderBy(sql`${ranked.qualifies} desc`, asc(ranked.lastName), asc(ranked.firstName), asc(ranked.id))
    .limit(q.limit ?? REQUEST.defaultPageSize)
    .offset(q.offset ?? 0);
}
