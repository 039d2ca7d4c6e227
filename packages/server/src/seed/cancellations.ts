// Demo cancellations: two waiting for an admin on coming shifts (the badge and the admin's page
// have something to show) and one already rejected with the admin's words (the worker's detail).
import { ApprovalState, CancellationReason } from '@tuura/domain/enums';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cancellations, shifts } from '../db/schema/index.ts';

type Plan = {
  workerId: string;
  reason: CancellationReason;
  message: string;
  decided?: { by: string; message: string };
};

/** The worker's first live shift starting after `now`, skipping `skip` of them. */
async function comingShift(tx: DbOrTx, organizationId: string, workerId: string, now: Date) {
  const [row] = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        eq(shifts.workerId, workerId),
        gt(shifts.from, now),
        isNull(shifts.deletedAt),
      ),
    )
    .orderBy(asc(shifts.from))
    .limit(1);
  return row?.id;
}

export async function seedCancellations(tx: DbOrTx, organizationId: string, plans: Plan[], now: Date) {
  const rows = [];
  for (const [i, plan] of plans.entries()) {
    const shiftId = await comingShift(tx, organizationId, plan.workerId, now);
    if (!shiftId) continue;
    const sent = new Date(now.getTime() - (i + 1) * 5 * 3_600_000);
    rows.push({
      organizationId,
      shiftId,
      workerId: plan.workerId,
      reason: plan.reason,
      message: plan.message,
      createdAt: sent,
      updatedAt: sent,
      ...(plan.decided && {
        state: ApprovalState.rejected,
        decisionMessage: plan.decided.message,
        decidedBy: plan.decided.by,
        decidedAt: new Date(sent.getTime() + 3_600_000),
      }),
    });
  }
  if (rows.length > 0) await tx.insert(cancellations).values(rows);
  return rows.length;
}

/** The demo's plans, by the workers' emails: none is a journey's own worker (e2e fixtures). */
export const DEMO_CANCELLATIONS = [
  {
    email: 'pekka.jarvinen@example.com',
    reason: CancellationReason.sick,
    message: 'Kuumetta ja kurkkukipua, en pääse töihin.',
  },
  {
    email: 'ville.salminen@example.com',
    reason: CancellationReason.somethingCameUp,
    message: 'Lapsen päiväkoti on kiinni, en saa hoitajaa.',
  },
  {
    email: 'mikko.turunen@example.com',
    reason: CancellationReason.changedMind,
    message: '',
    decidedMessage: 'Vuorolle ei löydy tuuraajaa näin lyhyellä varoitusajalla.',
  },
] as const;
