// The overlap check before starting a shift (spec §4, §8), worker mode: the worker's own shifts and
// requests (POST /api/users/overlaps), asked in the shared overlap dialog.
import { confirmOverlaps as askOverlaps } from '../../components/overlapDialog.tsx';
import { checkOverlaps } from './api.ts';
import '../../i18n/startEndTexts.ts';

const STARTING = {
  title: 'startEnd.overlap.title',
  text: 'startEnd.overlap.text',
  question: 'startEnd.overlap.question',
  confirm: 'startEnd.overlap.confirm',
  failed: 'startEnd.overlap.failed',
  failedText: 'startEnd.overlap.failedText',
};

type Span = { from: string; to: string | null; exclude?: string | null };

/** Resolves true when the worker may go on. */
export const confirmOverlaps = (span: Span, hooks: { onOpen?: () => void; onClose?: () => void } = {}) =>
  askOverlaps(
    span,
    async (s) => {
      const answer = await checkOverlaps(s);
      return { overlaps: answer.overlaps, found: answer.user };
    },
    STARTING,
    hooks,
  );
