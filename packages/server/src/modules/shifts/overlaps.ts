// The overlap check before starting a shift or reserving one (spec §4): the caller's own shifts
// and open shift requests that meet the time span. A span without an end is the instant `from`.
import { REQUEST } from '@tuura/domain/limits';
import { overlapWindow } from '@tuura/domain/rules/overlap';
import type { Ctx } from '../../context.ts';
import { overlappingSuggestions } from '../suggestions/service.ts';
import { assertSpan, selectOwnShiftsInWindow } from './queries.ts';

export async function ownOverlaps(
  ctx: Ctx,
  input: { from: string; to: string | null; exclude: string | null },
) {
  assertSpan(input.from, input.to, 'to');
  const window = overlapWindow(input);
  const [found, requests] = await Promise.all([
    selectOwnShiftsInWindow(ctx, window, REQUEST.maxPageSize, input.exclude),
    overlappingSuggestions(ctx, window),
  ]);
  return { user: { shifts: found, suggestions: requests }, overlaps: found.length + requests.length > 0 };
}
