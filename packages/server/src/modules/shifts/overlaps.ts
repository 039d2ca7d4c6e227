// The overlap check before starting a shift or reserving one (spec §4): the caller's own shifts
// and open shift requests that meet the time span. A span without an end is the instant `from`.
import { overlapWindow } from '@tuura/domain/rules/overlap';
import { ne } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { shifts } from '../../db/schema/index.ts';
import { overlappingSuggestions } from '../suggestions/service.ts';
import { assertSpan, ownShifts, rangeOverlaps, selectShifts } from './queries.ts';

export async function ownOverlaps(
  ctx: Ctx,
  input: { from: string; to: string | null; exclude: string | null },
) {
  assertSpan(input.from, input.to, 'to');
  const window = overlapWindow(input);
  const [found, requests] = await Promise.all([
    selectShifts(
      ctx.db,
      ownShifts(
        ctx,
        rangeOverlaps(window, ctx.now),
        input.exclude ? ne(shifts.id, input.exclude) : undefined,
      ),
    ),
    overlappingSuggestions(ctx, window),
  ]);
  return { user: { shifts: found, suggestions: requests }, overlaps: found.length + requests.length > 0 };
}
