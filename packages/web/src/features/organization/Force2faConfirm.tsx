// Asks before force-2FA goes on, naming how many users it sends to their profile.
import { Button, Group, Modal, Text } from '@mantine/core';
import { UI } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from '../../components/offlineAction.ts';

type Props = {
  opened: boolean;
  usersWithoutTfa: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function Force2faConfirm({ opened, usersWithoutTfa, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('organization.confirmTitle')}
      size={UI.modalWidth}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text data-testid="force2fa-confirm-text">
        {usersWithoutTfa > 0
          ? t('organization.confirmText', { count: usersWithoutTfa })
          : t('organization.confirmNone')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={pending} data-testid="force2fa-confirm" {...offline}>
          {t('organization.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
