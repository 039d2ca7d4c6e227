// Confirmations that name the guest user they act on (UI.md): removing one, and resetting their
// credentials (sessions end, the password goes, a set-password link is emailed).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { UI } from '@tuura/domain/limits';
import type { GuestUser } from '@tuura/domain/schemas/guestUser';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { useRemoveGuestUser, useResetGuestCredentials } from './api.ts';

export type ConfirmTarget = { kind: 'remove' | 'reset'; guest: GuestUser };

export function ConfirmDialog({ target, onClose }: { target: ConfirmTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const remove = useRemoveGuestUser();
  const reset = useResetGuestCredentials();
  const guest = target?.guest;
  const removing = target?.kind === 'remove';
  const confirm = () => {
    if (!guest) return;
    const done = {
      onSuccess: () => {
        showToast(
          'green',
          removing
            ? t('guestUsers.removed', { name: guest.name })
            : t('guestUsers.resetDone', { email: guest.email }),
        );
        onClose();
      },
      onError: (error: unknown) => {
        onClose();
        showErrorDialog(error, t(removing ? 'guestUsers.removeFailed' : 'guestUsers.resetFailed'));
      },
    };
    if (removing) remove.mutate(guest._id, done);
    else reset.mutate(guest._id, done);
  };
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size={UI.modalWidth}
      title={t(removing ? 'guestUsers.removeTitle' : 'guestUsers.resetTitle', { name: guest?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid={`guest-user-${target?.kind ?? 'confirm'}-dialog`}>
        <Text>
          {removing ? t('guestUsers.removeText') : t('guestUsers.resetText', { email: guest?.email ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color={removing ? 'red' : undefined}
            onClick={confirm}
            loading={remove.isPending || reset.isPending}
            data-testid="guest-user-confirm"
            {...offline}
          >
            {t(removing ? 'guestUsers.remove' : 'guestUsers.resetConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
