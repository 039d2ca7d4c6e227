// The overlap checks (spec §4): shifts and open shift requests that meet a time span. A span
// without an end is the instant `from`. The worker checks their own before starting a shift or
// reserving one; an admin checks the organisation's workers before planning them.
import { OVERLAP_CHECKS_MAX } from '@tuura/domain/api/adminOverlaps';
import { REQUEST } from '@tuura/domain/limits';
import { overlapWindow } from '@tuura/domain/rules/overlap';
import type { Ctx } from '../../context.ts';
import type { OwnedWindow } from '../../db/ranges.ts';
import { inOrganization, requireIds } from '../../lib/scope.ts';
import { assertSpan, selectOwnShiftsInWindow, selectShiftsMeetingWindows } from '../shifts/service.ts';
import { overlappingSuggestions, suggestionsMeetingWindows } from '../suggestions/service.ts';
import { users } from '../users/readModel.ts';

type Span = { from: string; to: string | null; exclude: string | null };

export async function ownOverlaps(ctx: Ctx, input: Span) {
  assertSpan(input.from, input.to, 'to');
  const window = overlapWindow(input);
  const [found, requests] = await Promise.all([
    selectOwnShiftsInWindow(ctx, window, REQUEST.maxPageSize, input.exclude),
    overlappingSuggestions(ctx, window),
  ]);
  return { user: { shifts: found, suggestions: requests }, overlaps: found.length + requests.length > 0 };
}

/** One worker and the spans they are checked against. */
export type OverlapCheck = { user: string; spans: readonly Span[] };

/**
 * The admin's checks: every named worker must be a live user of the organisation (else 404),
 * then one query for the shifts and one for the requests meeting each worker's own spans. Each
 * worker is answered once, in the order first named, with what met any of their spans.
 */
export async function workersOverlaps(ctx: Ctx, checks: readonly OverlapCheck[]) {
  const named = await requireIds(
    ctx.db,
    users,
    inOrganization(ctx, users),
    checks.map((c) => c.user),
    'user.notFound',
  );
  const windows: OwnedWindow[] = checks.flatMap((check) =>
    check.spans.map((span) => ({ ...overlapWindow(span), owner: check.user, exclude: span.exclude })),
  );
  // One more than an answer holds: finding it says the lists are cut.
  const [found, requests] = await Promise.all([
    selectShiftsMeetingWindows(ctx, windows, OVERLAP_CHECKS_MAX + 1),
    suggestionsMeetingWindows(ctx, windows, OVERLAP_CHECKS_MAX + 1),
  ]);
  const capped = found.length > OVERLAP_CHECKS_MAX || requests.length > OVERLAP_CHECKS_MAX;
  const shifts = found.slice(0, OVERLAP_CHECKS_MAX);
  const suggestions = requests.slice(0, OVERLAP_CHECKS_MAX);
  return {
    overlaps: found.length + requests.length > 0,
    users: named.map((user) => ({
      _id: user,
      shifts: shifts.filter((s) => s.worker === user),
      suggestions: suggestions.filter((s) => s.worker === user),
    })),
    capped,
  };
}
