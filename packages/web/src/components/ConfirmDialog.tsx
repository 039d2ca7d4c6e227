// The confirmation that names what it acts on (UI.md): a sentence, Cancel, and the confirming
// button, which waits for the network (offline it explains itself) and spins while the action runs.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { UI } from '@tuura/domain/limits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from './offlineAction.ts';

export function ConfirmDialog({
  opened,
  onClose,
  title,
  text,
  confirmLabel,
  onConfirm,
  loading,
  danger = true,
  testId,
  confirmTestId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  loading: boolean;
  /** A red confirming button: the action removes something. */
  danger?: boolean;
  testId: string;
  confirmTestId: string;
}) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={UI.modalWidth}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid={testId}>
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            onClick={onConfirm}
            loading={loading}
            data-testid={confirmTestId}
            {...offline}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
