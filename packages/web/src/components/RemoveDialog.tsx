// Removing one row after a confirmation (UI.md): the row's own remove call, a toast when it is
// gone, the error dialog when it is not. The admin lists share it (decision 146).
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { showErrorDialog } from './errorDialog.tsx';
import { showToast } from './toast.ts';

type Texts<R> = {
  title: string;
  text: string;
  confirmLabel: string;
  /** The toast; from the server's answer where it tells more (what an erasure kept). */
  removed: string | ((answer: R) => string);
  failed: string;
};

export function RemoveDialog<T extends { _id: string }, R = unknown>({
  target,
  onClose,
  remove,
  texts,
  testId,
  confirmTestId,
}: {
  target: T | null;
  onClose: () => void;
  remove: UseMutationResult<R, Error, string>;
  /** Written for the target (or for none while closing). */
  texts: Texts<R>;
  testId: string;
  confirmTestId: string;
}) {
  const confirm = () => {
    if (!target) return;
    remove.mutate(target._id, {
      onSuccess: (answer) => {
        showToast('green', typeof texts.removed === 'string' ? texts.removed : texts.removed(answer));
        onClose();
      },
      onError: (error) => {
        onClose();
        showErrorDialog(error, texts.failed);
      },
    });
  };
  return (
    <ConfirmDialog
      opened={target !== null}
      onClose={onClose}
      title={texts.title}
      text={texts.text}
      confirmLabel={texts.confirmLabel}
      onConfirm={confirm}
      loading={remove.isPending}
      testId={testId}
      confirmTestId={confirmTestId}
    />
  );
}
