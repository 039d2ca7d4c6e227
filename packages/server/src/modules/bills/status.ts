// Moving a period's billing status in bulk (decisions 117 and 118): one UPDATE in one
// transaction, recording who and when on each shift, in the shift history and in the audit log.
// Listed shift ids must all be the caller's and in the period and place, else 404 and nothing
// moves. A running shift has no money yet and an open one none at all: neither is billed; a shift already in the new status
// keeps who moved it there and when.
import type { billingStatusInput } from '@tuura/domain/api/bills';
import { eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { actingUserIdOf, type Ctx } from '../../context.ts';
import { shifts } from '../../db/schema/index.ts';
import { shiftTransaction } from '../../db/shiftTransaction.ts';
import { audit } from '../../lib/audit.ts';
import { organizationOf, requireIds } from '../../lib/scope.ts';
import { andAlso, billWhere } from './filter.ts';

type Input = z.output<typeof billingStatusInput>;

export function setBillingStatus(ctx: Ctx, input: Input): Promise<{ updated: number }> {
  return shiftTransaction(ctx, async (tx) => {
    const place = await billWhere(ctx, tx, input, { byStatus: false });
    if (input.shiftIds) await requireIds(tx, shifts, place, input.shiftIds, 'shift.notFound');
    const moved = await tx
      .update(shifts)
      .set({
        billingStatus: input.status,
        billingChangedBy: actingUserIdOf(ctx),
        billingChangedAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(
        andAlso(
          place,
          isNotNull(shifts.to),
          // Nobody worked an open shift: it is not billed (decision 117).
          isNotNull(shifts.workerId),
          ne(shifts.billingStatus, input.status),
          input.billingStatus !== undefined ? eq(shifts.billingStatus, input.billingStatus) : undefined,
          input.shiftIds ? inArray(shifts.id, input.shiftIds) : undefined,
        ),
      )
      .returning({ id: shifts.id });
    await audit(ctx, tx, {
      organizationId: organizationOf(ctx),
      action: 'shift.billingStatus',
      targetType: 'shift',
      data: {
        from: input.from,
        to: input.to,
        customerId: input.customerId ?? null,
        departmentId: input.departmentId ?? null,
        billingStatus: input.billingStatus ?? null,
        listed: input.shiftIds?.length ?? null,
        status: input.status,
        updated: moved.length,
      },
    });
    return { updated: moved.length };
  });
}
