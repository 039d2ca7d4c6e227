// A secret shown once (a new API token, an auth consumer's client secret): it is stored hashed and
// can never be read back, so the dialog says so, copies it, and closes only by its own button.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { UI } from '@tuura/domain/limits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from './CopyField.tsx';

export type ShownSecret = { title: string; label: string; secret: string; extra?: ReactNode };

export function SecretModal({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      size={UI.modalWidth}
      title={shown?.title ?? ''}
      // A stray click beside the dialog must not lose a secret nobody can show again.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {shown && (
        <Stack gap="md" data-testid="secret-dialog">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('integrations.secret.once')}
          </Alert>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {shown.label}
            </Text>
            <CopyField value={shown.secret} label={shown.label} testId="secret" />
          </Stack>
          {shown.extra}
          <Group justify="flex-end">
            <Button onClick={onClose} data-testid="secret-done">
              {t('integrations.secret.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
