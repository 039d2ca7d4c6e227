// Deleting a file or folder names what goes. A folder is first deleted as empty; when the server
// answers that it is not (409 file.notEmpty), the dialog asks again, naming its contents, and only
// then sends the recursive delete.
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { ConfirmButtons, DialogFor } from '../../components/ConfirmDialog.tsx';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { showToast } from '../../components/toast.ts';
import { useDeleteFile } from './api.ts';

export type DeleteTarget = { id: string; filename: string; type: 'file' | 'directory'; admin: boolean };

export const isNotEmpty = (error: unknown) => error instanceof ApiError && error.body.key === 'file.notEmpty';

export function DeleteDialog({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFor
      target={target}
      onClose={onClose}
      title={t('files.delete.title', { name: target?.filename ?? '' })}
    >
      {(shown) => <DeleteBody key={shown.id} target={shown} onClose={onClose} />}
    </DialogFor>
  );
}

function DeleteBody({ target, onClose }: { target: DeleteTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteFile();
  const [notEmpty, setNotEmpty] = useState(false);
  const confirm = () =>
    remove.mutate(
      { id: target.id, admin: target.admin, recursive: notEmpty },
      {
        onSuccess: () => {
          showToast('green', t('files.delete.deleted', { name: target.filename }));
          onClose();
        },
        onError: (error) => {
          if (!notEmpty && isNotEmpty(error)) setNotEmpty(true);
          else {
            onClose();
            showErrorDialog(error);
          }
        },
      },
    );
  const text = notEmpty ? 'files.delete.notEmpty' : `files.delete.${target.type}`;
  return (
    <Stack gap="md" data-testid="delete-dialog" data-not-empty={notEmpty || undefined}>
      <Text fw={notEmpty ? 600 : undefined}>{t(text)}</Text>
      <ConfirmButtons
        onCancel={onClose}
        onConfirm={confirm}
        loading={remove.isPending}
        label={t(notEmpty ? 'files.delete.confirmAll' : 'files.delete.confirm')}
        testId="delete-confirm"
      />
    </Stack>
  );
}
