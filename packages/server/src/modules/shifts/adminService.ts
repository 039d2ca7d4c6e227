// The organisation's shifts as an admin sees them (spec §7 Shifts (admin)); every query is scoped
// to the admin's organisation with `inOrganization` (docs/decisions/006).
import type { adminShiftCountQuery } from '@tuura/domain/api/adminShifts';
import { ApprovalState } from '@tuura/domain/enums';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { shifts } from '../../db/schema/index.ts';
import { inOrganization } from '../../lib/scope.ts';

type CountQuery = z.output<typeof adminShiftCountQuery>;

/** A stamp given by the worker that no admin has approved or rejected yet. */
const stampWaitsForApproval = and(
  eq(shifts.stampRequired, true),
  eq(shifts.stamped, true),
  eq(shifts.stampApproved, ApprovalState.pending),
);

/** How many live shifts of the organisation match; `require-approval` keeps the waiting stamps. */
export async function countShifts(ctx: Ctx, q: CountQuery) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(shifts)
    .where(inOrganization(ctx, shifts, q['require-approval'] ? stampWaitsForApproval : undefined));
  return row?.n ?? 0;
}
