// Confirmations that name the guest user they act on (UI.md): removing one, and resetting their
// credentials (sessions end, the password goes, a set-password link is emailed).
import type { GuestUser } from '@tuura/domain/schemas/guestUser';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as Confirmation } from '../../components/ConfirmDialog.tsx';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { showToast } from '../../components/toast.ts';
import { useRemoveGuestUser, useResetGuestCredentials } from './api.ts';

export type ConfirmTarget = { kind: 'remove' | 'reset'; guest: GuestUser };

export function ConfirmDialog({ target, onClose }: { target: ConfirmTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
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
    <Confirmation
      opened={target !== null}
      onClose={onClose}
      title={t(removing ? 'guestUsers.removeTitle' : 'guestUsers.resetTitle', { name: guest?.name ?? '' })}
      text={removing ? t('guestUsers.removeText') : t('guestUsers.resetText', { email: guest?.email ?? '' })}
      confirmLabel={t(removing ? 'guestUsers.remove' : 'guestUsers.resetConfirm')}
      onConfirm={confirm}
      loading={remove.isPending || reset.isPending}
      danger={removing}
      testId={`guest-user-${target?.kind ?? 'confirm'}-dialog`}
      confirmTestId="guest-user-confirm"
    />
  );
}
