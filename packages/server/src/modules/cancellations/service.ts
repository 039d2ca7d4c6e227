// Cancellations (spec §4, §7): a worker gives up own shifts that have not started, with a reason;
// an admin accepts (the shift is freed, through the shifts module so its history names the admin)
// or rejects (the worker keeps it). One active cancellation per shift and one decision per
// cancellation are kept by the database: a unique index and a conditional update (409 otherwise).
import type { FieldMessages } from '@tuura/domain';
import type { ActiveCancellationQuery, CancellationListQuery } from '@tuura/domain/api/cancellations';
import { ApprovalState } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import { cancellable } from '@tuura/domain/rules/cancellation';
import type {
  CancellationInput,
  CancellationMassInput,
  CancellationReactInput,
} from '@tuura/domain/schemas/cancellation';
import { and, eq, inArray } from 'drizzle-orm';
import { actingUserIdOf, type Ctx, userIdOf } from '../../context.ts';
import { violatedUniqueConstraint } from '../../db/constraintError.ts';
import { ACTIVE_CANCELLATION_CONSTRAINT, cancellations } from '../../db/schema/index.ts';
import { fail, notFound } from '../../errors.ts';
import { announceBadges } from '../../lib/events/announce.ts';
import { inOrganization, organizationOf, ownedByCaller } from '../../lib/scope.ts';
import { notify } from '../notifications/service.ts';
import { shifts } from '../shifts/readModel.ts';
import { releaseShiftOfWorker } from '../shifts/service.ts';
import { users } from '../users/readModel.ts';
import { cancellationNotice } from './notices.ts';
import { countCancellations, selectCancellations } from './queries.ts';

const active = eq(cancellations.state, ApprovalState.pending);

export async function listOwnCancellations(ctx: Ctx, q: CancellationListQuery) {
  const where = ownedByCaller(ctx, cancellations, cancellations.workerId);
  const [list, total] = await Promise.all([
    selectCancellations(ctx.db, where, {
      order: 'newest',
      limit: q.limit ?? REQUEST.defaultPageSize,
      offset: q.offset ?? 0,
    }),
    countCancellations(ctx.db, where, false),
  ]);
  return { cancellations: list, total };
}

export async function listActiveCancellations(ctx: Ctx, q: ActiveCancellationQuery) {
  const where = inOrganization(ctx, cancellations, active);
  const [list, total] = await Promise.all([
    selectCancellations(ctx.db, where, {
      order: 'oldest',
      sort: { key: q.sort ?? 'createdAt', direction: q.order ?? 'asc' },
      limit: q.limit ?? REQUEST.defaultPageSize,
      offset: q.offset ?? 0,
      liveShifts: true,
    }),
    countCancellations(ctx.db, where, true),
  ]);
  return { cancellations: list, total };
}

/** The admin menu's badge: active cancellations of live shifts. */
export const countActiveCancellations = (ctx: Ctx) =>
  countCancellations(ctx.db, inOrganization(ctx, cancellations, active), true);

/** The field an item's refusal is named by: `shift` for one, `shifts.<i>` for many. */
type Item = { shift: string; field: string };
const named = (item: Item): FieldMessages => ({
  [item.field]: { key: 'invalid', params: { field: item.field } },
});

/**
 * Cancels own shifts, all or none, in one transaction: each must be the caller's live shift
 * (else 404), not started (else 409 cancellation.started) and without an active cancellation
 * (else 409 cancellation.active, also when a parallel request wins the race), the refusal naming
 * the item.
 */
async function cancelOwn(ctx: Ctx, items: Item[], reason: CancellationInput['reason'], message: string) {
  const ids = [...new Set(items.map((i) => i.shift))];
  const first = new Map<string, Item>();
  for (const item of items) if (!first.has(item.shift)) first.set(item.shift, item);
  try {
    return await ctx.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: shifts.id, from: shifts.from, submitted: shifts.submitted })
        .from(shifts)
        .where(ownedByCaller(ctx, shifts, shifts.workerId, inArray(shifts.id, ids)));
      const byId = new Map(found.map((s) => [s.id, s]));
      for (const [id, item] of first) {
        const shift = byId.get(id);
        if (!shift) throw fail('shift.notFound', { fields: named(item) });
        if (!cancellable(shift, ctx.now)) throw fail('cancellation.started', { fields: named(item) });
      }
      const taken = await tx
        .select({ shiftId: cancellations.shiftId })
        .from(cancellations)
        .where(inOrganization(ctx, cancellations, active, inArray(cancellations.shiftId, ids)));
      const [already] = taken;
      if (already) throw fail('cancellation.active', { fields: named(first.get(already.shiftId) as Item) });
      const created = await tx
        .insert(cancellations)
        .values(
          ids.map((shiftId) => ({
            organizationId: organizationOf(ctx),
            shiftId,
            workerId: userIdOf(ctx),
            reason,
            message,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })),
        )
        .returning({ id: cancellations.id });
      await announceBadges(ctx, 'cancellations');
      return selectCancellations(
        tx,
        inOrganization(
          ctx,
          cancellations,
          inArray(
            cancellations.id,
            created.map((c) => c.id),
          ),
        ),
      );
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === ACTIVE_CANCELLATION_CONSTRAINT) throw fail('cancellation.active');
    throw error;
  }
}

export async function cancelOwnShift(ctx: Ctx, input: CancellationInput) {
  const [cancellation] = await cancelOwn(
    ctx,
    [{ shift: input.shift, field: 'shift' }],
    input.reason,
    input.message,
  );
  if (!cancellation) throw notFound('shift.notFound');
  return cancellation;
}

export const cancelOwnShifts = (ctx: Ctx, input: CancellationMassInput) =>
  cancelOwn(
    ctx,
    input.shifts.map((shift, i) => ({ shift, field: `shifts.${i}` })),
    input.reason,
    input.message,
  );

/**
 * An admin's reaction to an active cancellation of a live shift of the organisation (else 404).
 * The decision is one conditional update (`where state = pending`): of two parallel reactions
 * exactly one matches, the other is a 409, and only the first frees the shift and tells the worker.
 */
export async function reactToCancellation(ctx: Ctx, id: string, input: CancellationReactInput) {
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: cancellations.id })
      .from(cancellations)
      .innerJoin(
        shifts,
        and(eq(shifts.organizationId, cancellations.organizationId), eq(shifts.id, cancellations.shiftId)),
      )
      .where(inOrganization(ctx, cancellations, eq(cancellations.id, id), inOrganization(ctx, shifts)));
    if (!target) throw notFound('cancellation.notFound');
    const [decided] = await tx
      .update(cancellations)
      .set({
        state: input.accept ? ApprovalState.approved : ApprovalState.rejected,
        decisionMessage: input.message,
        decidedBy: actingUserIdOf(ctx),
        decidedAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(inOrganization(ctx, cancellations, eq(cancellations.id, id), active))
      .returning({ shiftId: cancellations.shiftId, workerId: cancellations.workerId });
    if (!decided) throw fail('cancellation.decided');
    await announceBadges(ctx, 'cancellations');
    if (input.accept) await releaseShiftOfWorker(ctx, tx, decided.shiftId, decided.workerId);
    const [about] = await tx
      .select({ name: shifts.name, from: shifts.from, locale: users.locale })
      .from(shifts)
      .innerJoin(users, and(eq(users.organizationId, shifts.organizationId), eq(users.id, decided.workerId)))
      .where(inOrganization(ctx, shifts, eq(shifts.id, decided.shiftId)));
    if (about)
      await notify(tx, {
        organizationId: organizationOf(ctx),
        userId: decided.workerId,
        ...cancellationNotice(about.locale, input.accept, about, input.message),
        // Accepted, the shift is no longer theirs: the notice opens the cancellation's place.
        subject: input.accept ? { type: 'cancellation', id } : { type: 'shift', id: decided.shiftId },
      });
    const [cancellation] = await selectCancellations(
      tx,
      inOrganization(ctx, cancellations, eq(cancellations.id, id)),
    );
    if (!cancellation) throw notFound('cancellation.notFound');
    return cancellation;
  });
}
