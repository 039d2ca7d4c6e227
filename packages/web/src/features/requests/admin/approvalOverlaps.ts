// The overlap question before approving shift requests: the workers' shifts at those times.
import { adminOverlapContracts } from '@tuura/domain/api/adminOverlaps';
import type { AdminSuggestion } from '@tuura/domain/schemas/suggestion';
import { call } from '../../../api/client.ts';
import { confirmOverlaps } from '../../../components/overlapDialog.tsx';
import './texts.ts';

const OVERLAP_WORDING = {
  title: 'suggestions.overlap.title',
  text: 'suggestions.overlap.text',
  question: 'suggestions.overlap.question',
  confirm: 'suggestions.overlap.confirm',
  failed: 'suggestions.overlap.failed',
  failedText: 'suggestions.overlap.failedText',
};

/**
 * The overlap question before approving (spec §4, §8): each worker's shifts meeting their
 * requests' times, in one call. Their other requests are not asked about: an approval makes a
 * shift, and the request being approved would meet itself. Resolves true when approval may go on.
 */
export function confirmApproval(chosen: readonly AdminSuggestion[]) {
  const byWorker = new Map<string, { from: string; to: string }[]>();
  for (const s of chosen)
    byWorker.set(s.worker, [...(byWorker.get(s.worker) ?? []), { from: s.from, to: s.to }]);
  const first = chosen[0];
  if (!first) return Promise.resolve(false);
  return confirmOverlaps(
    { from: first.from, to: first.to },
    async () => {
      const answer = await call(adminOverlapContracts.paired, {
        body: { checks: [...byWorker].map(([user, spans]) => ({ user, spans })) },
      });
      const shifts = answer.users.flatMap((u) => u.shifts);
      return { overlaps: shifts.length > 0, found: { shifts, suggestions: [] } };
    },
    OVERLAP_WORDING,
  );
}
