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
        <ConfirmButtons
          onCancel={onClose}
          onConfirm={onConfirm}
          loading={loading}
          label={confirmLabel}
          testId={confirmTestId}
          danger={danger}
        />
      </Stack>
    </Modal>
  );
}

/** A dialog's foot: Cancel, then the confirming button (red when it removes), which waits for the network. */
export function ConfirmButtons(props: {
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
  label: ReactNode;
  testId: string;
  danger?: boolean;
  /** Not yet: what the dialog asks is not answered. */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        {t('common.cancel')}
      </Button>
      <Button
        color={props.danger === false ? undefined : 'red'}
        onClick={props.onConfirm}
        loading={props.loading}
        data-testid={props.testId}
        {...offline}
        disabled={offline.disabled || props.disabled}
      >
        {props.label}
      </Button>
    </Group>
  );
}

/** A dialog about one thing, open while there is one: its body (keyed by the caller) gets it. */
export function DialogFor<T>(props: {
  target: T | null;
  onClose: () => void;
  title: string;
  children: (target: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.target !== null}
      onClose={props.onClose}
      size={UI.modalWidth}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.target !== null && props.children(props.target)}
    </Modal>
  );
}
