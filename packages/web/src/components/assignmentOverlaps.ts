// Before a worker is assigned to a shift (or an assigned shift moved), the worker's shifts and
// requests at that time are looked up (POST /api/users/:id/overlap/admin) and the overlap dialog
// asks 'Do you still want to approve the assignment?' (spec §8). The admin shift table and
// planning both ask it. Texts in the admin section (i18n/fi.admin.json, loaded with the shell).
import { adminOverlapContracts } from '@tuura/domain/api/adminOverlaps';
import { call } from '../api/client.ts';
import { confirmOverlaps } from './overlapDialog.tsx';

const ASSIGNING = {
  title: 'adminOverlap.title',
  text: 'adminOverlap.text',
  question: 'adminOverlap.question',
  confirm: 'adminOverlap.confirm',
  failed: 'adminOverlap.failed',
  failedText: 'adminOverlap.failedText',
};

/** Whether a save changes who works the shift or when: only then is the worker's time checked. */
export const needsOverlapCheck = (changed: { worker?: unknown; from?: unknown; to?: unknown }) =>
  changed.worker !== undefined || changed.from !== undefined || changed.to !== undefined;

/** Resolves true when the assignment may go on. */
export function confirmAssignment(
  worker: string,
  span: { from: string; to: string | null; exclude: string | null },
) {
  return confirmOverlaps(
    span,
    async (s) => {
      const answer = await call(adminOverlapContracts.one, {
        params: { id: worker },
        body: { from: s.from, to: s.to, exclude: s.exclude ?? null },
      });
      return { overlaps: answer.overlaps, found: answer.users[0] ?? { shifts: [], suggestions: [] } };
    },
    ASSIGNING,
  );
}
