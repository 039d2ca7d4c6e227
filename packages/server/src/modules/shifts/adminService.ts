// The organisation's shifts as an admin sees them (spec §7 Shifts (admin)); every query is scoped
// to the admin's organisation with `inOrganization` (docs/decisions/006).
import type { adminShiftCountQuery } from '@tuura/domain/api/adminShifts';
import { count } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { shifts, stampWaitsForApproval } from '../../db/schema/index.ts';
import { inOrganization } from '../../lib/scope.ts';

type CountQuery = z.output<typeof adminShiftCountQuery>;

/** The count's query, unawaited: the index test reads its plan. */
export const countShiftsQuery = (ctx: Pick<Ctx, 'db' | 'actor'>, q: CountQuery) =>
  ctx.db
    .select({ n: count() })
    .from(shifts)
    .where(inOrganization(ctx, shifts, q['require-approval'] ? stampWaitsForApproval(shifts) : undefined));

/** How many live shifts of the organisation match; `require-approval` keeps the waiting stamps. */
export async function countShifts(ctx: Ctx, q: CountQuery) {
  const [row] = await countShiftsQuery(ctx, q);
  return row?.n ?? 0;
}
