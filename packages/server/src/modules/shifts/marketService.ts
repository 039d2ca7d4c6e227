// The shift marketplace (spec §4, §7 Shift market; decision 100): admins publish open shifts
// (existing ones and new ones, all or none), edit and withdraw them; workers reserve. A
// reservation is one conditional UPDATE, so of any number at once exactly one wins; the worker's
// own row is locked first, so one worker's simultaneous reservations see each other's overlap.
import type { FieldMessages } from '@tuura/domain';
import type {
  MarketPublishInput,
  MarketShiftUpdate,
  PossibleWorkersQuery,
} from '@tuura/domain/api/shiftMarket';
import { EducationInvalidReason } from '@tuura/domain/enums';
import { meetsEducation } from '@tuura/domain/rules/education';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import type { marketUndoOf } from '@tuura/domain/schemas/organization';
import { eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { actingUserIdOf, type Ctx, userIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { shifts } from '../../db/schema/index.ts';
import { shiftTransaction } from '../../db/shiftTransaction.ts';
import { fail, notFound, underField } from '../../errors.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { notify, notifyFromSelect } from '../notifications/service.ts';
import { marketUndoWindow } from '../organization/service.ts';
import { users } from '../users/readModel.ts';
import { selectAdminShiftsWhere } from './adminQueries.ts';
import { changeAdminShift, insertAdminShiftRows } from './adminService.ts';
import { publishedTexts, reservedNotice } from './marketNotices.ts';
import {
  educationOnSql,
  educationReasonSql,
  possibleWorkersQuery,
  type ShiftForWorkers,
  selectMarketShiftsWhere,
} from './marketQueries.ts';
import { rangeOverlaps, selectShifts } from './queries.ts';

export { listAdminMarket, listWorkerMarket } from './marketQueries.ts';

const published = () => isNotNull(shifts.marketPublishedAt);

/** A published live shift of the organisation, open or taken; else 404. */
export async function getMarketShift(ctx: Pick<Ctx, 'actor' | 'db'>, id: string, db: DbOrTx = ctx.db) {
  const [shift] = await selectMarketShiftsWhere(
    db,
    inOrganization(ctx, shifts, published(), eq(shifts.id, id)),
  );
  if (!shift) throw notFound('shift.notFound');
  return shift;
}

/** Field messages naming each listed item (`<prefix>.<index>`) that `bad` picks, or none. */
function itemMessages<T>(prefix: string, items: readonly T[], bad: (item: T) => boolean) {
  const fields: FieldMessages = {};
  for (const [index, item] of items.entries())
    if (bad(item)) fields[`${prefix}.${index}`] = { key: 'invalid', params: { field: prefix } };
  return fields;
}

/**
 * Publishes existing open shifts by id and new shifts (the admin's shift fields, no worker) in
 * one transaction, all or none: every id must be a live shift of the organisation (else 404),
 * without a worker and not yet started (else 409 naming `ids.<i>`); new shifts must not start in
 * the past (`shifts.<i>.from`). A shift already on the market keeps its time there. The workers
 * whose education meets a newly published shift are told in one INSERT ... SELECT.
 */
export async function publishShifts(ctx: Ctx, input: MarketPublishInput) {
  return shiftTransaction(ctx, async (tx) => {
    const ids = input.ids ?? [];
    const existing = ids.length
      ? await tx
          .select({
            id: shifts.id,
            workerId: shifts.workerId,
            from: shifts.from,
            publishedAt: shifts.marketPublishedAt,
          })
          .from(shifts)
          .where(inOrganization(ctx, shifts, inArray(shifts.id, ids)))
          .for('update')
      : [];
    const byId = new Map(existing.map((row) => [row.id, row]));
    if (ids.some((id) => !byId.has(id))) throw notFound('shift.notFound');
    const found = ids.map((id) => byId.get(id) as (typeof existing)[number]);
    const taken = itemMessages('ids', found, (row) => row.workerId !== null);
    if (Object.keys(taken).length) throw fail('market.hasWorker', { fields: taken });
    const started = itemMessages('ids', found, (row) => row.from <= ctx.now);
    if (Object.keys(started).length) throw fail('market.started', { fields: started });
    const newShifts = input.shifts ?? [];
    const pastNew: FieldMessages = {};
    for (const [index, shift] of newShifts.entries())
      if (Date.parse(shift.from) <= ctx.now.getTime())
        pastNew[`shifts.${index}.from`] = { key: 'invalid', params: { field: 'from' } };
    if (Object.keys(pastNew).length) throw fail('market.started', { fields: pastNew });

    const created = newShifts.length
      ? await insertAdminShiftRows(ctx, tx, newShifts, 'shifts', { marketPublishedAt: ctx.now })
      : [];
    const fresh = found.filter((row) => row.publishedAt === null).map((row) => row.id);
    if (fresh.length)
      await tx
        .update(shifts)
        .set({ marketPublishedAt: ctx.now, updatedAt: ctx.now })
        .where(inOrganization(ctx, shifts, inArray(shifts.id, fresh), isNull(shifts.marketPublishedAt)));
    const newlyPublished = [...fresh, ...created];
    const answer = await selectMarketShiftsWhere(
      tx,
      inOrganization(ctx, shifts, inArray(shifts.id, [...new Set([...ids, ...created])])),
    );
    await notifyQualifyingWorkers(
      ctx,
      tx,
      answer.filter((shift) => newlyPublished.includes(shift._id)),
    );
    return answer;
  });
}

/**
 * One notice per worker whose education meets at least one of the shifts (not the admin who
 * published), in their language, in one statement: the distinct (requirement, date) pairs of the
 * shifts with how many of each, and each worker's count of those their education meets.
 */
async function notifyQualifyingWorkers(
  ctx: Ctx,
  db: DbOrTx,
  published: readonly { from: string; name: string; education: string | null }[],
) {
  if (published.length === 0) return 0;
  // Everyone qualified but the admin who published; a token's publication tells them all.
  const publisher = actingUserIdOf(ctx);
  const pairs = new Map<string, { required: string | null; date: string; n: number }>();
  for (const shift of published) {
    const date = zonedDate(shift.from);
    const key = `${shift.education ?? ''}|${date}`;
    const pair = pairs.get(key) ?? { required: shift.education, date, n: 0 };
    pair.n += 1;
    pairs.set(key, pair);
  }
  const list = [...pairs.values()];
  const texts = publishedTexts(published.map((s) => ({ name: s.name, from: new Date(s.from) })));
  const byLocale = (pick: (t: (typeof texts)[number]) => string) =>
    sql`(case ${sql.join(
      texts.map((t) => sql`when ${users.locale} = ${t.locale} then ${pick(t)}::text`),
      sql` `,
    )} end)`;
  const meets = sql`${educationReasonSql(educationOnSql(users.education, sql`p.day`), sql`p.required`)} is null`;
  const recipients = sql`select ${users.organizationId}, ${users.id}, ${byLocale((t) => t.title)},
      replace(case when m.n = 1 then ${byLocale((t) => t.one)} else ${byLocale((t) => t.many)} end, '{count}', m.n::text),
      array[${byLocale((t) => t.label)}]
    from ${users}
    cross join lateral (
      select coalesce(sum(p.n), 0)::int as n
      from unnest(${sql.param(list.map((p) => p.required))}::text[], ${sql.param(list.map((p) => p.date))}::text[], ${sql.param(list.map((p) => p.n))}::int[]) as p(required, day, n)
      where ${meets}
    ) m
    where ${inOrganization(ctx, users, publisher ? sql`${users.id} <> ${publisher}::uuid` : undefined, sql`m.n > 0`)}`;
  return notifyFromSelect(db, recipients, { type: 'marketplace', id: null });
}

/**
 * Changes a published shift's fields (not its worker); one taken from the market is still
 * editable here as any shift is in the shift table.
 */
export async function updateMarketShift(ctx: Ctx, id: string, input: MarketShiftUpdate) {
  return shiftTransaction(ctx, async (tx) => {
    await getMarketShift(ctx, id, tx);
    await underField('shift', () => changeAdminShift(ctx, tx, id, input));
    return getMarketShift(ctx, id, tx);
  });
}

/**
 * Takes shifts off the market, all or none: every id a published live shift of the organisation
 * (else 404), still open (else 409 naming `ids.<i>`: a taken shift is the worker's now). The
 * shifts stay, open, answered as they now are.
 */
export async function withdrawShifts(ctx: Ctx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  return shiftTransaction(ctx, async (tx) => {
    const current = await selectMarketShiftsWhere(
      tx,
      inOrganization(ctx, shifts, published(), inArray(shifts.id, unique)),
    );
    if (current.length !== unique.length) throw notFound('shift.notFound');
    const byId = new Map(current.map((s) => [s._id, s]));
    const taken = itemMessages('ids', unique, (id) => byId.get(id)?.worker !== null);
    if (Object.keys(taken).length) throw fail('market.hasWorker', { fields: taken });
    await tx
      .update(shifts)
      .set({ marketPublishedAt: null, updatedAt: ctx.now })
      .where(inOrganization(ctx, shifts, inArray(shifts.id, unique)));
    return selectAdminShiftsWhere(tx, inOrganization(ctx, shifts, inArray(shifts.id, unique)));
  });
}

export async function withdrawShift(ctx: Ctx, id: string) {
  const [shift] = await withdrawShifts(ctx, [id]);
  if (!shift) throw notFound('shift.notFound');
  return shift;
}

/** Why a shift cannot be reserved now: it left the market, someone has it, or it started. */
function refusal(row: { workerId: string | null; publishedAt: Date | null; from: Date }, now: Date) {
  if (row.publishedAt === null) return fail('market.notOpen');
  if (row.workerId !== null) return fail('market.taken');
  if (row.from <= now) return fail('market.started');
  return null;
}

/**
 * The calling worker reserves an open shift on the market. In one transaction: the worker's row
 * is locked (their simultaneous reservations take turns), then the shift's row by its key (any
 * number of reservations at once take turns on it; each sees the row as the one before left it,
 * so exactly one finds it open and the others answer 409 'market.taken'). The worker's education
 * in effect on the shift's Helsinki date must meet it (else 409 with the reason's message), and an
 * own shift meeting its span is a 409 unless `confirmOverlap`. The worker is notified.
 * The shift is found by its key alone and checked here: with its market conditions in the WHERE,
 * PostgreSQL took the partial market index after a burst of publications (stale statistics) and
 * read every open shift, 41 ms, to find one (bench, `full`).
 */
export async function reserveShift(ctx: Ctx, id: string, confirmOverlap: boolean) {
  const workerId = userIdOf(ctx);
  return shiftTransaction(ctx, async (tx) => {
    const [worker] = await tx
      .select({ education: users.education, locale: users.locale })
      .from(users)
      .where(inOrganization(ctx, users, eq(users.id, workerId)))
      .for('update');
    if (!worker) throw notFound('user.notFound');
    const [shift] = await tx
      .select({
        from: shifts.from,
        to: shifts.to,
        education: shifts.education,
        name: shifts.name,
        workerId: shifts.workerId,
        publishedAt: shifts.marketPublishedAt,
      })
      .from(shifts)
      .where(inOrganization(ctx, shifts, eq(shifts.id, id)))
      .for('update');
    if (!shift) throw notFound('shift.notFound');
    const refused = refusal(shift, ctx.now);
    if (refused) throw refused;
    const check = meetsEducation(worker.education, shift.education, zonedDate(shift.from));
    if (!check.ok)
      throw fail(
        check.reason === EducationInvalidReason.noEducationOnDate
          ? 'market.educationMissing'
          : 'market.educationTooLow',
      );
    if (!confirmOverlap) {
      const window = { from: shift.from.toISOString(), to: (shift.to ?? shift.from).toISOString() };
      const [clash] = await tx
        .select({ id: shifts.id })
        .from(shifts)
        .where(
          inOrganization(
            ctx,
            shifts,
            eq(shifts.workerId, workerId),
            sql`${shifts.id} <> ${id}`,
            rangeOverlaps(window, ctx.now),
          ),
        )
        .limit(1);
      if (clash) throw fail('market.overlap');
    }
    await tx
      .update(shifts)
      .set({ workerId, marketReservedAt: ctx.now, updatedAt: ctx.now })
      .where(inOrganization(ctx, shifts, eq(shifts.id, id)));
    await notify(tx, {
      organizationId: organizationOf(ctx),
      userId: workerId,
      ...reservedNotice(worker.locale, shift),
      subject: { type: 'shift', id },
    });
    const [mine] = await selectShifts(tx, inOrganization(ctx, shifts, eq(shifts.id, id)));
    if (!mine) throw notFound('shift.notFound');
    return { shift: mine, undoUntil: undoUntil(await undoWindowOf(ctx, tx), ctx.now, shift.from) };
  });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The organisation's undo window (decision 140), read in the reservation's transaction. */
const undoWindowOf = (ctx: Ctx, db: DbOrTx) => marketUndoWindow(db, organizationOf(ctx));

/** Until when a reservation made at `reservedAt` may be undone by the worker, or null if not at all. */
function undoUntil(window: ReturnType<typeof marketUndoOf>, reservedAt: Date, from: Date) {
  const until = reservedAt.getTime() + window.reservationUndoMinutes * MINUTE;
  if (
    until <= reservedAt.getTime() ||
    from.getTime() - window.reservationUndoLockHours * HOUR <= reservedAt.getTime()
  )
    return null;
  return new Date(Math.min(until, from.getTime() - window.reservationUndoLockHours * HOUR)).toISOString();
}

/**
 * The worker undoes their own reservation (decision 140): the shift goes back on the market. One
 * conditional UPDATE decides, so of an undo and anything else at once (a second undo, an admin's
 * change) exactly one wins: the shift must still be this worker's from the market, unchanged since
 * the reservation (`updated_at` is the reservation's time until anything else writes the row),
 * reserved less than the organisation's minutes ago and starting more than its hours from now.
 * Otherwise a 409 says which; a shift that is not theirs is a 404. The shift history (and so the
 * audit log) records the change as it records the reservation.
 */
export async function undoReservation(ctx: Ctx, id: string) {
  const workerId = userIdOf(ctx);
  return shiftTransaction(ctx, async (tx) => {
    const window = await undoWindowOf(ctx, tx);
    const reservedAfter = new Date(ctx.now.getTime() - window.reservationUndoMinutes * MINUTE);
    const startsAfter = new Date(ctx.now.getTime() + window.reservationUndoLockHours * HOUR);
    const [undone] = await tx
      .update(shifts)
      .set({ workerId: null, marketReservedAt: null, updatedAt: ctx.now })
      .where(
        inOrganization(
          ctx,
          shifts,
          eq(shifts.id, id),
          eq(shifts.workerId, workerId),
          isNotNull(shifts.marketPublishedAt),
          sql`${shifts.updatedAt} = ${shifts.marketReservedAt}`,
          gt(shifts.marketReservedAt, reservedAfter),
          gt(shifts.from, startsAfter),
        ),
      )
      .returning({ _id: shifts.id });
    if (undone) return undone;
    const [row] = await tx
      .select({
        workerId: shifts.workerId,
        from: shifts.from,
        reservedAt: shifts.marketReservedAt,
        updatedAt: shifts.updatedAt,
        publishedAt: shifts.marketPublishedAt,
      })
      .from(shifts)
      .where(inOrganization(ctx, shifts, eq(shifts.id, id)));
    if (!row || row.workerId !== workerId) throw notFound('shift.notFound');
    if (!row.publishedAt || !row.reservedAt || row.updatedAt.getTime() !== row.reservedAt.getTime())
      throw fail('market.undoChanged');
    if (row.from <= startsAfter) throw fail('market.undoTooLate');
    throw fail('market.undoExpired');
  });
}

/** The organisation's workers for one of its live shifts (spec §5; decision 100). */
export async function possibleWorkers(ctx: Ctx, id: string, q: PossibleWorkersQuery) {
  const [shift] = await ctx.db
    .select({ id: shifts.id, from: shifts.from, to: shifts.to, education: shifts.education })
    .from(shifts)
    .where(inOrganization(ctx, shifts, eq(shifts.id, id)));
  if (!shift) throw notFound('shift.notFound');
  const target: ShiftForWorkers = {
    ...shift,
    education: shift.education ?? null,
    date: zonedDate(shift.from),
  };
  const rows = await possibleWorkersQuery(ctx, target, q);
  const first = rows[0];
  return {
    workers: rows.map((row) => ({
      _id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      education: row.held,
      qualifies: row.qualifies,
      reason: row.reason === null ? null : (Number(row.reason) as EducationInvalidReason),
      overlap: row.overlap,
    })),
    ...(first ? { total: first.total, qualified: first.qualified } : await countWhenPastEnd(ctx, target, q)),
  };
}

/** The counts when the page is past the end (no row carries them). */
async function countWhenPastEnd(ctx: Ctx, shift: ShiftForWorkers, q: PossibleWorkersQuery) {
  if (!q.offset) return { total: 0, qualified: 0 };
  const [row] = await possibleWorkersQuery(ctx, shift, { ...q, offset: 0, limit: 1 });
  return { total: row?.total ?? 0, qualified: row?.qualified ?? 0 };
}
