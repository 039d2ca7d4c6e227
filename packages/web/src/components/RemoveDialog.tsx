// Removing one row after a confirmation (UI.md): the row's own remove call, a toast when it is
// gone, the error dialog when it is not. Groups, polls and alerts share it.
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { showErrorDialog } from './errorDialog.tsx';
import { showToast } from './toast.ts';

type Texts = { title: string; text: string; confirmLabel: string; removed: string; failed: string };

export function RemoveDialog<T extends { _id: string }>({
  target,
  onClose,
  remove,
  texts,
  testId,
  confirmTestId,
}: {
  target: T | null;
  onClose: () => void;
  remove: UseMutationResult<unknown, Error, string>;
  /** Written for the target (or for none while closing). */
  texts: Texts;
  testId: string;
  confirmTestId: string;
}) {
  const confirm = () => {
    if (!target) return;
    remove.mutate(target._id, {
      onSuccess: () => {
        showToast('green', texts.removed);
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
